import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminProjectList } from '@shared/schemas/projects';
import { api } from '@web/lib/api-client';

export const adminProjectsQuery = queryOptions({
  queryKey: ['admin', 'projects'],
  queryFn: () => api.get<TAdminProjectList>('/api/admin/projects'),
});

export function useAdminProjects() {
  return useQuery(adminProjectsQuery);
}
