import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TExpertInvitation } from '@shared/schemas/matching';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export const invitationQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.expertWork.invitation(id),
    queryFn: () => api.get<TExpertInvitation>(`/api/expert/invitations/${id}`),
    retry: false,
  });

export function useInvitation(id: string) {
  return useQuery(invitationQuery(id));
}
