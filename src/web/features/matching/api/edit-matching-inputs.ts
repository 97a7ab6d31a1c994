import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TEditMatchingInputsBody, TMatchingRequestDetail } from '@shared/schemas/matching';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** The admin's edit of what matching reads of a request (skills, industry, outcomes), before computing. */
export function useEditMatchingInputs(requestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TEditMatchingInputsBody) =>
      api.put<TMatchingRequestDetail>(`/api/admin/matching/requests/${requestId}/inputs`, body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.admin.matching }),
  });
}
