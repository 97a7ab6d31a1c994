import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TMyExpertProfileResponse } from '@shared/schemas/experts';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export const myExpertProfileQuery = queryOptions({
  queryKey: queryKeys.experts.mine,
  queryFn: async () => (await api.get<TMyExpertProfileResponse>('/api/expert/profile')).profile,
});

/** The signed-in person's expert profile; `null` before they apply. Only call it when signed in. */
export function useMyExpertProfile(enabled = true) {
  return useQuery({ ...myExpertProfileQuery, enabled });
}
