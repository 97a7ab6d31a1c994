import { useQuery } from '@tanstack/react-query';
import type { TQuoteReviewPage } from '@shared/schemas/quotes';
import { pagedQuery } from '@web/lib/paged-query';
import { queryKeys } from '@web/lib/query-keys';

/** One page of the quotes waiting at the approval gate, the longest untouched first. */
export const quoteReviewsQuery = (page: number) =>
  pagedQuery<TQuoteReviewPage>(queryKeys.admin.quoteReviews, '/api/admin/quotes/reviews', page);

export function useQuoteReviews(page: number) {
  return useQuery(quoteReviewsQuery(page));
}
