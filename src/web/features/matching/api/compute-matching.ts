import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TComputeMatchingBody, TComputeMatchingResult } from '@shared/schemas/matching';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** compute-matching: a new snapshot with force_recompute, else the newest one. */
export function useComputeMatching() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TComputeMatchingBody) => api.post<TComputeMatchingResult>('/api/admin/matching/compute', body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.admin.matching }),
  });
}
