import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TProjectDetail } from '@shared/schemas/projects';
import { api, ApiError } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export const projectQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.projects.detail(id),
    queryFn: () => api.get<TProjectDetail>(`/api/projects/${encodeURIComponent(id)}`),
    // A missing or foreign project (404, or a malformed id: 400) will not appear by asking again, nor will a session (401).
    retry: (failures, error) => !(error instanceof ApiError && [400, 401, 404].includes(error.status)) && failures < 2,
  });

export function useProject(id: string) {
  return useQuery(projectQuery(id));
}

export function isProjectMissing(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/** The session is gone (signed out in another tab, expired): the page asks to sign in rather than failing. */
export function isSignedOut(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}
