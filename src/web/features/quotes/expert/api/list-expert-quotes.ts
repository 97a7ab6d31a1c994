import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TExpertQuoteList } from '@shared/schemas/quotes';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export const expertQuotesQuery = queryOptions({
  queryKey: queryKeys.expertWork.quotes,
  queryFn: () => api.get<TExpertQuoteList>('/api/expert/quotes'),
});

export function useExpertQuotes() {
  return useQuery(expertQuotesQuery);
}
