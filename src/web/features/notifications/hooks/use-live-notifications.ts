import { useQueryClient } from '@tanstack/react-query';
import type { TNotification, TNotificationList } from '@shared/schemas/notifications';
import { useRealtimeEvent } from '@web/lib/realtime';
import { notificationsQuery } from '../api/list-notifications';
import { withIncomingNotification } from '../lib/notification-list-updates';

/** New notifications arrive live: placed at the top of the list and counted as unread. */
export function useLiveNotifications(): void {
  const queryClient = useQueryClient();
  useRealtimeEvent('notification', (data) => {
    const incoming = data as TNotification;
    queryClient.setQueryData<TNotificationList>(notificationsQuery.queryKey, (list) =>
      list ? withIncomingNotification(list, incoming) : list,
    );
  });
}
