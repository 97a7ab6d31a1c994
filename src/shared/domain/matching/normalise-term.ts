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

function memoisedValue<T>(fn: (raw: string) => T): (raw: string) => T {
  const cache = new Map<string, T>();
  return (raw) => {
    const hit = cache.get(raw);
    if (hit !== undefined) return hit;
    const value = fn(raw);
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(raw, value);
    return value;
  };
}

const memoised = memoisedValue<string>;

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

/**
 * Words that say nothing about the skill wanted: function words, and the verbs and fillers clients write around a
 * skill ("help with our numbers", "make our sales team better"). Left out of a term's words, unless the term has
 * no other word ("Make", the automation tool, stays itself).
 */
const FILLER_WORDS = new Set([
  'a',
  'an',
  'the',
  'and',
  'or',
  'of',
  'for',
  'to',
  'in',
  'on',
  'at',
  'by',
  'with',
  'from',
  'into',
  'our',
  'my',
  'your',
  'their',
  'its',
  'we',
  'us',
  'you',
  'me',
  'i',
  'up',
  'help',
  'need',
  'want',
  'get',
  'make',
  'do',
  'better',
  'team',
]);

/** A word that says nothing about the skill wanted ("our", "help", "make" inside a phrase). */
export function isFillerWord(word: string): boolean {
  return FILLER_WORDS.has(word);
}

/** Nouns in -ing that are not a form of the shorter word ("marketing" is not "market", "accounting" not "account"). */
const NOT_ING_FORMS = new Set([
  'marketing',
  'accounting',
  'clothing',
  'morning',
  'evening',
  'ceiling',
  'wedding',
  'string',
  'spring',
  'during',
  'nothing',
  'something',
  'anything',
  'everything',
]);

/** Words ending in a single s or -as/-os that are not plurals ("saas", "canvas", "kudos"). */
const NOT_PLURAL_WORDS = new Set([
  'saas',
  'paas',
  'iaas',
  'canvas',
  'atlas',
  'alias',
  'bias',
  'kudos',
  'chaos',
  'macos',
]);
const VOWEL = /[aeiouy]/;

/**
 * A light English stemmer for comparing words, never shown: plurals ("policies" → "policy", "DPIAs" → "dpia",
 * "KPIs" → "kpi"), -ing and -ed ("forecasting" → "forecast", "automated" → "automat"), -ation ("automation" →
 * "automat"), -ise/-ize and their forms alike ("optimisation", "optimize" → "optimis"), "-uction" as "-uce"
 * ("reduction", "reduce" → "reduc"), a final e ("pricing", "price" → "pric") and a final double consonant
 * ("modelling", "modeling", "model" → "model"). Words of three letters or fewer, and words with digits or symbols
 * ("n8n", "c++"), are left as they are. Both sides of a comparison are stemmed alike, so a stem need not be a word.
 */
export function stemWord(word: string): string {
  if (word.length <= 3 || !/^[a-z]+$/.test(word) || NOT_ING_FORMS.has(word)) return word;
  let stem = word;
  // Plurals.
  if (stem.endsWith('ies') && stem.length > 4) stem = `${stem.slice(0, -3)}y`;
  else if (stem.endsWith('sses')) stem = stem.slice(0, -2);
  else if (/(x|ch|sh|z)es$/.test(stem)) stem = stem.slice(0, -2);
  else if (stem.endsWith('s') && !NOT_PLURAL_WORDS.has(stem) && !/(ss|us)$/.test(stem)) {
    // "-is" is a plural only in short acronyms (KPIs, APIs); "analysis", "basis" are singular.
    if (!stem.endsWith('is') || stem.length === 4) stem = stem.slice(0, -1);
  }
  // Suffixes, one at most; the stem keeps three letters and a vowel.
  const cut = (suffix: string, replacement = '') => {
    if (!stem.endsWith(suffix)) return false;
    const base = stem.slice(0, -suffix.length);
    if (base.length < 3 || !VOWEL.test(base)) return false;
    stem = base + replacement;
    return true;
  };
  const suffixed =
    cut('isation', 'is') ||
    cut('ization', 'is') ||
    cut('uction', 'uc') ||
    cut('ation', 'at') ||
    cut('ising', 'is') ||
    cut('izing', 'is') ||
    cut('ised', 'is') ||
    cut('ized', 'is') ||
    cut('ise', 'is') ||
    cut('ize', 'is') ||
    cut('ing') ||
    cut('ed');
  if (!suffixed) cut('e');
  // A final double consonant counts once (modell → model, mapp → map, sell → sel).
  if (stem.length > 3 && stem.at(-1) === stem.at(-2) && !VOWEL.test(stem.at(-1)!)) stem = stem.slice(0, -1);
  return stem;
}

/** A normalised term as words are compared: stemmed content words, in order. */
export type TAnalysedTerm = {
  /** Stemmed words, fillers left out (unless the term is nothing else). */
  words: readonly string[];
  /** The words sorted: the same key for "workflow automation" and "automated workflows". */
  key: string;
  /** Every stemmed word, fillers included, written together: the same for "cash flow" and "cashflow". */
  squashed: string;
};

/** How matching compares a normalised term word by word (see `stemWord` and the filler words above). */
export const analyseTerm = memoisedValue((normalised: string): TAnalysedTerm => {
  const all = normalised.split(' ').filter((word) => word !== '');
  const stems = all.map(stemWord);
  const content = stems.filter((_, index) => !FILLER_WORDS.has(all[index]!));
  const words = content.length > 0 ? content : stems;
  return { words, key: [...words].sort().join(' '), squashed: stems.join('') };
});

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
