import { useQuery } from '@tanstack/react-query';
import type { TDemoStatus } from '@shared/schemas/demo';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** While the living demo's history is seeding, how often its progress is read again. */
export const DEMO_STATUS_POLL_MS = 3_000;

/** How far the living demo's history is seeded: polled every few seconds while seeding, then left alone. */
export function useDemoStatus() {
  return useQuery({
    queryKey: queryKeys.admin.demoStatus,
    queryFn: () => api.get<TDemoStatus>('/api/admin/demo-status'),
    refetchInterval: (query) => (query.state.data?.state === 'seeding' ? DEMO_STATUS_POLL_MS : false),
  });
}
