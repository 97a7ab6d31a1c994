import { NUMBER_SOURCE, parseNumber } from './extract-numbers';
import { words } from './match-terms';

export const ORG_SIZE_BANDS = ['1-10', '11-50', '51-200', '201-1000', '1000+'] as const;
export type TOrgSizeBand = (typeof ORG_SIZE_BANDS)[number];

export function bandFor(headcount: number): TOrgSizeBand {
  if (headcount <= 10) return '1-10';
  if (headcount <= 50) return '11-50';
  if (headcount <= 200) return '51-200';
  if (headcount <= 1000) return '201-1000';
  return '1000+';
}

const PEOPLE =
  '(?:employees|staff|people|ppl|fte|ftes|headcount|workers|colleagues|team members|personnel|engineers|developers|' +
  'lawyers|consultants|clinicians|scientists|academics|nurses|agents|members of staff|on the books|of us)';
const COUNT = `(?:~|c\\.|approx\\.?|about|around|roughly|circa|nearly|almost|over|under)?\\s*(${NUMBER_SOURCE})(k)?(ish)?\\s*(\\+)?`;
const HEADCOUNT_PATTERNS: readonly RegExp[] = [
  new RegExp(`(?<![\\w.£$€])${COUNT}\\s+(?:[\\w-]+\\s+){0,2}?${PEOPLE}\\b`, 'gi'),
  new RegExp(`\\b(?:team|company|staff|headcount|workforce) (?:of|is|size(?: of)?:?)\\s+${COUNT}`, 'gi'),
  new RegExp(`(?<![\\w.])${COUNT}[- ](?:person|people|strong|man|woman)\\b`, 'gi'),
];

/** Size words, used only when no headcount is given. */
const SIZE_WORDS: readonly [RegExp, TOrgSizeBand][] = [
  [
    words(
      'early[- ]stage',
      'pre[- ]seed',
      'seed[- ]stage',
      'solo',
      'sole trader',
      'freelanc(?:er|ing)',
      'micro[- ]business',
      'tiny (?:business|company|team|startup)',
      'one[- ]person',
      'just me',
    ),
    '1-10',
  ],
  [words('start-?ups?', 'small business', 'small team', 'small company', 'family[- ]run', 'family business'), '11-50'],
  [words('scale-?ups?', 'smes?', 'small (?:and|to) medium'), '51-200'],
  [words('mid[- ]?(?:size|sized|market)', 'medium[- ]sized?', 'medium business'), '201-1000'],
  [
    words(
      'enterprise',
      'large (?:company|organi[sz]ation|business|corporate|employer)',
      'corporation',
      'multinational',
      'global (?:company|firm|business|brand)',
      'ftse',
      'fortune 500',
      'plc',
    ),
    '1000+',
  ],
];

function headcount(text: string): number | null {
  const hits = HEADCOUNT_PATTERNS.flatMap((pattern) => [...text.matchAll(pattern)]).sort(
    (a, b) => (a.index ?? 0) - (b.index ?? 0),
  );
  for (const hit of hits) {
    const value = parseNumber(hit[1] ?? '');
    // "a team" or "one of the" are not headcounts: words like "a" only count with a people noun after them.
    if (value === null || value < 1 || /^an?$/i.test(hit[1] ?? '')) continue;
    const scaled = value * (hit[2] ? 1000 : 1);
    // "200+" means more than 200.
    return hit[4] ? scaled + 1 : scaled;
  }
  return null;
}

/** Organisation size as a band: from a headcount when one is given ("about 45 employees"), else from size words. */
export function extractOrgSize(text: string): TOrgSizeBand | null {
  const count = headcount(text);
  if (count !== null) return bandFor(count);
  const first = SIZE_WORDS.map(([pattern, band]) => ({ band, index: pattern.exec(text)?.index ?? Infinity }))
    .filter((hit) => hit.index !== Infinity)
    .sort((a, b) => a.index - b.index)[0];
  return first?.band ?? null;
}
