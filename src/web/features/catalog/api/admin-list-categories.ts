import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminCategoryList } from '@shared/schemas/catalog';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** All categories, inactive ones included, with their subcategories. */
export const adminCategoriesQuery = queryOptions({
  queryKey: queryKeys.admin.categories,
  queryFn: async () => (await api.get<TAdminCategoryList>('/api/admin/catalog/categories')).categories,
});

export function useAdminCategories() {
  return useQuery(adminCategoriesQuery);
}
