import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSubmitBriefRequest, TSubmitBriefResponse } from '@shared/schemas/briefs';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export function useSubmitBrief() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSubmitBriefRequest) => api.post<TSubmitBriefResponse>('/api/briefs', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.briefs.lists }),
  });
}
