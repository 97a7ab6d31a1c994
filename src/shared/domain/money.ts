/**
 * Money is an integer of minor units plus a lower-case ISO currency code, everywhere.
 * Every amount shown to a person goes through these helpers so rounding and symbols agree.
 */

export const DEFAULT_CURRENCY = 'gbp';

export type TFormatMoneyOptions = {
  /** Quotes and invoices show "£3,950.00"; catalog prices drop ".00" on whole amounts. */
  alwaysShowMinor?: boolean;
};

function assertMinor(minor: number): void {
  // A float here means someone already divided by 100; fail loudly rather than show £0.04.
  if (!Number.isSafeInteger(minor)) {
    throw new RangeError(`Money must be an integer of minor units, got ${minor}`);
  }
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * One formatter per currency and style, made on first use: building an Intl.NumberFormat costs far more than
 * formatting with one, and a catalog page shows dozens of prices while it hydrates.
 */
function currencyFormat(currency: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const { minimumFractionDigits, maximumFractionDigits, currencyDisplay } = options;
  const key = `${currency}|${minimumFractionDigits}|${maximumFractionDigits}|${currencyDisplay}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat('en-GB', { style: 'currency', currency, ...options });
    numberFormats.set(key, format);
  }
  return format;
}

/** Minor-unit digits of a currency as Intl knows them (2 for GBP, 0 for JPY). */
function minorDigits(currency: string): number {
  return currencyFormat(currency).resolvedOptions().maximumFractionDigits ?? 2;
}

function toMajor(minor: number, currency: string): number {
  assertMinor(minor);
  return minor / 10 ** minorDigits(currency);
}

/** Intl separates the code from the amount with a no-break space; callers and tests expect a plain one. */
function plainSpaces(text: string): string {
  return text.replace(/[\u00a0\u202f]/g, ' ');
}

/** 395000 → "£3,950", 12345 → "£123.45" (pence only when the amount is not whole). */
export function formatMoney(
  minor: number,
  currency: string = DEFAULT_CURRENCY,
  opts: TFormatMoneyOptions = {},
): string {
  const code = currency.toUpperCase();
  const major = toMajor(minor, code);
  const digits = minorDigits(code);
  const showMinor = opts.alwaysShowMinor === true || !Number.isInteger(major);
  return plainSpaces(
    currencyFormat(code, { minimumFractionDigits: showMinor ? digits : 0, maximumFractionDigits: digits }).format(
      major,
    ),
  );
}

/**
 * Major units (pounds, euros, yen) typed by a person or stored in a setting → integer minor units of that currency:
 * 19.99 gbp → 1999, 5000 jpy → 5000. Rounds to the nearest minor unit, because 19.99 * 100 is 1998.9999… in
 * floating point.
 */
export function toMinorUnits(major: number, currency: string = DEFAULT_CURRENCY): number {
  // `+ 0` turns -0 (from rounding tiny negatives) into 0 so it never prints as "-£0".
  const minor = Math.round(major * 10 ** minorDigits(currency.toUpperCase())) + 0;
  assertMinor(minor);
  return minor;
}

/** Integer minor units → major units of that currency, for a form to show: 1999 gbp → 19.99. */
export function toMajorUnits(minor: number, currency: string = DEFAULT_CURRENCY): number {
  return toMajor(minor, currency.toUpperCase());
}
