import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TExpertProfile } from '@shared/schemas/experts';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export function useSetAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (available: boolean) => api.put<TExpertProfile>('/api/expert/availability', { available }),
    onSuccess: (profile) => queryClient.setQueryData(queryKeys.experts.mine, profile),
  });
}
