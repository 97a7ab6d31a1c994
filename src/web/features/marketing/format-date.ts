const LONG_DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

/** "21 November 2026" */
export function formatLongDate(date: Date): string {
  return LONG_DATE.format(date);
}

/** The local calendar date as YYYY-MM-DD, for a <time dateTime> attribute. */
export function toIsoDate(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** Parses a YYYY-MM-DD string as a local calendar date (no time-zone shift). */
export function parseIsoDate(iso: string): Date {
  const [year = 1970, month = 1, day = 1] = iso.split('-').map(Number);
  return new Date(year, month - 1, day);
}
