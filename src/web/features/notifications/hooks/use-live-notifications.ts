import { useQueryClient } from '@tanstack/react-query';
import { NOTIFICATION_LIST_LIMIT } from '@shared/domain/notifications';
import type { TNotification, TNotificationList } from '@shared/schemas/notifications';
import { useRealtimeEvent } from '@web/lib/realtime';
import { notificationsQuery } from '../api/list-notifications';

/** New notifications arrive live: placed at the top of the list and counted as unread. */
export function useLiveNotifications(): void {
  const queryClient = useQueryClient();
  useRealtimeEvent('notification', (data) => {
    const incoming = data as TNotification;
    queryClient.setQueryData<TNotificationList>(notificationsQuery.queryKey, (list) => {
      if (!list) return list;
      if (list.notifications.some((n) => n.id === incoming.id)) return list;
      return {
        notifications: [incoming, ...list.notifications].slice(0, NOTIFICATION_LIST_LIMIT),
        unreadCount: list.unreadCount + (incoming.readAt ? 0 : 1),
      };
    });
  });
}
