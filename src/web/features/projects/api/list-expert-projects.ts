import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TProjectPage } from '@shared/schemas/projects';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** One page of the expert's projects (as freelancer), newest first. */
export const expertProjectsQuery = (page: number) =>
  queryOptions({
    queryKey: [...queryKeys.expertWork.projects, 'page', page],
    queryFn: () => api.get<TProjectPage>(`/api/expert/projects?page=${page}`),
    placeholderData: keepPreviousData,
  });

export function useExpertProjects(page: number) {
  return useQuery(expertProjectsQuery(page));
}
