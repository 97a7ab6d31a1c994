import { formatDate, formatUtcDate } from '@web/lib/format';
import { useHydrated } from '@web/lib/use-hydrated';

/**
 * "4 Mar 2026" in the reader's time zone. The server renders signed-in pages too (decision 040) and knows no reader's
 * zone, so until the page has hydrated the date is the UTC one, as the server wrote it (React requires the same text
 * on both sides); near midnight the day then changes once. A page rendered in the browser shows the local date at once.
 */
export function LocalDate({ value }: { value: string }) {
  return <>{useHydrated() ? formatDate(value) : formatUtcDate(value)}</>;
}
