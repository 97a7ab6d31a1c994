import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAdminStats } from '@shared/schemas/admin-stats';
import { ADMIN_STATS_POLL_MS } from '@shared/domain/limits';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { useRealtimeEvent } from '@web/lib/realtime';

/**
 * The admin header numbers. They stay live two ways: every realtime notification the admin receives (a quote sent
 * for review, a deliverable submitted, a payment, …) refetches them, and a short poll catches changes that notify
 * someone else (another client's payment, a project started).
 */
export function useAdminStats() {
  const queryClient = useQueryClient();
  useRealtimeEvent('notification', () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.admin.stats });
  });
  return useQuery({
    queryKey: queryKeys.admin.stats,
    queryFn: () => api.get<TAdminStats>('/api/admin/stats'),
    refetchInterval: ADMIN_STATS_POLL_MS,
  });
}
