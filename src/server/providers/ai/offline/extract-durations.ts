import { NUMBER_SOURCE, parseNumber } from './extract-numbers';
import type { TTimeframe } from './timeframe';
import { plural } from '../../../../shared/domain/plural';

const UNIT = '(days?|weeks?|wks?|months?|mths?|mos?|quarters?|years?|yrs?)';
const COMING = '(?:the\\s+)?(next|coming|following)?';

// A bare "60 days" is as often a value ("from 90 to 60 days") as a deadline, so a duration needs a lead-in.
const LEAD_IN = new RegExp(
  `\\b(?:within|in|over|during|inside|after|timeline|timeframe|deadline|horizon|window)\\b(?:\\s+(?:of|is))?[\\s:]*${COMING}\\s*(${NUMBER_SOURCE})?\\s*-?\\s*${UNIT}\\b`,
  'gi',
);
const NEXT_N = new RegExp(`\\b(next|coming|following)\\s+(${NUMBER_SOURCE})\\s*-?\\s*${UNIT}\\b`, 'gi');
const TRAILING = new RegExp(
  `\\b(${NUMBER_SOURCE})[\\s-]${UNIT}(?:['’]?\\s+time\\b|\\s+from now\\b|[\\s-](?:timeline|timeframe|project|programme|program|engagement|sprint|window|deadline|pilot|roadmap)\\b)`,
  'gi',
);
const PERIOD = /\b(this|next|the next|the coming|coming)\s+(quarter|month|year|financial year|fiscal year)\b/gi;
const ASAP = /\b(?:asap|a\.s\.a\.p\.?|as soon as (?:possible|we can)|urgently|immediately|right away)(?!\w)/gi;

/** Canonical form: weeks and days as typed, quarters as months, one year as "12 months". */
export function canonicalDuration(amount: number, rawUnit: string): string | null {
  const unit = rawUnit.toLowerCase();
  if (unit.startsWith('d')) return Number.isInteger(amount) ? plural(amount, 'day') : null;
  if (unit.startsWith('w')) return Number.isInteger(amount) ? plural(amount, 'week') : plural(amount * 7, 'day');
  if (unit.startsWith('q')) return plural(amount * 3, 'month');
  if (unit.startsWith('y'))
    return amount >= 2 && Number.isInteger(amount) ? plural(amount, 'year') : plural(amount * 12, 'month');
  return Number.isInteger(amount) ? plural(amount, 'month') : plural(Math.round(amount * 4), 'week');
}

function duration(numberText: string | undefined, unit: string, start: number, end: number): TTimeframe | null {
  const amount = numberText ? parseNumber(numberText) : 1;
  const value = amount && amount > 0 ? canonicalDuration(amount, unit) : null;
  return value ? { value, phrase: `within ${value}`, start, end } : null;
}

/** Relative durations and periods: "within 6 weeks", "in the next 90 days", "next quarter", "ASAP". */
export function extractDurations(text: string): TTimeframe[] {
  const found: TTimeframe[] = [];
  const span = (m: RegExpMatchArray) => [m.index ?? 0, (m.index ?? 0) + m[0].length] as const;
  for (const m of text.matchAll(LEAD_IN)) {
    // "in the year" is not a duration: without a number it needs "next"/"coming" ("in the next year").
    if (!m[2] && !m[1]) continue;
    // "within the next quarter" names the calendar quarter; PERIOD reads it as "next quarter".
    if (!m[2] && /^q/i.test(m[3] ?? '')) continue;
    const hit = duration(m[2], m[3] ?? '', ...span(m));
    if (hit) found.push(hit);
  }
  for (const m of text.matchAll(NEXT_N)) {
    const hit = duration(m[2], m[3] ?? '', ...span(m));
    if (hit) found.push(hit);
  }
  for (const m of text.matchAll(TRAILING)) {
    const hit = duration(m[1], m[2] ?? '', ...span(m));
    if (hit) found.push(hit);
  }
  for (const m of text.matchAll(PERIOD)) {
    const value = `${(m[1] ?? '')
      .replace(/^the /i, '')
      .replace(/^coming$/i, 'next')
      .toLowerCase()} ${(m[2] ?? '').toLowerCase()}`;
    found.push({ value, phrase: value, start: m.index ?? 0, end: (m.index ?? 0) + m[0].length });
  }
  for (const m of text.matchAll(ASAP)) {
    found.push({ value: 'ASAP', phrase: 'ASAP', start: m.index ?? 0, end: (m.index ?? 0) + m[0].length });
  }
  return found;
}
