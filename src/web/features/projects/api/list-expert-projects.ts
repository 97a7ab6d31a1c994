import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TProjectList } from '@shared/schemas/projects';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** The expert's projects (as freelancer). */
export const expertProjectsQuery = queryOptions({
  queryKey: queryKeys.expertWork.projects,
  queryFn: () => api.get<TProjectList>('/api/expert/projects'),
});

export function useExpertProjects() {
  return useQuery(expertProjectsQuery);
}
