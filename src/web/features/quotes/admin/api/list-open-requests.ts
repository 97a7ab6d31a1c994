import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminRequestList } from '@shared/schemas/requests';
import { api } from '@web/lib/api-client';

export const openRequestsQuery = queryOptions({
  queryKey: ['admin', 'requests'],
  queryFn: () => api.get<TAdminRequestList>('/api/admin/requests'),
});

export function useOpenRequests() {
  return useQuery(openRequestsQuery);
}
