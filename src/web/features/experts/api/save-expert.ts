import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPublicExpertResponse } from '@shared/schemas/experts';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** Save (true) or remove (false) an expert from the client's saved experts. */
export function useSaveExpert(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: boolean) =>
      save
        ? api.put<{ saved: boolean }>(`/api/saved-experts/${id}`)
        : api.delete<{ saved: boolean }>(`/api/saved-experts/${id}`),
    onSuccess: ({ saved }) => {
      queryClient.setQueryData<TPublicExpertResponse>(queryKeys.experts.public(id), (current) =>
        current ? { ...current, saved } : current,
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.experts.saved });
    },
  });
}
