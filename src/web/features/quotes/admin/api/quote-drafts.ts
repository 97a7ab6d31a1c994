import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAdminQuote, TQuoteDraft } from '@shared/schemas/quotes';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** Saves the editor's content as a draft: a new one on the request, or the draft being edited (`quoteId`). */
export function useSaveQuoteDraft(requestId: string, quoteId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: TQuoteDraft) =>
      quoteId
        ? api.put<TAdminQuote>(`/api/admin/quotes/${quoteId}/draft`, draft)
        : api.post<TAdminQuote>(`/api/admin/requests/${requestId}/quote-drafts`, draft),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.admin.all }),
  });
}

/** Submits a draft with the editor's latest content: saved first, then through the approval threshold. */
export function useSubmitQuoteDraft(quoteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (draft: TQuoteDraft) => {
      await api.put<TAdminQuote>(`/api/admin/quotes/${quoteId}/draft`, draft);
      return api.post<TAdminQuote>(`/api/admin/quotes/${quoteId}/submit`);
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: queryKeys.admin.all }),
  });
}
