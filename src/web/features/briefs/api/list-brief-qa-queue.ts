import { queryOptions, useQuery } from '@tanstack/react-query';
import { QA_QUEUE_POLL_MS } from '@shared/domain/limits';
import type { TBriefQaQueue } from '@shared/schemas/briefs';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export const briefQaQueueQuery = queryOptions({
  queryKey: queryKeys.briefs.qaQueue,
  queryFn: () => api.get<TBriefQaQueue>('/api/admin/briefs/qa-queue'),
  // New briefs arrive and ages grow while the tab is open.
  refetchInterval: QA_QUEUE_POLL_MS,
});

export function useBriefQaQueue() {
  return useQuery(briefQaQueueQuery);
}
