import { AUDIENCE_CLAUSE, PROSE_AMBIGUOUS, TOOL_SPELLINGS, WORK_PHRASES } from './client-phrases';
import { normaliseTerm, stemWord } from './normalise-term';
import { conceptName, conceptOf } from './skill-match';
import { SKILL_CONCEPTS } from './skill-vocabulary';

/** Where a request's skill was read: which part of the brief, and the client's own words there. */
export type TSkillSource = { field: 'goal' | 'context' | 'constraints' | 'proposal'; phrase: string };
export type TSkillRead = { skill: string; sources: TSkillSource[] };

const MAX_WINDOW = 5;
/** Words that never start or end a phrase worth reading ("our pickers" is read as "pickers"). */
const EDGE_WORDS = new Set(
  'a an the our we us my your their its it this that these those to of for and or in on at by with from is are was be been too very more less all any every some so as into per than then just need want get make do our'.split(
    ' ',
  ),
);
/** Words a misspelling must not be corrected to: too short to tell a typo from another word. */
const MIN_CORRECTED_LENGTH = 5;

const stemmed = (words: readonly string[]) => words.map(stemWord).join(' ');
const wordsOf = (text: string) => normaliseTerm(text).split(' ').filter(Boolean);

const workPhrases = new Map(Object.entries(WORK_PHRASES).map(([phrase, skills]) => [stemmed(wordsOf(phrase)), skills]));
const tools = new Set(TOOL_SPELLINGS.map(normaliseTerm));
const ambiguous = new Set(PROSE_AMBIGUOUS.map((word) => stemWord(normaliseTerm(word))));
const termOfConcept = new Map(SKILL_CONCEPTS.map((concept) => [normaliseTerm(concept.term), concept.term]));

/** Every word the vocabulary and the work phrases are written with, to correct a misspelt word to. */
const knownWords = new Set<string>();
for (const concept of SKILL_CONCEPTS)
  for (const spelling of [concept.term, ...(concept.synonyms ?? [])])
    for (const word of wordsOf(spelling)) knownWords.add(word);
for (const phrase of Object.keys(WORK_PHRASES)) for (const word of wordsOf(phrase)) knownWords.add(word);
const knownStems = new Set([...knownWords].map(stemWord));

/** Damerau–Levenshtein distance of at most one: one letter added, dropped, changed or two swapped. */
function oneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1 || a === b) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length)
    return (
      a.slice(i + 1) === b.slice(i + 1) || (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2))
    );
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** A word the vocabulary does not know, corrected to the one known word a single typo away ("pickng" → "picking"). */
function corrected(word: string): string {
  if (word.length < MIN_CORRECTED_LENGTH || knownWords.has(word) || knownStems.has(stemWord(word))) return word;
  const near = [...knownWords].filter((known) => known.length >= MIN_CORRECTED_LENGTH && oneEditApart(word, known));
  return near.length === 1 ? near[0]! : word;
}

const ACRONYMS = new Set(
  'ai aws bi cac ci cd crm csrd dora dpia dsar erp esg fmea gdpr hr ico icp iso kpi llm mlops nps okrs pecr rag ropa rpa sdr seo sla sop spc sql ui ux wms'.split(
    ' ',
  ),
);

/** Names written with inner capitals. */
const CAMEL_CASE: Readonly<Record<string, string>> = { hubspot: 'HubSpot', linkedin: 'LinkedIn', revops: 'RevOps' };

/** A concept's canonical name as a profile writes it: "kpi design" → "KPI Design", "ci/cd" → "CI/CD". */
export function skillDisplayName(term: string): string {
  return term
    .split(' ')
    .map((word) =>
      word
        .split('/')
        .map((part) =>
          ACRONYMS.has(part) ? part.toUpperCase() : (CAMEL_CASE[part] ?? part.charAt(0).toUpperCase() + part.slice(1)),
        )
        .join('/'),
    )
    .join(' ');
}

/** Skills in one phrase of text: a work phrase's skills, else the vocabulary concept it spells; none for a tool. */
function skillsOfPhrase(words: readonly string[], toolsCount: boolean): string[] | null {
  const work = workPhrases.get(stemmed(words));
  if (work) return [...work];
  const phrase = words.join(' ');
  if (words.length === 1 && ambiguous.has(stemWord(phrase))) return null;
  const concept = conceptOf(normaliseTerm(phrase));
  if (concept < 0) return null;
  if (tools.has(phrase) && !toolsCount) return [];
  const name = conceptName(concept);
  return [skillDisplayName(termOfConcept.get(name) ?? name)];
}

/**
 * The skills a piece of the client's text names, longest phrase first, each with the words it was read from: a
 * described need ("picking time") gives the skills that meet it, a spelling of a vocabulary skill (synonyms and word
 * forms included, a single typo corrected) gives that skill. Products named where `toolsCount` is false (the
 * context, the constraints) are left out; words that are not skills give nothing.
 */
export function readSkillsFrom(text: string, field: TSkillSource['field'], toolsCount: boolean): TSkillRead[] {
  const found = new Map<string, TSkillRead>();
  for (const clause of text.split(/[.,;:!?()\n]+|\s[-–]\s/)) {
    const original = clause.replace(AUDIENCE_CLAUSE, '$1').replace(/['’]/g, '').trim().split(/\s+/).filter(Boolean);
    const words = original.map((word) => corrected(normaliseTerm(word))).filter(Boolean);
    if (words.length !== original.length) continue;
    for (let start = 0; start < words.length;) {
      let step = 1;
      for (let size = Math.min(MAX_WINDOW, words.length - start); size >= 1; size--) {
        const window = words.slice(start, start + size);
        if (EDGE_WORDS.has(window[0]!) || EDGE_WORDS.has(window[size - 1]!)) continue;
        const skills = skillsOfPhrase(window, toolsCount);
        if (skills === null) continue;
        const phrase = original.slice(start, start + size).join(' ');
        for (const skill of skills) {
          const read = found.get(skill.toLowerCase()) ?? { skill, sources: [] };
          if (!read.sources.some((source) => source.phrase === phrase)) read.sources.push({ field, phrase });
          found.set(skill.toLowerCase(), read);
        }
        step = size;
        break;
      }
      start += step;
    }
  }
  return [...found.values()];
}

/** Readings merged by skill, sources kept in order. */
export function mergeReadings(readings: readonly TSkillRead[]): TSkillRead[] {
  const merged = new Map<string, TSkillRead>();
  for (const read of readings) {
    const known = merged.get(read.skill.toLowerCase());
    if (known)
      known.sources.push(
        ...read.sources.filter((s) => !known.sources.some((k) => k.phrase === s.phrase && k.field === s.field)),
      );
    else merged.set(read.skill.toLowerCase(), { skill: read.skill, sources: [...read.sources] });
  }
  return [...merged.values()];
}

/** Every skill of the vocabulary, as profiles write it, A–Z: what an admin may add to a request. */
export const VOCABULARY_SKILLS: readonly string[] = [...termOfConcept.values()]
  .map(skillDisplayName)
  .sort((a, b) => a.localeCompare(b));

/** The vocabulary skill a typed spelling names ("search engine optimisation" → "SEO"), or null for none. */
export function vocabularySkill(text: string): string | null {
  const concept = conceptOf(normaliseTerm(text));
  if (concept < 0) return null;
  const name = conceptName(concept);
  return skillDisplayName(termOfConcept.get(name) ?? name);
}
