import { ZNotificationSchema, type TNotificationList } from '@shared/schemas/notifications';
import { withIncomingNotification } from './notification-list-updates';

/**
 * What a live `notification` push does to the cached list: a full record goes on top; a push with ids only (the
 * server sends no whole records, convention 11) or anything else returns `null`, meaning refetch the list.
 */
export function withLiveNotification(list: TNotificationList, pushed: unknown): TNotificationList | null {
  const parsed = ZNotificationSchema.safeParse(pushed);
  return parsed.success ? withIncomingNotification(list, parsed.data) : null;
}
