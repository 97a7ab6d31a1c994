import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TNotificationList } from '@shared/schemas/notifications';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export const notificationsQuery = queryOptions({
  queryKey: queryKeys.notifications,
  queryFn: () => api.get<TNotificationList>('/api/notifications'),
});

export function useNotifications(enabled: boolean) {
  return useQuery({ ...notificationsQuery, enabled });
}
