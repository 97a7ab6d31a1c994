/**
 * How the web app shows dates and money: British style ("4 Mar 2026"), and money through the shared helpers so the
 * browser and the server's e-mails agree. Every page formats through this module.
 */
import { formatMoney, toMajorUnits, toMinorUnits } from '@shared/domain/money';

export { formatMoney, toMajorUnits, toMinorUnits };

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A date formatter made on first use: building one takes milliseconds, and many pages never show a date. */
function dateFormat(options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let format: Intl.DateTimeFormat | undefined;
  return () => (format ??= new Intl.DateTimeFormat('en-GB', options));
}

const SHORT_DATE = dateFormat({ day: 'numeric', month: 'short', year: 'numeric' });
const LONG_DATE = dateFormat({ day: 'numeric', month: 'long', year: 'numeric' });
const SHORT_UTC_DATE = dateFormat({ day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const LONG_UTC_DATE = dateFormat({ day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const CLOCK = { hour: '2-digit', minute: '2-digit' } as const;
const DATE_TIME = dateFormat({ day: 'numeric', month: 'short', year: 'numeric', ...CLOCK });
const UTC_DATE_TIME = dateFormat({ day: 'numeric', month: 'short', year: 'numeric', ...CLOCK, timeZone: 'UTC' });
const TIME = dateFormat(CLOCK);
const UTC_TIME = dateFormat({ ...CLOCK, timeZone: 'UTC' });

/** A YYYY-MM-DD calendar date as local midnight: `new Date('2026-03-04')` would be UTC and show 3 Mar west of it. */
export function parseLocalDate(day: string): Date {
  const match = CALENDAR_DATE.exec(day);
  if (!match) throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${day}`);
  const [, year, month, date] = match.map(Number) as [number, number, number, number];
  return new Date(year, month - 1, date);
}

/** The local calendar date as YYYY-MM-DD, e.g. for a <time dateTime> attribute. */
export function toLocalDateString(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** A timestamp, or a calendar date (YYYY-MM-DD, read in local time so it never shifts a day). */
const toDate = (value: string | Date): Date =>
  value instanceof Date ? value : CALENDAR_DATE.test(value) ? parseLocalDate(value) : new Date(value);

/** A timestamp, or a calendar date (YYYY-MM-DD) as that day's UTC midnight, so it is the same day in UTC too. */
const toUtcDate = (value: string | Date): Date =>
  value instanceof Date ? value : CALENDAR_DATE.test(value) ? new Date(`${value}T00:00:00.000Z`) : new Date(value);

/** "4 Mar 2026". */
export const formatDate = (value: string | Date): string => SHORT_DATE().format(toDate(value));

/** "4 Mar 2026", the calendar date in UTC (see `formatLongUtcDate`). */
export const formatUtcDate = (value: string | Date): string => SHORT_UTC_DATE().format(toUtcDate(value));

/** "4 March 2026". */
export const formatLongDate = (value: string | Date): string => LONG_DATE().format(toDate(value));

/**
 * "4 March 2026", the calendar date in UTC: a prerendered page shows the same day from the server that rendered it
 * and from a browser hydrating it in any time zone (a local date differs near midnight, a hydration mismatch).
 */
export const formatLongUtcDate = (date: Date): string => LONG_UTC_DATE().format(date);

/** "4 Mar 2026, 14:05". */
export const formatDateTime = (value: string | Date): string => DATE_TIME().format(toDate(value));

/** "4 Mar 2026, 14:05" in UTC. */
export const formatUtcDateTime = (value: string | Date): string => UTC_DATE_TIME().format(toUtcDate(value));

/** "14:05". */
export const formatTime = (value: string | Date): string => TIME().format(toDate(value));

/** "14:05" in UTC. */
export const formatUtcTime = (value: string | Date): string => UTC_TIME().format(toUtcDate(value));

/**
 * How a page writes dates in one time zone: the reader's (`LOCAL_DATE_FORMATS`) or UTC (`UTC_DATE_FORMATS`, what a
 * server that knows no reader's zone writes). `day` is the calendar day (YYYY-MM-DD) a moment falls on there.
 */
export type TDateFormats = {
  date: (value: string | Date) => string;
  dateTime: (value: string | Date) => string;
  time: (value: string | Date) => string;
  day: (value: string | Date) => string;
};

export const LOCAL_DATE_FORMATS: TDateFormats = {
  date: formatDate,
  dateTime: formatDateTime,
  time: formatTime,
  day: (value) => toLocalDateString(toDate(value)),
};

export const UTC_DATE_FORMATS: TDateFormats = {
  date: formatUtcDate,
  dateTime: formatUtcDateTime,
  time: formatUtcTime,
  day: (value) => toUtcDate(value).toISOString().slice(0, 10),
};

/** Quotes, milestones and invoices always show the minor unit: "£3,950.00". */
export const formatExactMoney = (minor: number, currency: string): string =>
  formatMoney(minor, currency, { alwaysShowMinor: true });
