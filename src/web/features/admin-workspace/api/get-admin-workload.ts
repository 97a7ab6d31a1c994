import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_STATS_POLL_MS } from '@shared/domain/limits';
import type { TAdminWorkload } from '@shared/schemas/admin-workspace';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { useRealtimeEvent } from '@web/lib/realtime';

/**
 * How much work waits in each admin queue. Live like the header stats: every realtime notification an admin receives
 * (a quote sent for review, a deliverable submitted, a brief in QA, an application) refetches it, every admin action
 * refreshes `admin.all`, and a short poll and coming back to the window catch the rest.
 */
export function useAdminWorkload(enabled = true) {
  const queryClient = useQueryClient();
  useRealtimeEvent('notification', () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.admin.workload });
  });
  return useQuery({
    queryKey: queryKeys.admin.workload,
    queryFn: () => api.get<TAdminWorkload>('/api/admin/workload'),
    refetchInterval: ADMIN_STATS_POLL_MS,
    refetchOnWindowFocus: true,
    enabled,
  });
}
