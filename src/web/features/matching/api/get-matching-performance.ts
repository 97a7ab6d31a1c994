import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TMatchingPerformance } from '@shared/schemas/matching';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export const matchingPerformanceQuery = queryOptions({
  queryKey: queryKeys.admin.matchingPerformance,
  queryFn: () => api.get<TMatchingPerformance>('/api/admin/matching/performance'),
});

export function useMatchingPerformance() {
  return useQuery(matchingPerformanceQuery);
}
