import { useQuery } from '@tanstack/react-query';
import type { TAnalyticsEventName } from '@shared/domain/analytics';
import type { TAnalyticsEventsResponse } from '@shared/schemas/analytics';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/**
 * The newest 50 events (all, or of one name). Loaded once each time a filter is chosen: after that the monitor adds
 * live arrivals itself, so a background refetch must not replace (or un-pause) what is on screen.
 */
export function useAnalyticsEvents(name: TAnalyticsEventName | null) {
  return useQuery({
    queryKey: queryKeys.admin.analyticsEvents(name),
    queryFn: () =>
      api.get<TAnalyticsEventsResponse>(
        `/api/admin/analytics/events${name ? `?name=${encodeURIComponent(name)}` : ''}`,
      ),
    staleTime: Number.POSITIVE_INFINITY,
    // Dropped once no longer shown, so going back to a filter loads it afresh rather than showing an old list.
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}
