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
const DATE_TIME = dateFormat({ day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });

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

/** "4 Mar 2026". */
export const formatDate = (value: string | Date): string => SHORT_DATE().format(toDate(value));

/** "4 Mar 2026", the calendar date in UTC (see `formatLongUtcDate`). */
export const formatUtcDate = (value: string | Date): string => SHORT_UTC_DATE().format(toDate(value));

/** "4 March 2026". */
export const formatLongDate = (value: string | Date): string => LONG_DATE().format(toDate(value));

/**
 * "4 March 2026", the calendar date in UTC: a prerendered page shows the same day from the server that rendered it
 * and from a browser hydrating it in any time zone (a local date differs near midnight, a hydration mismatch).
 */
export const formatLongUtcDate = (date: Date): string => LONG_UTC_DATE().format(date);

/** "4 Mar 2026, 14:05". */
export const formatDateTime = (value: string | Date): string => DATE_TIME().format(toDate(value));

/** Quotes, milestones and invoices always show the minor unit: "£3,950.00". */
export const formatExactMoney = (minor: number, currency: string): string =>
  formatMoney(minor, currency, { alwaysShowMinor: true });
