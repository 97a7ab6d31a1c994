import { formatMoney } from '@shared/domain/money';

const DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** "4 Mar 2026" from a timestamp. */
export const formatDate = (iso: string) => DATE.format(new Date(iso));

/** "4 Mar 2026" from a calendar date (YYYY-MM-DD), read in local time so it never shifts a day. */
export function formatCalendarDate(day: string): string {
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  return DATE.format(new Date(year, month - 1, date));
}

/** Quotes show the pound sign with pence: "£3,950.00". */
export const formatQuoteMoney = (minor: number, currency: string) =>
  formatMoney(minor, currency, { alwaysShowMinor: true });
