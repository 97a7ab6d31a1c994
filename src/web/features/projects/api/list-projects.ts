import { useQuery } from '@tanstack/react-query';
import type { TProjectPage } from '@shared/schemas/projects';
import { pagedQuery } from '@web/lib/paged-query';
import { queryKeys } from '@web/lib/query-keys';

/** One page of the signed-in person's projects, newest first. */
export const myProjectsQuery = (page: number) =>
  pagedQuery<TProjectPage>(queryKeys.projects.mine, '/api/projects', page);

export function useMyProjects(page: number) {
  return useQuery(myProjectsQuery(page));
}

/** The dashboard's "Active Projects" counter: the projects whose badge reads Active, counted by the server. */
export function useActiveProjectCount(): number | undefined {
  return useQuery({ ...myProjectsQuery(1), select: (list) => list.active }).data;
}
