import { useQueryClient } from '@tanstack/react-query';
import type { TNotificationList } from '@shared/schemas/notifications';
import { useRealtimeEvent } from '@web/lib/realtime';
import { notificationsQuery } from '../api/list-notifications';

/** The push's check and its schema (with zod) load with the first push, not with every signed-in page. */
const loadLiveNotification = () => import('../lib/live-notification');

/**
 * New notifications arrive live. The push carries ids only, so the list (and unread count) is refetched; a push that
 * does carry a whole notification is placed at the top without a round trip.
 */
export function useLiveNotifications(): void {
  const queryClient = useQueryClient();
  useRealtimeEvent('notification', (data) => {
    const refetch = () => void queryClient.invalidateQueries({ queryKey: notificationsQuery.queryKey });
    void loadLiveNotification().then(({ withLiveNotification }) => {
      const list = queryClient.getQueryData<TNotificationList>(notificationsQuery.queryKey);
      const updated = list ? withLiveNotification(list, data) : null;
      if (updated) queryClient.setQueryData<TNotificationList>(notificationsQuery.queryKey, updated);
      else refetch();
    }, refetch);
  });
}
