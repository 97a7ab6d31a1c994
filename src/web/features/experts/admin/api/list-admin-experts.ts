import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminExpertList, TAdminExpertListQuery } from '@shared/schemas/experts';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

function queryString(filter: TAdminExpertListQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) {
    if (value !== undefined && value !== '' && value !== null) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export const adminExpertsQuery = (filter: TAdminExpertListQuery) =>
  queryOptions({
    queryKey: queryKeys.admin.expertList(filter),
    queryFn: () => api.get<TAdminExpertList>(`/api/admin/experts${queryString(filter)}`),
    placeholderData: keepPreviousData,
  });

/** `enabled: false` while the filter cannot be asked (its price range the wrong way round): the last list stays. */
export function useAdminExperts(filter: TAdminExpertListQuery, { enabled = true } = {}) {
  return useQuery({ ...adminExpertsQuery(filter), enabled });
}
