import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAdminCategory, TCategoryPatch } from '@shared/schemas/catalog';
import { api } from '@web/lib/api-client';
import { invalidateCatalog } from './invalidate-catalog';

export function useUpdateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: TCategoryPatch }) =>
      api.patch<TAdminCategory>(`/api/admin/catalog/categories/${id}`, patch),
    onSuccess: () => invalidateCatalog(queryClient),
  });
}
