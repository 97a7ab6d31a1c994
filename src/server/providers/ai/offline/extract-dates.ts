import * as chrono from 'chrono-node';
import type { TTimeframe } from './timeframe';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const MONTH_OR_NUMERIC_DATE =
  /\b(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b|\b\d{1,2}[/.-]\d{1,2}(?:[/.-]\d{2,4})?\b/i;

const ORDINAL_QUARTER: Record<string, string> = {
  first: '1',
  second: '2',
  third: '3',
  fourth: '4',
  '1st': '1',
  '2nd': '2',
  '3rd': '3',
  '4th': '4',
};
const YEAR = "(\\d{4}|'\\d{2}|fy\\s?\\d{2})";
const QUARTER = new RegExp(
  `\\b(?:q([1-4])|(first|second|third|fourth|1st|2nd|3rd|4th)\\s+quarter)\\b(?:\\s+(?:of\\s+)?${YEAR})?`,
  'gi',
);
const HALF = new RegExp(`\\b(?:h([12])|(first|second) half of)\\b(?:\\s+${YEAR})?`, 'gi');
const CONNECTOR =
  '\\b(?:by|before|until|till|for|ahead of|in time for|around|in|during|over|this|next)\\s+(?:the\\s+)?';
const SEASON = new RegExp(
  `${CONNECTOR}(?:(this|next)\\s+)?(spring|summer|autumn|fall|winter)\\b(?:\\s+(\\d{4}))?`,
  'gi',
);
const YEAR_ONLY =
  /\b(?:by|before|until|till|in|during|for)\s+(?:the\s+)?(?:(end|start|beginning|middle) of\s+)?(20\d{2})\b/gi;

// Named dates need a lead-in: "year-end reporting" is a task, "before year end" is a deadline.
const NAMED: readonly [RegExp, string][] = [
  [/black friday/, 'Black Friday'],
  [/cyber monday/, 'Cyber Monday'],
  [/christmas|xmas|the holidays|holiday season/, 'Christmas'],
  [/easter/, 'Easter'],
  [/end of (?:the )?(?:financial|fiscal) year|(?:financial|fiscal) year[- ]end|fy[- ]end/, 'end of financial year'],
  [/end of (?:the )?year|year[- ]end|eoy/, 'end of year'],
  [/new year/, 'New Year'],
];
const NAMED_PATTERN = new RegExp(
  `\\b(?:by|before|until|till|for|ahead of|in time for|around|at)\\s+(?:the\\s+)?(${NAMED.map(([p]) => p.source).join('|')})\\b`,
  'gi',
);

function yearOf(token: string | undefined): string {
  if (!token) return '';
  const digits = token.replace(/\D/g, '');
  return ` ${digits.length === 2 ? `20${digits}` : digits}`;
}

const at = (m: RegExpMatchArray) => ({ start: m.index ?? 0, end: (m.index ?? 0) + m[0].length });
const deadline = (value: string, m: RegExpMatchArray): TTimeframe => ({ value, phrase: `by ${value}`, ...at(m) });

/** Calendar dates chrono recognises, kept only when they name a month, rendered from their certain parts only. */
function calendarDates(text: string): TTimeframe[] {
  return chrono.en.GB.parse(text)
    .filter((result) => MONTH_OR_NUMERIC_DATE.test(result.text) && result.start.isCertain('month'))
    .map((result) => {
      const month = MONTHS[(result.start.get('month') ?? 1) - 1];
      const day = result.start.isCertain('day') ? `${result.start.get('day')} ` : '';
      const year = result.start.isCertain('year') ? ` ${result.start.get('year')}` : '';
      const value = `${day}${month}${year}`;
      return { value, phrase: `by ${value}`, start: result.index, end: result.index + result.text.length };
    });
}

/** Deadlines: "Q3 2027", "H1", "by the summer", "before Christmas", "by end of 2026", "by 1st of September". */
export function extractDates(text: string): TTimeframe[] {
  const found: TTimeframe[] = calendarDates(text);
  for (const m of text.matchAll(QUARTER)) {
    const quarter = m[1] ?? ORDINAL_QUARTER[(m[2] ?? '').toLowerCase()];
    found.push(deadline(`Q${quarter}${yearOf(m[3])}`, m));
  }
  for (const m of text.matchAll(HALF)) {
    const half = m[1] ?? ((m[2] ?? '').toLowerCase() === 'first' ? '1' : '2');
    // "first half of" without a year is a phrase, not a deadline.
    if (m[1] || m[3]) found.push(deadline(`H${half}${yearOf(m[3])}`, m));
  }
  for (const m of text.matchAll(SEASON)) {
    const season = (m[2] ?? '').toLowerCase() === 'fall' ? 'autumn' : (m[2] ?? '').toLowerCase();
    const value = [m[1]?.toLowerCase(), season, m[3]].filter(Boolean).join(' ');
    found.push(deadline(value, m));
  }
  for (const m of text.matchAll(YEAR_ONLY)) {
    found.push(deadline(m[1] ? `${m[1].toLowerCase()} of ${m[2]}` : `${m[2]}`, m));
  }
  for (const m of text.matchAll(NAMED_PATTERN)) {
    const name = (m[1] ?? '').toLowerCase();
    const value = NAMED.find(([pattern]) => new RegExp(`^(?:${pattern.source})$`).test(name))?.[1];
    if (value) found.push(deadline(value, m));
  }
  return found;
}
