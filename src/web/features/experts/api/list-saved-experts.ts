import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSavedExpertList } from '@shared/schemas/experts';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export const savedExpertsQuery = queryOptions({
  queryKey: queryKeys.experts.saved,
  queryFn: () => api.get<TSavedExpertList>('/api/saved-experts'),
});

export function useSavedExperts(enabled = true) {
  return useQuery({ ...savedExpertsQuery, enabled });
}
