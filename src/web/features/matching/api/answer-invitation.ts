import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TExpertInvitation } from '@shared/schemas/matching';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

type TAnswer = { answer: 'accept' } | { answer: 'decline'; reason: string };

/** Accept, or decline with a reason; the invitation comes back as it now stands. */
export function useAnswerInvitation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TAnswer) =>
      input.answer === 'accept'
        ? api.post<TExpertInvitation>(`/api/expert/invitations/${id}/accept`)
        : api.post<TExpertInvitation>(`/api/expert/invitations/${id}/decline`, { reason: input.reason }),
    onSuccess: (invitation) => {
      queryClient.setQueryData(queryKeys.expertWork.invitation(id), invitation);
      void queryClient.invalidateQueries({ queryKey: queryKeys.expertWork.all });
    },
    // Someone else may have moved it (expired, another expert assigned): show it as it stands.
    onError: () => void queryClient.invalidateQueries({ queryKey: queryKeys.expertWork.invitation(id) }),
  });
}
