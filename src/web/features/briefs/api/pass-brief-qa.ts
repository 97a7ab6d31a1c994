import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TProposal } from '@shared/schemas/brief-ai';
import { api } from '@web/lib/api-client';
import { briefQaQueueQuery } from './list-brief-qa-queue';
import { queryKeys } from '@web/lib/query-keys';

/** Passes QA with the proposal as edited; the brief leaves the queue. */
export function usePassBriefQa(briefId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (proposal: TProposal) => api.post<{ ok: true }>(`/api/admin/briefs/${briefId}/pass`, { proposal }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: briefQaQueueQuery.queryKey });
      void queryClient.invalidateQueries({ queryKey: queryKeys.briefs.detailAll(briefId) });
    },
  });
}
