import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TExpertQuote, TExpertQuoteList } from '@shared/schemas/quotes';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** One page of the expert's quotes (on one request, when `requestId` names it), newest first, as their rows show them. */
export const expertQuotesQuery = (page: number, requestId?: string) =>
  queryOptions({
    queryKey: [...queryKeys.expertWork.quotes, requestId ?? 'all', 'page', page],
    queryFn: () =>
      api.get<TExpertQuoteList>(`/api/expert/quotes?page=${page}${requestId ? `&requestId=${requestId}` : ''}`),
    placeholderData: keepPreviousData,
  });

export function useExpertQuotes(page: number, requestId?: string) {
  return useQuery(expertQuotesQuery(page, requestId));
}

/** One of the expert's quotes whole (scope, deliverables, milestones), for the editor to revise. */
export const expertQuoteQuery = (id: string) =>
  queryOptions({
    queryKey: [...queryKeys.expertWork.quotes, 'detail', id],
    queryFn: () => api.get<TExpertQuote>(`/api/expert/quotes/${id}`),
  });
