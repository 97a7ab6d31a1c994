import type { TAgencyDetail } from '@shared/schemas/agencies';
import { api } from '@web/lib/api-client';
import { useAgencyMutation } from './agency-mutation';

export function useRemoveMember(agencyId: string) {
  return useAgencyMutation(agencyId, (memberId: string) =>
    api.delete<TAgencyDetail>(`/api/agencies/${agencyId}/members/${memberId}`),
  );
}
