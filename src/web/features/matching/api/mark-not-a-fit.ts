import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TNotAFitBody } from '@shared/schemas/matching';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** The admin's "not a fit" mark on a shortlisted candidate, with the reason. */
export function useMarkNotAFit(requestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TNotAFitBody) => api.post(`/api/admin/matching/requests/${requestId}/not-a-fit`, body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.admin.matching }),
  });
}
