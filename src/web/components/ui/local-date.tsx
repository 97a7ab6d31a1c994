import { LOCAL_DATE_FORMATS, UTC_DATE_FORMATS, type TDateFormats } from '@web/lib/format';
import { useHydrated } from '@web/lib/use-hydrated';

/**
 * The date formats of a page the server may have rendered. The server renders signed-in pages too (decision 040) and
 * knows no reader's zone, so until the page has hydrated dates are written in UTC, as the server wrote them (React
 * requires the same text on both sides); near midnight the day then changes once. A page rendered in the browser
 * uses the reader's zone at once.
 */
export function useDateFormats(): TDateFormats {
  return useHydrated() ? LOCAL_DATE_FORMATS : UTC_DATE_FORMATS;
}

/** "4 Mar 2026" in the reader's time zone (UTC until hydrated, see `useDateFormats`). */
export function LocalDate({ value }: { value: string }) {
  return <>{useDateFormats().date(value)}</>;
}

/** "4 Mar 2026, 14:05" in the reader's time zone (UTC until hydrated, see `useDateFormats`). */
export function LocalDateTime({ value }: { value: string }) {
  return <>{useDateFormats().dateTime(value)}</>;
}
