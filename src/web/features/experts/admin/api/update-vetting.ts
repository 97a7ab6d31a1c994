import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAdminExpertDetail, TVettingUpdate } from '@shared/schemas/experts';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export function useUpdateVetting(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TVettingUpdate) => api.put<TAdminExpertDetail>(`/api/admin/experts/${id}/vetting`, input),
    onSuccess: (detail) => {
      queryClient.setQueryData(queryKeys.admin.expert(id), detail);
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.expertLists });
    },
  });
}
