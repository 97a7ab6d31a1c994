import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminRequestDetail } from '@shared/schemas/quotes';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export const adminRequestQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.admin.request(id),
    queryFn: () => api.get<TAdminRequestDetail>(`/api/admin/requests/${id}`),
    retry: false,
  });

export function useAdminRequest(id: string) {
  return useQuery(adminRequestQuery(id));
}
