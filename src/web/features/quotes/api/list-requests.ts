import { useQuery } from '@tanstack/react-query';
import type { TRequestPage } from '@shared/schemas/requests';
import { pagedQuery } from '@web/lib/paged-query';
import { queryKeys } from '@web/lib/query-keys';

/** One page of the client's requests, newest first. */
export const myRequestsQuery = (page: number) =>
  pagedQuery<TRequestPage>(queryKeys.requests.mine, '/api/requests', page);

export function useMyRequests(page: number) {
  return useQuery(myRequestsQuery(page));
}
