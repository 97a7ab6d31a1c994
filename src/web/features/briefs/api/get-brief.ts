import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TBriefView } from '@shared/schemas/briefs';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export const briefQuery = (id: string, token: string | null) =>
  queryOptions({
    queryKey: queryKeys.briefs.detail(id, token),
    queryFn: () =>
      api.get<TBriefView>(`/api/briefs/${encodeURIComponent(id)}${token ? `?token=${encodeURIComponent(token)}` : ''}`),
  });

export function useBrief(id: string, token: string | null, enabled: boolean) {
  return useQuery({ ...briefQuery(id, token), enabled });
}
