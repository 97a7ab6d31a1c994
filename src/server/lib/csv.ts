/**
 * CSV for admin exports (reports, the activity log): RFC 4180 (comma separated, CRLF line ends, a field holding a
 * comma, quote, CR or LF is quoted with its quotes doubled), and text cells neutralised against formula injection — a
 * cell starting with = + - @, tab or CR gets a leading apostrophe so spreadsheet programs show it as text (except a
 * plain negative decimal such as a credit note's "-10.00", which is a number).
 */

const FORMULA_START = /^[=+\-@\t\r]/;
/** A plain signed decimal ("-10.00") is data a spreadsheet reads as a number, never a formula. */
const PLAIN_DECIMAL = /^-\d+(\.\d+)?$/;
const NEEDS_QUOTES = /[",\r\n]/;

export type CsvValue = string | number | boolean | null | undefined;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  const text = FORMULA_START.test(value) && !PLAIN_DECIMAL.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/** Excel reads a UTF-8 CSV as UTF-8 only when it starts with a byte-order mark. */
export const UTF8_BOM = '\uFEFF';
