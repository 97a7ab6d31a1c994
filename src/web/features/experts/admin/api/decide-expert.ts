import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAdminExpertDetail, TExpertDecision } from '@shared/schemas/experts';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export function useDecideExpert(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TExpertDecision) => api.post<TAdminExpertDetail>(`/api/admin/experts/${id}/decision`, input),
    onSuccess: (detail) => {
      queryClient.setQueryData(queryKeys.admin.expert(id), detail);
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.expertLists });
      void queryClient.invalidateQueries({ queryKey: queryKeys.experts.public(id) });
    },
  });
}
