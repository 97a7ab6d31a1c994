import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminAgencyList, TAdminAgencyListQuery } from '@shared/schemas/admin-agencies';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

function queryString(filter: TAdminAgencyListQuery): string {
  const params = new URLSearchParams();
  if (filter.q) params.set('q', filter.q);
  if (filter.page && filter.page !== 1) params.set('page', String(filter.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export const adminAgenciesQuery = (filter: TAdminAgencyListQuery) =>
  queryOptions({
    queryKey: queryKeys.admin.agencyList(filter),
    queryFn: () => api.get<TAdminAgencyList>(`/api/admin/agencies${queryString(filter)}`),
    placeholderData: keepPreviousData,
  });

export function useAdminAgencies(filter: TAdminAgencyListQuery) {
  return useQuery(adminAgenciesQuery(filter));
}
