import { NOTIFICATION_LIST_LIMIT } from '@shared/domain/notifications';
import type { TNotification, TNotificationList } from '@shared/schemas/notifications';

/** One notification was marked read: replace it; the unread count drops by one and never below zero. */
export function withNotificationRead(list: TNotificationList, updated: TNotification): TNotificationList {
  const wasUnread = list.notifications.some((n) => n.id === updated.id && n.readAt === null);
  return {
    notifications: list.notifications.map((n) => (n.id === updated.id ? updated : n)),
    unreadCount: Math.max(0, list.unreadCount - (wasUnread ? 1 : 0)),
  };
}

/** Every notification was marked read at `readAt`. */
export function withAllNotificationsRead(list: TNotificationList, readAt: string): TNotificationList {
  return { notifications: list.notifications.map((n) => (n.readAt ? n : { ...n, readAt })), unreadCount: 0 };
}

/** A live notification goes on top (once, however often it is pushed), the panel keeps the newest only. */
export function withIncomingNotification(list: TNotificationList, incoming: TNotification): TNotificationList {
  if (list.notifications.some((n) => n.id === incoming.id)) return list;
  return {
    notifications: [incoming, ...list.notifications].slice(0, NOTIFICATION_LIST_LIMIT),
    unreadCount: list.unreadCount + (incoming.readAt ? 0 : 1),
  };
}
