import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TBriefRaw } from '@shared/schemas/briefs';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export const briefRawQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.briefs.raw(id),
    queryFn: () => api.get<TBriefRaw>(`/api/briefs/${encodeURIComponent(id)}/raw`),
  });

export function useBriefRaw(id: string, enabled: boolean) {
  return useQuery({ ...briefRawQuery(id), enabled });
}
