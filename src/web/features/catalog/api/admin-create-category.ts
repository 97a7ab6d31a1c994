import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAdminCategory, TCategoryInput } from '@shared/schemas/catalog';
import { api } from '@web/lib/api-client';
import { invalidateCatalog } from './invalidate-catalog';

export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TCategoryInput) => api.post<TAdminCategory>('/api/admin/catalog/categories', input),
    onSuccess: () => invalidateCatalog(queryClient),
  });
}
