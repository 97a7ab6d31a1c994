import { queryOptions, useQuery } from '@tanstack/react-query';
import { ACTIVE_PROJECT_STATUSES } from '@shared/domain/projects';
import type { TProjectList } from '@shared/schemas/projects';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export const myProjectsQuery = queryOptions({
  queryKey: queryKeys.projects.mine,
  queryFn: () => api.get<TProjectList>('/api/projects'),
});

export function useMyProjects() {
  return useQuery(myProjectsQuery);
}

/** The dashboard's "Active Projects" counter: the projects whose badge reads Active. */
export function useActiveProjectCount(): number | undefined {
  return useQuery({
    ...myProjectsQuery,
    select: (list) => list.projects.filter((p) => ACTIVE_PROJECT_STATUSES.includes(p.status)).length,
  }).data;
}
