import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCapabilityCardList } from '@shared/schemas/catalog';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** Up to six capability cards for the home page, in display order. */
export const capabilityCardsQuery = queryOptions({
  queryKey: queryKeys.catalog.capabilityCards,
  queryFn: async () => (await api.get<TCapabilityCardList>('/api/catalog/capability-cards')).cards,
  staleTime: 5 * 60_000,
});

export function useCapabilityCards() {
  return useQuery(capabilityCardsQuery);
}
