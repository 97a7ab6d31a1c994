import type { QueryClient } from '@tanstack/react-query';
import type { TSubmitBriefRequest, TSubmitBriefResponse } from '@shared/schemas/briefs';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** Sends a brief; the brief lists then refetch. */
export async function submitBrief(queryClient: QueryClient, body: TSubmitBriefRequest): Promise<TSubmitBriefResponse> {
  const result = await api.post<TSubmitBriefResponse>('/api/briefs', body);
  void queryClient.invalidateQueries({ queryKey: queryKeys.briefs.lists });
  return result;
}
