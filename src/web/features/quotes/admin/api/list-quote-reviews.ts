import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminQuoteList } from '@shared/schemas/quotes';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export const quoteReviewsQuery = queryOptions({
  queryKey: queryKeys.admin.quoteReviews,
  queryFn: () => api.get<TAdminQuoteList>('/api/admin/quotes/reviews'),
});

export function useQuoteReviews() {
  return useQuery(quoteReviewsQuery);
}
