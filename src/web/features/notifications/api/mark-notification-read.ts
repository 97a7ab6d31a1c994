import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TNotification, TNotificationList } from '@shared/schemas/notifications';
import { api } from '@web/lib/api-client';
import { notificationsQuery } from './list-notifications';

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<TNotification>(`/api/notifications/${id}/read`),
    onSuccess: (updated) => {
      queryClient.setQueryData<TNotificationList>(notificationsQuery.queryKey, (list) => {
        if (!list) return list;
        const wasUnread = list.notifications.some((n) => n.id === updated.id && n.readAt === null);
        return {
          notifications: list.notifications.map((n) => (n.id === updated.id ? updated : n)),
          unreadCount: Math.max(0, list.unreadCount - (wasUnread ? 1 : 0)),
        };
      });
    },
    // The spec: update errors are only logged.
    onError: (error) => console.error('Failed to mark notification as read', error),
  });
}
