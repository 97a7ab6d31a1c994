import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TNotificationList } from '@shared/schemas/notifications';
import { api } from '@web/lib/api-client';
import { withAllNotificationsRead } from '../lib/notification-list-updates';
import { notificationsQuery } from './list-notifications';

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ updated: number }>('/api/notifications/read-all'),
    onSuccess: () => {
      const now = new Date().toISOString();
      queryClient.setQueryData<TNotificationList>(notificationsQuery.queryKey, (list) =>
        list ? withAllNotificationsRead(list, now) : list,
      );
    },
    onError: (error) => console.error('Failed to mark all notifications as read', error),
  });
}
