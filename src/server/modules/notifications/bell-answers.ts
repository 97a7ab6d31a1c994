import { deepFreeze } from '../../lib/deep-freeze';
import type { TNotification, TNotificationList } from '../../../shared/schemas/notifications';
import type { NotificationRow } from './notifications.repository';

/** People whose last answer is kept: a few kilobytes each. */
const KEPT_PEOPLE = 2_000;

/** What the bell would show, read from the database on every request (see the repository's `bellState`). */
export type BellState = { unreadCount: number; fingerprint: string };

/**
 * The bell's answer, kept per person while what it shows is unchanged. The database stays the judge: every request
 * reads the bell's state (the unread count and a fingerprint of the newest notifications' ids and read times), and
 * the kept answer is returned only when that state is the one it was built for. A notification's type, title,
 * message and link never change once written, so ids and read times identify what is shown. The answer is
 * deep-frozen, so the serialiser sends the bytes it made the first time instead of validating and encoding twenty
 * notifications per request.
 */
export function createBellAnswers(toDto: (row: NotificationRow) => TNotification) {
  const kept = new Map<string, { state: BellState; answer: TNotificationList }>();

  return {
    /** The answer kept for this state, or null. */
    kept(userId: string, state: BellState): TNotificationList | null {
      const found = kept.get(userId);
      if (found?.state.fingerprint !== state.fingerprint || found.state.unreadCount !== state.unreadCount) return null;
      // Set again, so the Map's order is least recently asked first.
      kept.delete(userId);
      kept.set(userId, found);
      return found.answer;
    },
    /**
     * The answer of `rows` (read after `state`), kept under `state`. Had anything changed between the two reads, the
     * next request's state differs from `state` and reads the rows again.
     */
    keep(userId: string, state: BellState, rows: readonly NotificationRow[]): TNotificationList {
      const answer = deepFreeze({ notifications: rows.map(toDto), unreadCount: state.unreadCount });
      kept.delete(userId);
      kept.set(userId, { state, answer });
      if (kept.size > KEPT_PEOPLE) kept.delete(kept.keys().next().value!);
      return answer;
    },
    /** A deleted account's answer goes with it. */
    forget: (userId: string) => kept.delete(userId),
  };
}
