import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAdminProduct, TProductPatch } from '@shared/schemas/catalog';
import { api } from '@web/lib/api-client';
import { invalidateCatalog } from './invalidate-catalog';

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: TProductPatch }) =>
      api.patch<TAdminProduct>(`/api/admin/catalog/products/${id}`, patch),
    onSuccess: () => invalidateCatalog(queryClient),
  });
}
