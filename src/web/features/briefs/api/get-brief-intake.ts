import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TBriefIntake } from '@shared/schemas/briefs';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export const briefIntakeQuery = queryOptions({
  queryKey: queryKeys.briefs.intake,
  queryFn: () => api.get<TBriefIntake>('/api/briefs/intake'),
  staleTime: 60_000,
});

/** Whether a guest may submit without signing in (the allow_custom_request_without_login setting). */
export function useBriefIntake() {
  return useQuery(briefIntakeQuery);
}
