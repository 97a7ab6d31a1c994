import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TInvitationStatus } from '@shared/domain/invitations';
import type { TExpertInvitationList } from '@shared/schemas/matching';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** One page of the expert's invitations in `status`, newest first, with the count of every status. */
export const invitationsQuery = (status: TInvitationStatus, page: number) =>
  queryOptions({
    queryKey: [...queryKeys.expertWork.invitations, status, 'page', page],
    queryFn: () => api.get<TExpertInvitationList>(`/api/expert/invitations?status=${status}&page=${page}`),
    placeholderData: keepPreviousData,
  });

export function useInvitations(status: TInvitationStatus, page: number) {
  return useQuery(invitationsQuery(status, page));
}
