import { useQuery } from '@tanstack/react-query';
import type { TPublicExpertResponse } from '@shared/schemas/experts';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** The expert a client asks for on this brief (/brief-builder?expert=id), as their public profile shows them. */
export function useRequestedExpert(id: string | null) {
  return useQuery({
    queryKey: queryKeys.experts.public(id ?? ''),
    queryFn: () => api.get<TPublicExpertResponse>(`/api/experts/${id}`),
    enabled: id !== null,
    retry: false,
  });
}
