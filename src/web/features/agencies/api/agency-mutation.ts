import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAgencyDetail } from '@shared/schemas/agencies';
import { queryKeys } from '@web/lib/query-keys';
import { agencyQuery } from './get-agency';

/**
 * A change to one agency answered with the agency as it now is: the answer replaces the cached agency, and the
 * viewer's list (names, member counts) is refreshed.
 */
export function useAgencyMutation<TInput>(agencyId: string, send: (input: TInput) => Promise<TAgencyDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (agency) => {
      queryClient.setQueryData(agencyQuery(agencyId).queryKey, agency);
      void queryClient.invalidateQueries({ queryKey: queryKeys.agencies.mine });
    },
  });
}
