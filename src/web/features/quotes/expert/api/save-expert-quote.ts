import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TExpertQuote, TQuoteDraft } from '@shared/schemas/quotes';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** Writes a quote on a request (`requestId`) or revises one of the expert's quotes (`quoteId`). */
export function useSaveExpertQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { requestId: string; draft: TQuoteDraft } | { quoteId: string; draft: TQuoteDraft }) =>
      'quoteId' in input
        ? api.put<TExpertQuote>(`/api/expert/quotes/${input.quoteId}`, input.draft)
        : api.post<TExpertQuote>(`/api/expert/requests/${input.requestId}/quotes`, input.draft),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.expertWork.all }),
  });
}
