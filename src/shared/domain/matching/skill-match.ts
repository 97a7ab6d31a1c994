import {
  analyseTerm,
  isFillerWord,
  normaliseTerm,
  normaliseTerms,
  stemWord,
  type TAnalysedTerm,
} from './normalise-term';
import type { TSkillPool, TSkillRelation } from './types';
import { SKILL_CONCEPTS } from './skill-vocabulary';

/** Credit per relation: the same skill counts fully, a specific tool for a generic need nearly so, the rest in part. */
export const SKILL_CREDIT: Record<TSkillRelation, number> = { same: 1, narrower: 0.85, broader: 0.5, sibling: 0.25 };

/** An expert's term against a requested skill: how it relates, and the credit it earns. */
export type TSkillMatch = { relation: TSkillRelation; credit: number };

const MATCHES: Record<TSkillRelation, TSkillMatch> = {
  same: { relation: 'same', credit: SKILL_CREDIT.same },
  narrower: { relation: 'narrower', credit: SKILL_CREDIT.narrower },
  broader: { relation: 'broader', credit: SKILL_CREDIT.broader },
  sibling: { relation: 'sibling', credit: SKILL_CREDIT.sibling },
};

/** A parent with more direct children than this is an area, not a family of alternatives. */
const MAX_SIBLINGS = 6;
const CACHE_LIMIT = 20_000;

type TConcept = { term: string; parent: number; ancestors: readonly number[]; spellings: string[] };

const concepts: TConcept[] = SKILL_CONCEPTS.map((concept) => ({
  term: normaliseTerm(concept.term),
  parent: -1,
  ancestors: [],
  spellings: [],
}));
const conceptBySpelling = new Map<string, number>();
SKILL_CONCEPTS.forEach((concept, index) => {
  for (const spelling of [concept.term, ...(concept.synonyms ?? [])]) {
    const folded = normaliseTerm(spelling);
    if (folded === '' || conceptBySpelling.has(folded)) continue;
    conceptBySpelling.set(folded, index);
    concepts[index]!.spellings.push(folded);
  }
});
// Word forms: each spelling's stemmed words in any order ("automated workflows"), and written together ("cashflow").
// A form two concepts share ("account management", "management accounts") is ambiguous: only exact spellings count.
const conceptByKey = new Map<string, number>();
const conceptBySquashed = new Map<string, number>();
const ambiguousForms = new Set<string>();
const claim = (forms: Map<string, number>, form: string, index: number) => {
  const owner = forms.get(form);
  if (owner === undefined) forms.set(form, index);
  else if (owner !== index) ambiguousForms.add(form);
};
concepts.forEach((concept, index) => {
  for (const spelling of concept.spellings) {
    const { key, squashed } = analyseTerm(spelling);
    claim(conceptByKey, key, index);
    claim(conceptBySquashed, squashed, index);
  }
});
for (const form of ambiguousForms) {
  conceptByKey.delete(form);
  conceptBySquashed.delete(form);
}
const conceptCache = new Map<string, number>();

/**
 * The vocabulary concept of a normalised term, -1 when the vocabulary does not know it: a spelling it lists, or the
 * same words in another form ("Data Models" is "data modelling", "Workflow Automations" is "workflow automation",
 * "Road Mapping" is "roadmapping").
 */
export function conceptOf(normalisedTerm: string): number {
  const hit = conceptCache.get(normalisedTerm);
  if (hit !== undefined) return hit;
  let concept = conceptBySpelling.get(normalisedTerm);
  if (concept === undefined && normalisedTerm !== '') {
    const { key, squashed } = analyseTerm(normalisedTerm);
    concept = conceptByKey.get(key) ?? conceptBySquashed.get(squashed);
  }
  if (conceptCache.size >= CACHE_LIMIT) conceptCache.clear();
  conceptCache.set(normalisedTerm, concept ?? -1);
  return concept ?? -1;
}

SKILL_CONCEPTS.forEach((concept, index) => {
  if (concept.broader) concepts[index]!.parent = conceptOf(normaliseTerm(concept.broader));
});
for (const concept of concepts) {
  const ancestors: number[] = [];
  for (let at = concept.parent; at >= 0 && !ancestors.includes(at); at = concepts[at]!.parent) ancestors.push(at);
  concept.ancestors = ancestors;
}
/** Every concept below each concept (children, grandchildren, …). */
const descendants = concepts.map(() => [] as number[]);
concepts.forEach((concept, index) => concept.ancestors.forEach((ancestor) => descendants[ancestor]!.push(index)));

/** The concept's canonical name ("qualification"), for reasons and breakdowns. */
export function conceptName(concept: number): string {
  return concepts[concept]?.term ?? '';
}

/** The vocabulary skill a (normalised) term is a kind of ("pecr" → "data protection"), or null when it has none. */
export function broaderTermOf(normalisedTerm: string): string | null {
  const concept = conceptOf(normalisedTerm);
  const parent = concept >= 0 ? concepts[concept]!.parent : -1;
  return parent >= 0 ? concepts[parent]!.term : null;
}

/** The concepts related to one, by relation: itself, those below it, those above it, and its siblings. */
function relatedConcepts(concept: number): Map<number, TSkillRelation> {
  const related = new Map<number, TSkillRelation>([[concept, 'same']]);
  for (const child of descendants[concept]!) if (!related.has(child)) related.set(child, 'narrower');
  const own = concepts[concept]!;
  for (const ancestor of own.ancestors) if (!related.has(ancestor)) related.set(ancestor, 'broader');
  // Siblings only under a narrow parent (Tableau and Power BI under dashboards); under a whole area they are noise.
  const siblings = own.parent >= 0 ? descendants[own.parent]!.filter((c) => concepts[c]!.parent === own.parent) : [];
  if (siblings.length <= MAX_SIBLINGS)
    for (const sibling of siblings) if (!related.has(sibling)) related.set(sibling, 'sibling');
  return related;
}

// ---------------------------------------------------------------------------------------------------------------
// Words: how two terms relate when the vocabulary does not know one of them
// ---------------------------------------------------------------------------------------------------------------

/**
 * Whether every word of `a` is in `b`, a compound read either way: "cashflow" is in "cash flow forecasting", and
 * "road map" is in "roadmapping".
 */
function wordsWithin(a: readonly string[], b: readonly string[]): boolean {
  const units = new Set(b);
  for (let i = 0; i + 1 < b.length; i++) units.add(b[i]! + b[i + 1]!);
  for (let i = 0; i < a.length;) {
    if (units.has(a[i]!)) i += 1;
    else if (i + 1 < a.length && units.has(a[i]! + a[i + 1]!)) i += 2;
    else return false;
  }
  return true;
}

/**
 * Two terms compared word by word (stemmed, fillers left out): the same words in any order or form are the same
 * skill; an expert's term that has every requested word and more is narrower ("Cash Flow Forecasting" for "cash
 * forecasting"); one whose words are all in the request is broader ("SQL" for "SQL queries"). Terms that only share
 * some words ("pipeline stages", "pipeline management") are not related by words alone.
 */
export function wordRelation(requested: TAnalysedTerm, expert: TAnalysedTerm): TSkillRelation | null {
  if (requested.squashed === expert.squashed) return 'same';
  // In any order, unless the vocabulary knows the two orders as two skills.
  if (requested.key === expert.key) return ambiguousForms.has(requested.key) ? null : 'same';
  const requestedWithin = wordsWithin(requested.words, expert.words);
  const expertWithin = wordsWithin(expert.words, requested.words);
  if (requestedWithin && expertWithin) return 'same';
  if (requestedWithin) return 'narrower';
  if (expertWithin) return 'broader';
  return null;
}

const RELATION_ORDER: readonly TSkillRelation[] = ['same', 'narrower', 'broader', 'sibling'];
const better = (a: TSkillRelation | null, b: TSkillRelation | null) =>
  a === null ? b : b === null ? a : RELATION_ORDER.indexOf(a) <= RELATION_ORDER.indexOf(b) ? a : b;

/** The spellings a term goes by: the vocabulary's for a known concept, else the term itself. */
const spellingsOf = (term: string, concept: number) => (concept >= 0 ? concepts[concept]!.spellings : [term]);

/**
 * How an expert's (normalised) term relates to a requested one. Between two skills the vocabulary knows, the
 * vocabulary decides (same, narrower, broader, sibling or unrelated); when it does not know one of them, their
 * words do (see `wordRelation`), over every spelling of the known one. Each distinct expert term is worked out
 * once per requested skill, so ranking many experts costs one lookup per skill they list.
 */
export function skillMatcher(requested: string): (expertTerm: string) => TSkillMatch | null {
  let matcher = matchers.get(requested);
  if (!matcher) {
    if (matchers.size >= MATCHERS_LIMIT) matchers.clear();
    matchers.set(requested, (matcher = createMatcher(requested)));
  }
  return matcher;
}

/** Matchers are kept per requested term: requests ask for the same skills again and again. */
const MATCHERS_LIMIT = 2_000;
const MATCHER_CACHE_LIMIT = 5_000;
const matchers = new Map<string, (expertTerm: string) => TSkillMatch | null>();

function createMatcher(requested: string): (expertTerm: string) => TSkillMatch | null {
  const concept = conceptOf(requested);
  const related = concept >= 0 ? relatedConcepts(concept) : null;
  const requestedForms = spellingsOf(requested, concept).map(analyseTerm);
  const cache = new Map<string, TSkillMatch | null>();
  return (expertTerm) => {
    const hit = cache.get(expertTerm);
    if (hit !== undefined) return hit;
    let relation: TSkillRelation | null = null;
    const other = expertTerm === requested ? concept : conceptOf(expertTerm);
    if (expertTerm === requested) relation = 'same';
    else if (related && other >= 0) relation = related.get(other) ?? null;
    else if (expertTerm !== '') {
      const expertForms = spellingsOf(expertTerm, other).map(analyseTerm);
      for (const a of requestedForms) for (const b of expertForms) relation = better(relation, wordRelation(a, b));
    }
    const match = relation === null ? null : MATCHES[relation];
    if (cache.size >= MATCHER_CACHE_LIMIT) cache.clear();
    cache.set(expertTerm, match);
    return match;
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Reading a requested skill: typos, and phrases made of known skills
// ---------------------------------------------------------------------------------------------------------------

/** Every spelling the vocabulary knows, folded: the targets of typo correction. */
const knownSpellings = [...conceptBySpelling.keys()];

/** Optimal string alignment distance, giving up past `limit` (typos are one or two keys away). */
function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) rows.push([i, ...new Array<number>(b.length).fill(0)]);
  for (let j = 0; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    let best = Number.POSITIVE_INFINITY;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = value;
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
  }
  return rows[a.length]![b.length]!;
}

const knownWords = [...new Set(knownSpellings.flatMap((spelling) => spelling.split(' ')))];
/** Known words by stem: a word in another form ("processes") is not a typo. */
const knownStems = new Set(knownWords.map(stemWord));

/** The known spelling (or word) one typo away — two for long words — or null. Short words are never corrected. */
function nearest(term: string, candidates: readonly string[]): string | null {
  if (term.length < 5) return null;
  const limit = term.length >= 9 ? 2 : 1;
  let best: string | null = null;
  let bestDistance = limit + 1;
  for (const candidate of candidates) {
    const distance = editDistance(term, candidate, limit);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

/** The known word a word stands for: itself when known in some form, else one typo away, else itself. */
const correctWord = (word: string) => (knownStems.has(stemWord(word)) ? word : (nearest(word, knownWords) ?? word));

/**
 * The known skills a phrase is made of, as whole words, longest first and not overlapping ("figma prototype" →
 * figma, prototype; "sales rep onboarding in HubSpot" → sales rep onboarding, hubspot). Filler words are never a
 * skill on their own ("make our sales team better" is about sales, not the automation tool Make), and a skill that
 * is broader than another one found adds nothing ("zapier automation" is Zapier).
 */
function knownParts(words: readonly string[]): string[] {
  const taken = words.map(() => false);
  const found: { at: number; term: string; concept: number }[] = [];
  for (let length = words.length - 1; length >= 1; length--)
    for (let start = 0; start + length <= words.length; start++) {
      if (taken.slice(start, start + length).some(Boolean)) continue;
      const span = words.slice(start, start + length);
      if (span.every(isFillerWord)) continue;
      const part = span.join(' ');
      const concept = part.length >= 3 ? conceptOf(part) : -1;
      if (concept < 0) continue;
      for (let i = start; i < start + length; i++) taken[i] = true;
      found.push({ at: start, term: part, concept });
    }
  found.sort((a, b) => a.at - b.at);
  const kept = found.filter(
    (part, index) =>
      found.findIndex((other) => other.concept === part.concept) === index &&
      !found.some((other) => concepts[other.concept]!.ancestors.includes(part.concept)),
  );
  return kept.map((part) => part.term);
}

/** A requested skill as matching reads it: one term, and the known skills it is made of when it is a phrase of them. */
export type TReadSkill = { term: string; parts: readonly string[] };

const readCache = new Map<string, TReadSkill>();

/**
 * A requested skill as matching reads it: normalised; when the vocabulary does not know it (in any word form),
 * corrected to the known spelling one typo away ("Tablaeu" → "tableau"), word by word for phrases ("sales
 * enablment" → "sales enablement"). A phrase the vocabulary still does not know is read through the known skills
 * inside it: one → that skill ("Power Automate approvals" → "power automate"); several → a phrase of parts, each
 * counted ("figma prototype" → figma and prototype); none → the phrase, compared word by word. The engine and the
 * SQL prefilter both read skills this way.
 */
export function readRequestedSkill(raw: string): TReadSkill {
  const hit = readCache.get(raw);
  if (hit) return hit;
  const read = readUncached(raw);
  if (readCache.size >= CACHE_LIMIT) readCache.clear();
  readCache.set(raw, read);
  return read;
}

function readUncached(raw: string): TReadSkill {
  const term = normaliseTerm(raw);
  if (term === '' || conceptOf(term) >= 0) return { term, parts: [] };
  const whole = nearest(term, knownSpellings);
  if (whole) return { term: whole, parts: [] };
  const corrected = normaliseTerm(term.split(' ').map(correctWord).join(' '));
  if (conceptOf(corrected) >= 0) return { term: corrected, parts: [] };
  const parts = knownParts(corrected.split(' '));
  if (parts.length === 1) return { term: parts[0]!, parts: [] };
  return { term: parts.length > 1 ? corrected : term, parts };
}

/** The term a requested skill is read as (see `readRequestedSkill`). */
export function resolveRequestedSkill(raw: string): string {
  return readRequestedSkill(raw).term;
}

// ---------------------------------------------------------------------------------------------------------------
// Specificity and the prefilter
// ---------------------------------------------------------------------------------------------------------------

/**
 * Every normalised spelling of the vocabulary that relates to the requested term, with its credit: the term
 * itself, its synonyms, and the spellings of narrower, broader and sibling concepts. The SQL prefilter searches
 * them (with the pool's own spellings, see `prefilterSkillTerms`).
 */
export function relatedSpellings(requested: string): Map<string, TSkillMatch> {
  const related = new Map<string, TSkillMatch>([[requested, MATCHES.same]]);
  const concept = conceptOf(requested);
  if (concept < 0) return related;
  for (const [other, relation] of relatedConcepts(concept))
    for (const spelling of concepts[other]!.spellings)
      if (!related.has(spelling)) related.set(spelling, MATCHES[relation]);
  return related;
}

/** A match that finds a candidate: the same skill or a narrower one (credit 0.85 or more). */
const finds = (match: TSkillMatch | null) => match !== null && match.credit >= SKILL_CREDIT.narrower;

/**
 * The experts who hold a requested skill (the same skill or a narrower one, as the engine reads them), counted from
 * a frequency table of normalised expert skills: the "document frequency" behind the skill's specificity. With the
 * pool's terms, every term the engine credits is counted; without them, the vocabulary's spellings.
 */
export function holdersOf(requested: string, pool: Pick<TSkillPool, 'countOf' | 'terms'>): number {
  if (pool.terms) {
    let counted = holdersByPool.get(pool.terms);
    if (!counted) holdersByPool.set(pool.terms, (counted = new Map()));
    const hit = counted.get(requested);
    if (hit !== undefined) return hit;
    const match = skillMatcher(requested);
    let holders = 0;
    for (const term of pool.terms) if (finds(match(term))) holders += pool.countOf(term);
    counted.set(requested, holders);
    return holders;
  }
  let holders = 0;
  for (const [spelling, match] of relatedSpellings(requested)) if (finds(match)) holders += pool.countOf(spelling);
  return holders;
}

/** Holders of each requested term, per pool (a pool is read at most every few minutes, and asked for again). */
const holdersByPool = new WeakMap<readonly string[], Map<string, number>>();

/**
 * How much a requested skill counts: rarer skills more than common ones (inverse document frequency over the expert
 * pool, 1 + ln((N + 1) / (holders + 1))). Without a pool, or for a skill nobody holds (which tells experts apart in
 * nothing), it counts 1.
 */
export function specificity(holders: number, poolSize: number): number {
  if (!(poolSize > 0) || !(holders > 0)) return 1;
  return 1 + Math.log((poolSize + 1) / (Math.max(0, holders) + 1));
}

/**
 * What the SQL prefilter searches for each requested skill: the spellings that give it (nearly) full credit, which
 * find candidates, and those that give partial credit, which only rank — the vocabulary's spellings, and every skill
 * the pool's experts list (`pool.terms`) that the engine would credit, so the prefilter reads skills exactly as the
 * scoring does and the best fit is never cut before it. A phrase of known skills ("figma prototype") is found
 * through its whole and through its rarest part (an expert who has every part has that one). Two spellings of one
 * skill are one skill.
 */
export function prefilterSkillTerms(rawSkills: readonly string[], pool?: TSkillPool): TPrefilterSkill[] {
  const poolTerms = pool?.terms ?? NO_TERMS;
  let perPool = prefilterByPool.get(poolTerms);
  if (!perPool) prefilterByPool.set(poolTerms, (perPool = new Map()));
  const terms: string[] = [];
  const groups: TPrefilterSkill[] = [];
  for (const raw of rawSkills) {
    const read = readRequestedSkill(raw);
    // Two spellings of one skill are one skill.
    if (read.term === '' || terms.some((other) => skillMatcher(other)(read.term)?.relation === 'same')) continue;
    terms.push(read.term);
    const key = [read.term, ...read.parts].join('|');
    let group = perPool.get(key);
    if (!group) {
      group = prefilterGroup(read, pool);
      if (perPool.size >= 1_000) perPool.clear();
      perPool.set(key, group);
    }
    groups.push(group);
  }
  return groups;
}

/** Per requested skill, what the prefilter searches: see `prefilterSkillTerms`. */
export type TPrefilterSkill = { strong: string[]; related: string[] };

const NO_TERMS: readonly string[] = [];
const prefilterByPool = new WeakMap<readonly string[], Map<string, TPrefilterSkill>>();

/**
 * The spellings the engine credits for a term, those that find and those that only rank: the pool's skills it
 * relates to, and the vocabulary's spellings of the term itself (an expert vetted since the pool was read may use
 * one). Other vocabulary spellings nobody in the pool lists would only lengthen the arrays every row is tested
 * against; without a pool, every vocabulary spelling.
 */
function spellingsFor(term: string, pool: TSkillPool | undefined): { strong: Set<string>; related: Set<string> } {
  const strong = new Set<string>();
  const related = new Set<string>();
  for (const [spelling, match] of relatedSpellings(term))
    if (!pool || match.relation === 'same' || pool.countOf(spelling) > 0)
      (finds(match) ? strong : related).add(spelling);
  const match = skillMatcher(term);
  for (const poolTerm of pool?.terms ?? NO_TERMS) {
    const found = match(poolTerm);
    if (found) (finds(found) ? strong : related).add(poolTerm);
  }
  return { strong, related };
}

function prefilterGroup(read: TReadSkill, pool: TSkillPool | undefined): TPrefilterSkill {
  const { strong, related } = spellingsFor(read.term, pool);
  if (read.parts.length > 0) {
    // An expert who has every part has the rarest: it finds them. Other parts earn half credit at most; they are
    // left to the scoring.
    const holders = (part: string) => (pool ? holdersOf(part, pool) : 0);
    const rarest = read.parts.reduce((best, part) => (holders(part) < holders(best) ? part : best));
    const found = spellingsFor(rarest, pool);
    for (const spelling of found.strong) strong.add(spelling);
    for (const spelling of found.related) related.add(spelling);
  }
  for (const spelling of strong) related.delete(spelling);
  return { strong: [...strong], related: [...related] };
}

/** A pool's skill frequencies from experts in memory, counted as the experts service counts stored profiles. */
export function skillPoolOf(experts: readonly { skills: readonly string[] }[]): TSkillPool {
  const counts = new Map<string, number>();
  for (const expert of experts)
    for (const term of normaliseTerms(expert.skills)) counts.set(term, (counts.get(term) ?? 0) + 1);
  return { size: experts.length, countOf: (skill) => counts.get(skill) ?? 0, terms: [...counts.keys()] };
}
