import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TMatchingDashboard, TMatchingRequestDetail } from '@shared/schemas/matching';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** A page of Active Requests (summaries): the list the admin picks a request from. */
export const matchingRequestsQuery = (page: number) =>
  queryOptions({
    queryKey: [...queryKeys.admin.matchingRequests, 'page', page],
    queryFn: () => api.get<TMatchingDashboard>(`/api/admin/matching/requests?page=${page}`),
    placeholderData: keepPreviousData,
  });

/** One open request with its candidates, invitations and not-a-fit marks: loaded when it is opened. */
export const matchingRequestQuery = (id: string) =>
  queryOptions({
    queryKey: [...queryKeys.admin.matchingRequests, 'detail', id],
    queryFn: () => api.get<TMatchingRequestDetail>(`/api/admin/matching/requests/${id}`),
  });

export const useMatchingRequests = (page: number) => useQuery(matchingRequestsQuery(page));
export const useMatchingRequest = (id: string) => useQuery(matchingRequestQuery(id));
