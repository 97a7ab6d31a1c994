import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TRequestQuotes } from '@shared/schemas/quotes';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export const requestQuotesQuery = (requestId: string) =>
  queryOptions({
    queryKey: queryKeys.requests.quotes(requestId),
    queryFn: () => api.get<TRequestQuotes>(`/api/requests/${requestId}/quotes`),
    retry: false,
  });

export function useRequestQuotes(requestId: string) {
  return useQuery(requestQuotesQuery(requestId));
}
