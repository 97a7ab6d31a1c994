import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TBriefList, TBriefListQuery } from '@shared/schemas/briefs';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export const briefListQuery = (filter: TBriefListQuery) =>
  queryOptions({
    queryKey: queryKeys.briefs.list(filter),
    queryFn: () => {
      const params = new URLSearchParams();
      if (filter.search) params.set('search', filter.search);
      if (filter.status) params.set('status', filter.status);
      const query = params.toString();
      return api.get<TBriefList>(`/api/briefs${query ? `?${query}` : ''}`);
    },
  });

export function useBriefList(filter: TBriefListQuery) {
  return useQuery({ ...briefListQuery(filter), placeholderData: keepPreviousData });
}
