import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TProjectPage } from '@shared/schemas/projects';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** One page of the signed-in person's projects, newest first; the previous page stays shown while the next loads. */
export const myProjectsQuery = (page: number) =>
  queryOptions({
    queryKey: [...queryKeys.projects.mine, 'page', page],
    queryFn: () => api.get<TProjectPage>(`/api/projects?page=${page}`),
    placeholderData: keepPreviousData,
  });

export function useMyProjects(page: number) {
  return useQuery(myProjectsQuery(page));
}

/** The dashboard's "Active Projects" counter: the projects whose badge reads Active, counted by the server. */
export function useActiveProjectCount(): number | undefined {
  return useQuery({ ...myProjectsQuery(1), select: (list) => list.active }).data;
}
