import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAdminQuote, TQuoteDraft } from '@shared/schemas/quotes';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export function useCreateQuote(requestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: TQuoteDraft) => api.post<TAdminQuote>(`/api/admin/requests/${requestId}/quotes`, draft),
    // The request's counts and the review queue both change.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.admin.all }),
  });
}
