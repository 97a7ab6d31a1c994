import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAgencyDetail } from '@shared/schemas/agencies';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export const agencyQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.agencies.detail(id),
    queryFn: () => api.get<TAgencyDetail>(`/api/agencies/${id}`),
    retry: false,
  });

export function useAgency(id: string | null) {
  return useQuery({ ...agencyQuery(id ?? ''), enabled: Boolean(id) });
}
