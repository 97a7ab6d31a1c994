import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TExpertProfile, TExpertProfileUpdate } from '@shared/schemas/experts';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TExpertProfileUpdate) => api.patch<TExpertProfile>('/api/expert/profile', input),
    onSuccess: (profile) => {
      queryClient.setQueryData(queryKeys.experts.mine, profile);
      void queryClient.invalidateQueries({ queryKey: queryKeys.experts.public(profile.userId) });
    },
  });
}
