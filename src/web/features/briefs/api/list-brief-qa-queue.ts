import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TBriefQaQueue } from '@shared/schemas/briefs';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export const briefQaQueueQuery = queryOptions({
  queryKey: queryKeys.briefs.qaQueue,
  queryFn: () => api.get<TBriefQaQueue>('/api/admin/briefs/qa-queue'),
  // New briefs arrive and ages grow while the tab is open.
  refetchInterval: 30_000,
});

export function useBriefQaQueue() {
  return useQuery(briefQaQueueQuery);
}
