import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TNotificationList } from '@shared/schemas/notifications';
import { api } from '@web/lib/api-client';

export const notificationsQuery = queryOptions({
  queryKey: ['notifications'],
  queryFn: () => api.get<TNotificationList>('/api/notifications'),
});

export function useNotifications(enabled: boolean) {
  return useQuery({ ...notificationsQuery, enabled });
}
