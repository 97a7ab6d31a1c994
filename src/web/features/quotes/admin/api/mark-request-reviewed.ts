import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAdminRequestDetail } from '@shared/schemas/quotes';
import { api } from '@web/lib/api-client';
import { adminRequestQuery } from './get-admin-request';

export function useMarkRequestReviewed(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<TAdminRequestDetail>(`/api/admin/requests/${id}/review`),
    onSuccess: (detail) => {
      queryClient.setQueryData(adminRequestQuery(id).queryKey, detail);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'requests'], exact: true });
    },
  });
}
