import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminAgencyDetail } from '@shared/schemas/admin-agencies';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export const adminAgencyQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.admin.agency(id),
    queryFn: () => api.get<TAdminAgencyDetail>(`/api/admin/agencies/${id}`),
  });

export function useAdminAgency(id: string) {
  return useQuery(adminAgencyQuery(id));
}
