import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TQuoteDetail } from '@shared/schemas/quotes';
import { api } from '@web/lib/api-client';
import { quoteQuery } from './get-quote';
import { queryKeys } from '@web/lib/query-keys';

export function useRequestQuoteChanges(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notes: string) => api.post<TQuoteDetail>(`/api/quotes/${id}/request-changes`, { notes }),
    onSuccess: (quote) => {
      queryClient.setQueryData(quoteQuery(id).queryKey, quote);
      void queryClient.invalidateQueries({ queryKey: queryKeys.quotes.mine });
    },
  });
}
