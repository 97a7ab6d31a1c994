import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TProduct } from '@shared/schemas/catalog';
import { ApiError, api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export const productQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.catalog.product(id),
    queryFn: () => api.get<TProduct>(`/api/catalog/products/${encodeURIComponent(id)}`),
  });

export function useProduct(id: string) {
  return useQuery(productQuery(id));
}

/** Unknown, inactive, or not even an id (the server refuses a malformed one with 400). */
export function isProductMissing(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}
