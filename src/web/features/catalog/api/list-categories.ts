import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCategoryList } from '@shared/schemas/catalog';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** Active categories, already in the spec's chip order. */
export const categoriesQuery = queryOptions({
  queryKey: queryKeys.catalog.categories,
  queryFn: async () => (await api.get<TCategoryList>('/api/catalog/categories')).categories,
  staleTime: 60_000,
});

export function useCategories() {
  return useQuery(categoriesQuery);
}
