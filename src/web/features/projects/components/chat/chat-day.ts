import type { TDateFormats } from '@web/lib/format';

/** The calendar day before a YYYY-MM-DD day (calendar arithmetic, the same in every time zone). */
function dayBefore(day: string): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

/** A day separator's label: "Today", "Yesterday", else the date ("4 Mar 2026"), in the zone `formats` writes in. */
export function chatDayLabel(day: string, now: Date, formats: TDateFormats): string {
  const today = formats.day(now);
  if (day === today) return 'Today';
  if (day === dayBefore(today)) return 'Yesterday';
  return formats.date(day);
}
