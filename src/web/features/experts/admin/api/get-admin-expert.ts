import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminExpertDetail } from '@shared/schemas/experts';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export const adminExpertQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.admin.expert(id),
    queryFn: () => api.get<TAdminExpertDetail>(`/api/admin/experts/${id}`),
  });

export function useAdminExpert(id: string, enabled = true) {
  return useQuery({ ...adminExpertQuery(id), enabled });
}
