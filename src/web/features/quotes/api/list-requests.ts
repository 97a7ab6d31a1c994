import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TRequestList } from '@shared/schemas/requests';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export const myRequestsQuery = queryOptions({
  queryKey: queryKeys.requests.mine,
  queryFn: () => api.get<TRequestList>('/api/requests'),
});

export function useMyRequests() {
  return useQuery(myRequestsQuery);
}
