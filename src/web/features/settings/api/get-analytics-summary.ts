import { useQuery } from '@tanstack/react-query';
import type { TAnalyticsSummary } from '@shared/schemas/analytics';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** How many analytics events are stored (all, last 24 hours) and the oldest one's time, for the settings card. */
export function useAnalyticsSummary() {
  return useQuery({
    queryKey: queryKeys.admin.analyticsSummary,
    queryFn: () => api.get<TAnalyticsSummary>('/api/admin/analytics/summary'),
  });
}
