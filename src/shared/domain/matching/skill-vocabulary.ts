/**
 * The skills vocabulary matching understands, shipped as data (`skill-vocabulary.json`, grouped by area): each
 * concept with the other ways people write it (`synonyms`, full credit) and the more general concept it is a kind of
 * (`broader`). From `broader` the engine derives the narrower terms (MEDDIC for a "qualification" request: nearly
 * full credit), the broader ones (an expert who lists only "dashboards" for a "Power BI" request: partial credit) and
 * siblings (Tableau for Power BI: less).
 *
 * Spellings are folded like every term (case, accents, punctuation, "&"/"and", a final plural), so write them as
 * people do. A spelling belongs to one concept. Add concepts freely: nothing else needs to change.
 */
import { normaliseTerm } from './normalise-term';
import type { TSkillConcept } from './skill-concept';
import vocabulary from './skill-vocabulary.json';

export type { TSkillConcept } from './skill-concept';

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

function conceptOf(entry: unknown, group: string): TSkillConcept {
  const { term, synonyms, broader } = (entry ?? {}) as Record<string, unknown>;
  const valid =
    isText(term) &&
    (synonyms === undefined || (Array.isArray(synonyms) && synonyms.every(isText))) &&
    (broader === undefined || isText(broader));
  if (!valid) throw new Error(`skill vocabulary, ${group}: not a concept: ${JSON.stringify(entry)}`);
  return {
    term,
    ...(synonyms === undefined ? {} : { synonyms: synonyms as string[] }),
    ...(broader === undefined ? {} : { broader }),
  };
}

/**
 * The vocabulary's groups as one list, checked as it loads: each entry a concept, each `broader` a concept's term,
 * and no spelling (folded) in two concepts. A mistake in the data stops the start, with the entry it is in.
 */
export function loadVocabulary(groups: Readonly<Record<string, readonly unknown[]>>): TSkillConcept[] {
  const concepts = Object.entries(groups).flatMap(([group, entries]) =>
    entries.map((entry) => conceptOf(entry, group)),
  );
  const terms = new Set(concepts.map((concept) => concept.term));
  const owner = new Map<string, string>();
  for (const concept of concepts) {
    if (concept.broader !== undefined && !terms.has(concept.broader))
      throw new Error(`skill vocabulary: “${concept.term}” is a kind of “${concept.broader}”, which is no concept`);
    for (const spelling of [concept.term, ...(concept.synonyms ?? [])]) {
      const folded = normaliseTerm(spelling);
      const other = owner.get(folded);
      if (other !== undefined && other !== concept.term)
        throw new Error(`skill vocabulary: “${spelling}” spells both “${other}” and “${concept.term}”`);
      owner.set(folded, concept.term);
    }
  }
  return concepts;
}

export const SKILL_CONCEPTS: readonly TSkillConcept[] = loadVocabulary(vocabulary);
