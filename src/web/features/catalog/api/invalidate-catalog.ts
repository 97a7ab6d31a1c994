import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@web/lib/query-keys';

/** After an admin change: the admin lists and every public catalog read (chips, cards, product pages). */
export function invalidateCatalog(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.admin.catalog }),
    queryClient.invalidateQueries({ queryKey: queryKeys.catalog.all }),
  ]).then(() => undefined);
}
