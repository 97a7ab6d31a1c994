import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAgencyDetail, TCreateAgency } from '@shared/schemas/agencies';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { agencyQuery } from './get-agency';

export function useCreateAgency() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TCreateAgency) => api.post<TAgencyDetail>('/api/agencies', input),
    onSuccess: (agency) => {
      queryClient.setQueryData(agencyQuery(agency.id).queryKey, agency);
      void queryClient.invalidateQueries({ queryKey: queryKeys.agencies.mine });
    },
  });
}
