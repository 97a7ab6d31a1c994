import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TQuoteList } from '@shared/schemas/quotes';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export const myQuotesQuery = queryOptions({
  queryKey: queryKeys.quotes.mine,
  queryFn: () => api.get<TQuoteList>('/api/quotes'),
});

export function useMyQuotes() {
  return useQuery(myQuotesQuery);
}

/** The dashboard's "Custom Quotes" counter. */
export function useQuoteCount(): number | undefined {
  return useQuery({ ...myQuotesQuery, select: (list) => list.quotes.length }).data;
}
