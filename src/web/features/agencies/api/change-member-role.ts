import type { TAgencyMemberRole } from '@shared/domain/agencies';
import type { TAgencyDetail } from '@shared/schemas/agencies';
import { api } from '@web/lib/api-client';
import { useAgencyMutation } from './agency-mutation';

export function useChangeMemberRole(agencyId: string) {
  return useAgencyMutation(agencyId, ({ memberId, role }: { memberId: string; role: TAgencyMemberRole }) =>
    api.patch<TAgencyDetail>(`/api/agencies/${agencyId}/members/${memberId}`, { role }),
  );
}
