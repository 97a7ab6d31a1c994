/** Numbers as people type them in briefs: digits, number words, percentages and money with k/m suffixes. */

export type TCurrency = 'GBP' | 'USD' | 'EUR';
export type TMoney = { amount: number; currency: TCurrency; text: string; index: number };
export type TPercent = { value: number; text: string; index: number };

const UNITS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const PHRASES: Record<string, number> = {
  a: 1,
  an: 1,
  'a couple of': 2,
  'couple of': 2,
  'a dozen': 12,
  dozen: 12,
  'half a': 0.5,
  'half an': 0.5,
};

const TENS_SOURCE = TENS.filter(Boolean).join('|');
const UNITS_SOURCE = UNITS.slice(1)
  .sort((a, b) => b.length - a.length)
  .join('|');

/** Regex source for one number written in digits or words ("6", "1,200", "six", "twenty-five", "a couple of"). */
export const NUMBER_SOURCE = [
  '\\d{1,3}(?:,\\d{3})+(?:\\.\\d+)?',
  '\\d+(?:\\.\\d+)?',
  `(?:${TENS_SOURCE})(?:[- ](?:${UNITS_SOURCE}))?`,
  UNITS_SOURCE,
  'a couple of',
  'couple of',
  'a dozen',
  'half an?',
  'an?',
].join('|');

/** The value of one number token matched by NUMBER_SOURCE, or null. */
export function parseNumber(token: string): number | null {
  const text = token.trim().toLowerCase();
  if (/^[\d,.]+$/.test(text)) {
    const value = Number(text.replace(/,/g, ''));
    return Number.isFinite(value) ? value : null;
  }
  if (text in PHRASES) return PHRASES[text] ?? null;
  const [tens, unit] = text.split(/[- ]/);
  const tensValue = TENS.indexOf(tens ?? '');
  if (tensValue >= 2) return tensValue * 10 + (unit ? Math.max(0, UNITS.indexOf(unit)) : 0);
  const unitValue = UNITS.indexOf(text);
  return unitValue >= 0 ? unitValue : null;
}

const MULTIPLIERS: Record<string, number> = {
  k: 1e3,
  thousand: 1e3,
  m: 1e6,
  mn: 1e6,
  million: 1e6,
  bn: 1e9,
  billion: 1e9,
};
const SYMBOLS: Record<string, TCurrency> = { '£': 'GBP', $: 'USD', '€': 'EUR' };
const CODES: Record<string, TCurrency> = {
  gbp: 'GBP',
  pounds: 'GBP',
  usd: 'USD',
  dollars: 'USD',
  eur: 'EUR',
  euros: 'EUR',
};

const AMOUNT = '(\\d{1,3}(?:,\\d{3})+(?:\\.\\d+)?|\\d+(?:\\.\\d+)?)';
const SUFFIX = '(k|mn|m|bn|thousand|million|billion)?';
const MONEY_SYMBOL = new RegExp(`([£$€])\\s?${AMOUNT}\\s?${SUFFIX}(?![a-z])`, 'gi');
const MONEY_CODE = new RegExp(`(?<![\\w£$€.,])${AMOUNT}\\s?${SUFFIX}\\s?(gbp|usd|eur|pounds|dollars|euros)\\b`, 'gi');

function toAmount(digits: string, suffix: string | undefined): number {
  return Number(digits.replace(/,/g, '')) * (suffix ? (MULTIPLIERS[suffix.toLowerCase()] ?? 1) : 1);
}

/** Money amounts in reading order: "£40k", "$8k/month", "€1.5m", "250k GBP". */
export function extractMoney(text: string): TMoney[] {
  const found: TMoney[] = [];
  for (const m of text.matchAll(MONEY_SYMBOL)) {
    const currency = SYMBOLS[m[1] ?? ''];
    if (currency && m[2])
      found.push({ amount: toAmount(m[2], m[3]), currency, text: m[0].trim(), index: m.index ?? 0 });
  }
  for (const m of text.matchAll(MONEY_CODE)) {
    const currency = CODES[(m[3] ?? '').toLowerCase()];
    if (currency && m[1])
      found.push({ amount: toAmount(m[1], m[2]), currency, text: m[0].trim(), index: m.index ?? 0 });
  }
  return found.sort((a, b) => a.index - b.index);
}

const PERCENT = new RegExp(
  `(?<![\\w.])([+-]?)(${NUMBER_SOURCE})\\s?(%|percent(?:age points?)?\\b|per cent\\b|pp\\b)`,
  'gi',
);

/** Percentages in reading order: "30%", "+20%", "fifteen percent", "15 percentage points". */
export function extractPercentages(text: string): TPercent[] {
  const found: TPercent[] = [];
  for (const m of text.matchAll(PERCENT)) {
    const value = parseNumber(m[2] ?? '');
    if (value !== null) found.push({ value, text: m[0].trim(), index: m.index ?? 0 });
  }
  return found;
}

const FORMATTERS: Record<TCurrency, Intl.NumberFormat> = {
  GBP: new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 }),
  USD: new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }),
  EUR: new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }),
};

/** "£250,000": one readable form for tags and summaries, whatever shorthand was typed. */
export function formatMoney(money: Pick<TMoney, 'amount' | 'currency'>): string {
  return FORMATTERS[money.currency].format(money.amount);
}
