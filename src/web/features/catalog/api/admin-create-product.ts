import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAdminProduct, TProductInput } from '@shared/schemas/catalog';
import { api } from '@web/lib/api-client';
import { invalidateCatalog } from './invalidate-catalog';

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TProductInput) => api.post<TAdminProduct>('/api/admin/catalog/products', input),
    onSuccess: () => invalidateCatalog(queryClient),
  });
}
