import { LANGUAGE_CODES, RELATED_DOMAIN_GROUPS, TERM_SYNONYMS } from './vocabulary';

/** Endings that are not an English plural "s" (business, saas, status, analysis, ios, reactjs). */
const NOT_PLURAL = /(ss|us|is|as|os|js)$/;

/**
 * Case, accents, punctuation and spacing folded; the last word made singular. No synonyms.
 * "Node.js" → "nodejs", "Data  Pipelines" → "data pipeline", "Café & Bars" → "cafe and bar", ".NET" → "dotnet".
 */
function foldTerm(raw: string): string {
  let term = raw
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/(^|\s)\.(?=[a-z0-9])/g, '$1dot')
    .replace(/\./g, '')
    .replace(/[^a-z0-9+#]+/g, ' ')
    .trim();
  const lastSpace = term.lastIndexOf(' ');
  const last = term.slice(lastSpace + 1);
  if (last.length > 3 && last.endsWith('s') && !NOT_PLURAL.test(last)) {
    const singular = last.endsWith('ies') ? `${last.slice(0, -3)}y` : last.slice(0, -1);
    term = term.slice(0, lastSpace + 1) + singular;
  }
  return term;
}

const SYNONYMS = new Map(Object.entries(TERM_SYNONYMS).map(([from, to]) => [foldTerm(from), foldTerm(to)]));

// Experts share a small vocabulary, so ranking 100,000 of them folds each distinct spelling once.
const CACHE_LIMIT = 20_000;

function memoised(fn: (raw: string) => string): (raw: string) => string {
  const cache = new Map<string, string>();
  return (raw) => {
    const hit = cache.get(raw);
    if (hit !== undefined) return hit;
    const value = fn(raw);
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(raw, value);
    return value;
  };
}

/**
 * The one comparable form of a skill, industry or outcome tag: folded (see above), then mapped through the
 * synonym table ("JS" → "javascript", "E-Commerce" → "ecommerce", "k8s" → "kubernetes"). Blank in, blank out.
 */
export const normaliseTerm = memoised((raw: string): string => {
  const folded = foldTerm(raw);
  return SYNONYMS.get(folded) ?? folded;
});

/** Distinct non-blank normalised terms, in first-seen order. */
export function normaliseTerms(raw: readonly string[]): string[] {
  const seen = new Set<string>();
  for (const item of raw) {
    const term = normaliseTerm(item);
    if (term !== '') seen.add(term);
  }
  return [...seen];
}

const DOMAIN_GROUP = new Map<string, number>();
RELATED_DOMAIN_GROUPS.forEach((group, index) => {
  for (const term of group) DOMAIN_GROUP.set(normaliseTerm(term), index);
});

/** The related-industry group of a normalised term, or -1 when it belongs to none. */
export function domainGroupOf(normalisedTerm: string): number {
  return DOMAIN_GROUP.get(normalisedTerm) ?? -1;
}

const LANGUAGES = new Map(Object.entries(LANGUAGE_CODES));

/** "English", "en-GB", " EN " → "en"; unknown names are compared as typed, lower case. */
export const normaliseLanguage = memoised((raw: string): string => {
  const lower = raw.trim().toLowerCase();
  return LANGUAGES.get(lower) ?? lower.split(/[-_]/)[0] ?? lower;
});

const COUNTRY_ALIASES = new Map([
  ['UK', 'GB'],
  ['UNITED KINGDOM', 'GB'],
  ['GREAT BRITAIN', 'GB'],
  ['USA', 'US'],
  ['UNITED STATES', 'US'],
  ['UNITED STATES OF AMERICA', 'US'],
]);

/** Country codes or names, case- and space-insensitive; "UK" and "United Kingdom" are "GB", "USA" is "US". */
export const normaliseCountry = memoised((raw: string): string => {
  const upper = raw.trim().replace(/\s+/g, ' ').toUpperCase();
  return COUNTRY_ALIASES.get(upper) ?? upper;
});
