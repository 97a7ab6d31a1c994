import { deepFreeze } from '../../lib/deep-freeze';
import type { TNotification, TNotificationList } from '../../../shared/schemas/notifications';
import type { NotificationRow } from './notifications.repository';

/** People whose last answer is kept: a few kilobytes each. */
const KEPT_PEOPLE = 2_000;

/**
 * The bell's answer, kept per person while the rows it was built from are unchanged. The database stays the judge:
 * every request reads the rows, and only when they match what the kept answer was built from (the same notifications,
 * read at the same moments, the same unread count) is the kept answer returned. It is deep-frozen, so the serialiser
 * sends the bytes it made the first time instead of validating and encoding twenty notifications per request.
 * A notification's type, title, message and link never change once written, so ids and read times identify the rows.
 */
export function createBellAnswers(toDto: (row: NotificationRow) => TNotification) {
  const kept = new Map<string, { fingerprint: string; answer: TNotificationList }>();
  const fingerprintOf = (rows: readonly NotificationRow[], unreadCount: number) =>
    `${unreadCount}|${rows.map((row) => `${row.id}:${row.readAt?.getTime() ?? ''}`).join(',')}`;

  return {
    answer(userId: string, rows: readonly NotificationRow[], unreadCount: number): TNotificationList {
      const fingerprint = fingerprintOf(rows, unreadCount);
      const found = kept.get(userId);
      // Deleted and set again, so the Map's order is least recently asked first.
      kept.delete(userId);
      const entry =
        found?.fingerprint === fingerprint
          ? found
          : { fingerprint, answer: deepFreeze({ notifications: rows.map(toDto), unreadCount }) };
      kept.set(userId, entry);
      if (kept.size > KEPT_PEOPLE) kept.delete(kept.keys().next().value!);
      return entry.answer;
    },
    /** A deleted account's answer goes with it. */
    forget: (userId: string) => kept.delete(userId),
  };
}
