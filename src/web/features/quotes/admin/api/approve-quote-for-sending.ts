import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAdminQuote } from '@shared/schemas/quotes';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export function useApproveQuoteForSending() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (quoteId: string) => api.post<TAdminQuote>(`/api/admin/quotes/${quoteId}/approve`),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.admin.all }),
  });
}
