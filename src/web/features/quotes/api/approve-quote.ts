import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TQuoteApproval } from '@shared/schemas/quotes';
import { api } from '@web/lib/api-client';
import { quoteQuery } from './get-quote';
import { queryKeys } from '@web/lib/query-keys';

export function useApproveQuote(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notes: string) => api.post<TQuoteApproval>(`/api/quotes/${id}/approve`, { notes }),
    onSuccess: ({ quote }) => {
      queryClient.setQueryData(quoteQuery(id).queryKey, quote);
      // The new project and the closed request show on the dashboard.
      void queryClient.invalidateQueries({ queryKey: queryKeys.quotes.mine });
      void queryClient.invalidateQueries({ queryKey: queryKeys.requests.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.projects.all });
    },
  });
}
