import type { TAgencyDetail, TInviteMember } from '@shared/schemas/agencies';
import { api } from '@web/lib/api-client';
import { useAgencyMutation } from './agency-mutation';

export function useInviteMember(agencyId: string) {
  return useAgencyMutation(agencyId, (input: TInviteMember) =>
    api.post<TAgencyDetail>(`/api/agencies/${agencyId}/members`, input),
  );
}
