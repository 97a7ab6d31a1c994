import type { QueryClient } from '@tanstack/react-query';

/** After an admin change: the admin lists and every public catalog read (chips, cards, product pages). */
export function invalidateCatalog(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['admin', 'catalog'] }),
    queryClient.invalidateQueries({ queryKey: ['catalog'] }),
  ]).then(() => undefined);
}
