import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAdminRequestDetail } from '@shared/schemas/quotes';
import { api } from '@web/lib/api-client';
import { adminRequestQuery } from './get-admin-request';
import { queryKeys } from '@web/lib/query-keys';

export function useMarkRequestReviewed(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<TAdminRequestDetail>(`/api/admin/requests/${id}/review`),
    onSuccess: (detail) => {
      queryClient.setQueryData(adminRequestQuery(id).queryKey, detail);
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.requests, exact: true });
    },
  });
}
