import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TRequestPage } from '@shared/schemas/requests';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** One page of the client's requests, newest first; the previous page stays shown while the next loads. */
export const myRequestsQuery = (page: number) =>
  queryOptions({
    queryKey: [...queryKeys.requests.mine, 'page', page],
    queryFn: () => api.get<TRequestPage>(`/api/requests?page=${page}`),
    placeholderData: keepPreviousData,
  });

export function useMyRequests(page: number) {
  return useQuery(myRequestsQuery(page));
}
