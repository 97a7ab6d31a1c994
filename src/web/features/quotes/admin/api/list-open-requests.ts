import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminRequestList } from '@shared/schemas/requests';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export const openRequestsQuery = queryOptions({
  queryKey: queryKeys.admin.requests,
  queryFn: () => api.get<TAdminRequestList>('/api/admin/requests'),
});

export function useOpenRequests() {
  return useQuery(openRequestsQuery);
}
