import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TRequestList } from '@shared/schemas/requests';
import { api } from '@web/lib/api-client';

export const myRequestsQuery = queryOptions({
  queryKey: ['requests', 'mine'],
  queryFn: () => api.get<TRequestList>('/api/requests'),
});

export function useMyRequests() {
  return useQuery(myRequestsQuery);
}
