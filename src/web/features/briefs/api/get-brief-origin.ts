import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TBriefOriginPrefill } from '@shared/schemas/briefs';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export type TBriefOriginRef = { kind: 'capability' | 'catalog'; id: string };

export const briefOriginQuery = (ref: TBriefOriginRef) =>
  queryOptions({
    queryKey: queryKeys.briefs.origin(ref.kind, ref.id),
    queryFn: () =>
      api.get<TBriefOriginPrefill>(
        `/api/briefs/origin?${ref.kind === 'capability' ? 'capability_id' : 'pack_id'}=${encodeURIComponent(ref.id)}`,
      ),
    staleTime: 5 * 60_000,
  });

/** The capability or pack a brief starts from, with the goal and context it prefills. */
export function useBriefOrigin(ref: TBriefOriginRef | null) {
  return useQuery({ ...briefOriginQuery(ref ?? { kind: 'catalog', id: '' }), enabled: ref !== null });
}
