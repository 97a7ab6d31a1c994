import { normaliseTerm, normaliseTerms } from './normalise-term';
import type { TSkillPool } from './types';
import { SKILL_CONCEPTS } from './skill-vocabulary';

/**
 * How an expert's skill relates to a requested one, through the skills vocabulary: the same concept (any spelling),
 * a narrower one (MEDDIC for "qualification"), a broader one ("dashboards" for "Power BI") or a sibling (Tableau for
 * "Power BI").
 */
export type TSkillRelation = 'same' | 'narrower' | 'broader' | 'sibling';

/** Credit per relation: the same skill counts fully, a specific tool for a generic need nearly so, the rest in part. */
export const SKILL_CREDIT: Record<TSkillRelation, number> = { same: 1, narrower: 0.85, broader: 0.5, sibling: 0.25 };

/** A parent with more direct children than this is an area, not a family of alternatives. */
const MAX_SIBLINGS = 6;

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
SKILL_CONCEPTS.forEach((concept, index) => {
  if (concept.broader) concepts[index]!.parent = conceptBySpelling.get(normaliseTerm(concept.broader)) ?? -1;
});
for (const concept of concepts) {
  const ancestors: number[] = [];
  for (let at = concept.parent; at >= 0 && !ancestors.includes(at); at = concepts[at]!.parent) ancestors.push(at);
  concept.ancestors = ancestors;
}
const children = concepts.map(() => [] as number[]);
concepts.forEach((concept, index) => concept.ancestors.forEach((ancestor) => children[ancestor]!.push(index)));

/** The vocabulary concept of a normalised term, -1 when the vocabulary does not know it. */
export function conceptOf(normalisedTerm: string): number {
  return conceptBySpelling.get(normalisedTerm) ?? -1;
}

/** The concept's canonical name ("qualification"), for reasons and breakdowns. */
export function conceptName(concept: number): string {
  return concepts[concept]?.term ?? '';
}

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

/** The longest known spelling inside a longer phrase, as whole words ("sales rep onboarding" → "onboarding"). */
function longestKnownPart(words: readonly string[]): string | null {
  for (let length = words.length - 1; length >= 1; length--)
    for (let start = 0; start + length <= words.length; start++) {
      const part = words.slice(start, start + length).join(' ');
      if (part.length >= 3 && conceptBySpelling.has(part)) return part;
    }
  return null;
}

/**
 * A requested skill as matching reads it: normalised; when the vocabulary does not know it, corrected to the known
 * spelling one typo away ("Tablaeu" → "tableau"), word by word for phrases ("sales enablment" → "sales
 * enablement"), and a phrase the vocabulary does not know is read as the longest known skill inside it ("pipeline
 * hygiene" → "pipeline"). Unknown terms stay as typed. The engine and the SQL prefilter both read skills this way.
 */
export function resolveRequestedSkill(raw: string): string {
  const term = normaliseTerm(raw);
  if (term === '' || conceptBySpelling.has(term)) return term;
  const whole = nearest(term, knownSpellings);
  if (whole) return whole;
  const words = term.split(' ').map((word) => (knownWords.includes(word) ? word : (nearest(word, knownWords) ?? word)));
  const corrected = normaliseTerm(words.join(' '));
  if (conceptBySpelling.has(corrected)) return corrected;
  return longestKnownPart(corrected.split(' ')) ?? term;
}

/**
 * Every normalised spelling an expert may list that relates to the requested term, with its credit: the term
 * itself, its synonyms, and the spellings of narrower, broader and sibling concepts. Built once per request, so an
 * expert's skill is scored with one lookup; the SQL prefilter searches the same spellings.
 */
export function relatedSpellings(requested: string): Map<string, { relation: TSkillRelation; credit: number }> {
  const related = new Map<string, { relation: TSkillRelation; credit: number }>();
  const add = (spellings: readonly string[], relation: TSkillRelation) => {
    for (const spelling of spellings)
      if (!related.has(spelling)) related.set(spelling, { relation, credit: SKILL_CREDIT[relation] });
  };
  add([requested], 'same');
  const concept = conceptOf(requested);
  if (concept < 0) return related;
  const own = concepts[concept]!;
  add(own.spellings, 'same');
  for (const child of children[concept]!) add(concepts[child]!.spellings, 'narrower');
  for (const ancestor of own.ancestors) add(concepts[ancestor]!.spellings, 'broader');
  // Siblings only under a narrow parent (Tableau and Power BI under dashboards); under a whole area they are noise.
  const parentChildren = own.parent >= 0 ? children[own.parent]!.filter((c) => concepts[c]!.parent === own.parent) : [];
  if (parentChildren.length <= MAX_SIBLINGS)
    for (const sibling of parentChildren) add(concepts[sibling]!.spellings, 'sibling');
  return related;
}

/**
 * The experts who hold a requested skill (the same concept or a narrower one), counted from a frequency table of
 * normalised expert skills: the "document frequency" behind the skill's specificity.
 */
export function holdersOf(requested: string, countOf: (spelling: string) => number): number {
  const concept = conceptOf(requested);
  if (concept < 0) return countOf(requested);
  let holders = 0;
  for (const index of [concept, ...children[concept]!])
    for (const spelling of concepts[index]!.spellings) holders += countOf(spelling);
  return holders;
}

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
 * What the SQL prefilter searches for each requested skill: the spellings that give it (nearly) full credit (they
 * find candidates) and those that give partial credit (they only rank) — the same understanding as the scoring, so
 * the best fit is never cut before it. Two spellings of one skill are one skill.
 */
export function prefilterSkillTerms(rawSkills: readonly string[]): { strong: string[]; related: string[] }[] {
  const seen = new Set<string>();
  const groups: { strong: string[]; related: string[] }[] = [];
  for (const raw of rawSkills) {
    const term = resolveRequestedSkill(raw);
    if (term === '' || seen.has(term)) continue;
    const strong: string[] = [];
    const related: string[] = [];
    for (const [spelling, match] of relatedSpellings(term)) {
      if (match.relation === 'same') seen.add(spelling);
      (match.relation === 'same' || match.relation === 'narrower' ? strong : related).push(spelling);
    }
    groups.push({ strong, related });
  }
  return groups;
}

/** A pool's skill frequencies from experts in memory, counted as the experts service counts stored profiles. */
export function skillPoolOf(experts: readonly { skills: readonly string[] }[]): TSkillPool {
  const counts = new Map<string, number>();
  for (const expert of experts)
    for (const term of normaliseTerms(expert.skills)) counts.set(term, (counts.get(term) ?? 0) + 1);
  return { size: experts.length, countOf: (skill) => counts.get(skill) ?? 0 };
}
