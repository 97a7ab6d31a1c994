import { formatDate, toLocalDateString } from '@web/lib/format';

const TIME = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });

/** "14:05": a message's time of day. */
export const formatChatTime = (iso: string): string => TIME.format(new Date(iso));

/** The local calendar day of a timestamp (YYYY-MM-DD), for grouping messages under day separators. */
export const chatDayOf = (iso: string): string => toLocalDateString(new Date(iso));

/** A day separator's label: "Today", "Yesterday", else the date ("4 Mar 2026"). */
export function chatDayLabel(day: string, now: Date = new Date()): string {
  if (day === toLocalDateString(now)) return 'Today';
  const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1);
  if (day === toLocalDateString(yesterday)) return 'Yesterday';
  return formatDate(day);
}
