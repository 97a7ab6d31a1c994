import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSendInvitationsResult } from '@shared/schemas/matching';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export function useSendInvitations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      requestId,
      userIds,
      asAgency = [],
    }: {
      requestId: string;
      userIds: string[];
      asAgency?: string[];
    }) =>
      api.post<TSendInvitationsResult>(`/api/admin/matching/requests/${requestId}/invitations`, {
        userIds,
        asAgency,
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.admin.matching }),
  });
}
