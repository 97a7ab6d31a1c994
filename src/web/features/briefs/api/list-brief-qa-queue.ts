import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TBriefQaQueue } from '@shared/schemas/briefs';
import { api } from '@web/lib/api-client';

export const briefQaQueueQuery = queryOptions({
  queryKey: ['briefs', 'qa-queue'],
  queryFn: () => api.get<TBriefQaQueue>('/api/admin/briefs/qa-queue'),
  // New briefs arrive and ages grow while the tab is open.
  refetchInterval: 30_000,
});

export function useBriefQaQueue() {
  return useQuery(briefQaQueueQuery);
}
