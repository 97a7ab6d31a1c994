import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAdminQuote, TQuoteDraft } from '@shared/schemas/quotes';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export function useReviseQuote(quoteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: TQuoteDraft) => api.put<TAdminQuote>(`/api/admin/quotes/${quoteId}`, draft),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.admin.all }),
  });
}
