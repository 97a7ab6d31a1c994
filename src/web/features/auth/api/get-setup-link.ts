import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSetupLink } from '@shared/schemas/setup';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** Whether a first-admin setup link still works (404 once it expired, was replaced or used, or an admin exists). */
export const setupLinkQuery = (token: string) =>
  queryOptions({
    queryKey: queryKeys.setupLink(token),
    queryFn: () => api.get<TSetupLink>(`/api/setup/${encodeURIComponent(token)}`),
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

export const useSetupLink = (token: string) => useQuery(setupLinkQuery(token));
