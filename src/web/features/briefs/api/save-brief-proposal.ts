import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TProposal } from '@shared/schemas/brief-ai';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export function useSaveBriefProposal(briefId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (proposal: TProposal) =>
      api.put<{ proposal: TProposal }>(`/api/admin/briefs/${briefId}/proposal`, proposal),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.briefs.detailAll(briefId) }),
  });
}
