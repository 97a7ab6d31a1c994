import { queryOptions, useQuery } from '@tanstack/react-query';
import { BRIEF_JOB_STATUSES } from '@shared/domain/briefs';
import { BRIEF_JOB_POLL_MS } from '@shared/domain/limits';
import type { TBriefView } from '@shared/schemas/briefs';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export const briefQuery = (id: string, token: string | null) =>
  queryOptions({
    queryKey: queryKeys.briefs.detail(id, token),
    queryFn: () =>
      api.get<TBriefView>(`/api/briefs/${encodeURIComponent(id)}${token ? `?token=${encodeURIComponent(token)}` : ''}`),
    refetchInterval: (query) =>
      query.state.data && BRIEF_JOB_STATUSES.includes(query.state.data.brief.status) ? BRIEF_JOB_POLL_MS : false,
  });

export function useBrief(id: string, token: string | null, enabled: boolean) {
  return useQuery({ ...briefQuery(id, token), enabled });
}
