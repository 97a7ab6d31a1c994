import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPublicExpertResponse } from '@shared/schemas/experts';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export const publicExpertQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.experts.public(id),
    queryFn: () => api.get<TPublicExpertResponse>(`/api/experts/${id}`),
  });

export function usePublicExpert(id: string) {
  return useQuery(publicExpertQuery(id));
}
