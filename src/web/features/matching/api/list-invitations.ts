import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TExpertInvitationList } from '@shared/schemas/matching';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export const invitationsQuery = queryOptions({
  queryKey: queryKeys.expertWork.invitations,
  queryFn: () => api.get<TExpertInvitationList>('/api/expert/invitations'),
});

export function useInvitations() {
  return useQuery(invitationsQuery);
}
