/** Notification-bell time labels and unread badge (spec §2 Notification bell, §9). */

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** The badge never grows past this; larger counts read "99+". */
export const UNREAD_BADGE_MAX = 99;

/** "Just now" under a minute (and for clock-skewed future times), then "5m ago", "3h ago", "2d ago". */
export function relativeTime(date: Date | string, now: Date = new Date()): string {
  const elapsed = now.getTime() - new Date(date).getTime();
  // A malformed timestamp must not break the whole list; show no label for it.
  if (Number.isNaN(elapsed)) return '';
  if (elapsed < MINUTE_MS) return 'Just now';
  if (elapsed < HOUR_MS) return `${Math.floor(elapsed / MINUTE_MS)}m ago`;
  if (elapsed < DAY_MS) return `${Math.floor(elapsed / HOUR_MS)}h ago`;
  return `${Math.floor(elapsed / DAY_MS)}d ago`;
}

/** '' hides the badge; the count never goes below 0 but guard anyway. */
export function unreadBadge(count: number): string {
  if (count <= 0) return '';
  return count > UNREAD_BADGE_MAX ? `${UNREAD_BADGE_MAX}+` : String(count);
}
