import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TQuoteDetail } from '@shared/schemas/quotes';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export const quoteQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.quotes.detail(id),
    queryFn: () => api.get<TQuoteDetail>(`/api/quotes/${id}`),
    retry: false,
  });

export function useQuote(id: string) {
  return useQuery(quoteQuery(id));
}
