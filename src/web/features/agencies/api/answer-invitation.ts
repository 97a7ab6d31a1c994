import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAgencyInvitation } from '@shared/schemas/agencies';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { agencyInvitationQuery } from './get-invitation';

/** Accept or decline an agency invitation; the answer replaces the cached invitation and refreshes the agencies. */
export function useAnswerInvitation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: 'accept' | 'decline') =>
      api.post<TAgencyInvitation>(`/api/agency-invitations/${id}/${answer}`),
    onSuccess: (invitation) => {
      queryClient.setQueryData(agencyInvitationQuery(id).queryKey, invitation);
      void queryClient.invalidateQueries({ queryKey: queryKeys.agencies.mine });
    },
  });
}
