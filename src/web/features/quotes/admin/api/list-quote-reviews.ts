import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminQuoteList } from '@shared/schemas/quotes';
import { api } from '@web/lib/api-client';

export const quoteReviewsQuery = queryOptions({
  queryKey: ['admin', 'quote-reviews'],
  queryFn: () => api.get<TAdminQuoteList>('/api/admin/quotes/reviews'),
});

export function useQuoteReviews() {
  return useQuery(quoteReviewsQuery);
}
