import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TMatchingDashboard } from '@shared/schemas/matching';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export const matchingRequestsQuery = queryOptions({
  queryKey: queryKeys.admin.matchingRequests,
  queryFn: () => api.get<TMatchingDashboard>('/api/admin/matching/requests'),
});

export function useMatchingRequests() {
  return useQuery(matchingRequestsQuery);
}
