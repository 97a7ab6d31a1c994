import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAgencyInvitation } from '@shared/schemas/agencies';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export const agencyInvitationQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.agencies.invitation(id),
    queryFn: () => api.get<TAgencyInvitation>(`/api/agency-invitations/${id}`),
    retry: false,
  });

export function useAgencyInvitation(id: string, enabled: boolean) {
  return useQuery({ ...agencyInvitationQuery(id), enabled });
}
