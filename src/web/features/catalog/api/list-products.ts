import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TProductList } from '@shared/schemas/catalog';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** Every active pack, already in catalog order; the page filters by category locally so chips switch instantly. */
export const productsQuery = queryOptions({
  queryKey: queryKeys.catalog.products,
  queryFn: async () => (await api.get<TProductList>('/api/catalog/products')).products,
  staleTime: 60_000,
});

export function useProducts() {
  return useQuery(productsQuery);
}
