import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminProductList } from '@shared/schemas/catalog';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** All packs, inactive ones included, in catalog order. */
export const adminProductsQuery = queryOptions({
  queryKey: queryKeys.admin.products,
  queryFn: async () => (await api.get<TAdminProductList>('/api/admin/catalog/products')).products,
});

export function useAdminProducts() {
  return useQuery(adminProductsQuery);
}
