import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TMyAgencies } from '@shared/schemas/agencies';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export const myAgenciesQuery = queryOptions({
  queryKey: queryKeys.agencies.mine,
  queryFn: () => api.get<TMyAgencies>('/api/agencies'),
});

export function useMyAgencies(enabled = true) {
  return useQuery({ ...myAgenciesQuery, enabled });
}
