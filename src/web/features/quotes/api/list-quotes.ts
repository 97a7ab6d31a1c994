import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TQuoteList } from '@shared/schemas/quotes';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** One page of the client's presented quotes, newest first; the previous page stays shown while the next loads. */
export const myQuotesQuery = (page: number) =>
  queryOptions({
    queryKey: [...queryKeys.quotes.mine, 'page', page],
    queryFn: () => api.get<TQuoteList>(`/api/quotes?page=${page}`),
    placeholderData: keepPreviousData,
  });

export function useMyQuotes(page: number) {
  return useQuery(myQuotesQuery(page));
}

/** The dashboard's "Custom Quotes" counter: every presented quote, counted by the server. */
export function useQuoteCount(): number | undefined {
  return useQuery({ ...myQuotesQuery(1), select: (list) => list.total }).data;
}
