import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TFirstAdminCreated, TFirstAdminInput } from '@shared/schemas/setup';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** Creates the first admin account with the setup link; the answer signs this browser in. */
export function useCreateFirstAdmin(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TFirstAdminInput) =>
      api.post<TFirstAdminCreated>(`/api/setup/${encodeURIComponent(token)}`, {
        fullName: input.fullName.trim(),
        email: input.email.trim(),
        password: input.password,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.viewer }),
  });
}
