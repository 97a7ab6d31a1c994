import type { TAgencyDetail, TSetProjectShares } from '@shared/schemas/agencies';
import { api } from '@web/lib/api-client';
import { useAgencyMutation } from './agency-mutation';

export function useSetProjectShares(agencyId: string) {
  return useAgencyMutation(agencyId, ({ projectId, shares }: { projectId: string } & TSetProjectShares) =>
    api.put<TAgencyDetail>(`/api/agencies/${agencyId}/projects/${projectId}/shares`, { shares }),
  );
}
