import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminProjectList } from '@shared/schemas/projects';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export const adminProjectsQuery = queryOptions({
  queryKey: queryKeys.admin.projects,
  queryFn: () => api.get<TAdminProjectList>('/api/admin/projects'),
});

export function useAdminProjects() {
  return useQuery(adminProjectsQuery);
}
