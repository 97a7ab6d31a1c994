import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TExpertApplication, TExpertProfile } from '@shared/schemas/experts';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export function useApply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TExpertApplication) => api.post<TExpertProfile>('/api/expert/application', input),
    onSuccess: (profile) => {
      queryClient.setQueryData(queryKeys.experts.mine, profile);
      // The header's Expert area link follows the viewer's expert status.
      void queryClient.invalidateQueries({ queryKey: queryKeys.viewer });
    },
  });
}
