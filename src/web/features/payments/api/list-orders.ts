import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TOrderList } from '@shared/schemas/payments';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export const myOrdersQuery = queryOptions({
  queryKey: queryKeys.orders.mine,
  queryFn: () => api.get<TOrderList>('/api/orders'),
});

export function useMyOrders() {
  return useQuery(myOrdersQuery);
}

/** The dashboard's "Total Orders" counter. */
export function useOrderCount(): number | undefined {
  return useQuery({ ...myOrdersQuery, select: (list) => list.orders.length }).data;
}
