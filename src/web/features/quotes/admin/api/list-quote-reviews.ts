import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TQuoteReviewPage } from '@shared/schemas/quotes';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** One page of the quotes waiting at the approval gate; the previous page stays shown while the next loads. */
export const quoteReviewsQuery = (page: number) =>
  queryOptions({
    queryKey: [...queryKeys.admin.quoteReviews, 'page', page],
    queryFn: () => api.get<TQuoteReviewPage>(`/api/admin/quotes/reviews?page=${page}`),
    placeholderData: keepPreviousData,
  });

export function useQuoteReviews(page: number) {
  return useQuery(quoteReviewsQuery(page));
}
