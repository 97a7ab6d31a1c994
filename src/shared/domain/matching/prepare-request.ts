import { domainGroupOf, normaliseCountry, normaliseLanguage, normaliseTerm, normaliseTerms } from './normalise-term';
import {
  broaderTermOf,
  holdersOf,
  readRequestedSkill,
  skillMatcher,
  specificity,
  type TSkillMatch,
} from './skill-match';
import { createOffsetLookup } from './time-zone';
import type { TMatchRequest, TSkillPool } from './types';

/** Required terms and their positions, so coverage can be counted without building a set per expert. */
export type TTermIndex = { terms: readonly string[]; position: ReadonlyMap<string, number> };

type TMatcher = (expertTerm: string) => TSkillMatch | null;

/**
 * One skill to look for: its term, how an expert's (normalised) term relates to it, and how one relates to the
 * broader skill it is a kind of (null when it is none), to tell an expert deep in that area.
 */
export type TSkillTarget = { term: string; match: TMatcher; matchArea: TMatcher | null };

/** A requested skill: as the client wrote it, as matching reads it, how much it counts, and what relates to it. */
export type TRequestedSkill = TSkillTarget & {
  label: string;
  /** Specificity over the expert pool (rarer counts more), 1 without a pool. */
  weight: number;
  /** The known skills a phrase is made of ("figma prototype": figma, prototype), each counted; none otherwise. */
  parts: readonly TSkillTarget[];
};

/** A request with every term normalised once, shared by all the experts ranked against it. */
export type TPreparedRequest = {
  request: TMatchRequest;
  now: Date;
  skills: readonly TRequestedSkill[];
  outcomes: TTermIndex;
  /** Each requested outcome with how an expert's outcome tag relates to it (the same, a narrower or a broader one). */
  outcomeTargets: readonly TSkillTarget[];
  /** Normalised industry, '' when the request names none. */
  industry: string;
  /** Its related-industry group, -1 when none. */
  industryGroup: number;
  languages: ReadonlySet<string>;
  /** Normalised country, '' when not given. */
  country: string;
  /** The request's UTC offset in minutes at `now`, null when no (valid) time zone is given. */
  offsetMinutes: number | null;
  /** Memoised UTC offset of any zone at `now`. */
  offsetOf: (timeZone: string | null | undefined) => number | null;
};

function termIndex(raw: readonly string[]): TTermIndex {
  const terms = normaliseTerms(raw);
  return { terms, position: new Map(terms.map((term, index) => [term, index])) };
}

function target(term: string): TSkillTarget {
  const area = broaderTermOf(term);
  return { term, match: skillMatcher(term), matchArea: area === null ? null : skillMatcher(area) };
}

/**
 * The request's skills, read and de-duplicated (two spellings of one skill are one skill). A phrase of known skills
 * weighs the mean of its parts' specificity.
 */
function requestedSkills(raw: readonly string[], pool: TSkillPool | undefined): TRequestedSkill[] {
  const skills: TRequestedSkill[] = [];
  const weightOf = (term: string) => (pool ? specificity(holdersOf(term, pool), pool.size) : 1);
  for (const label of raw) {
    const read = readRequestedSkill(label);
    if (read.term === '') continue;
    // Already asked for in another spelling (or as a part of a phrase asked for before).
    if (skills.some((skill) => skill.match(read.term)?.relation === 'same')) continue;
    const parts = read.parts.map(target);
    const weight =
      parts.length > 0 ? parts.reduce((sum, part) => sum + weightOf(part.term), 0) / parts.length : weightOf(read.term);
    skills.push({ label: label.trim(), ...target(read.term), weight, parts });
  }
  return skills;
}

export function prepareRequest(request: TMatchRequest, now: Date, pool?: TSkillPool): TPreparedRequest {
  const industry = request.industry ? normaliseTerm(request.industry) : '';
  const locale = request.preferredLocale;
  const languages = new Set<string>();
  for (const language of locale?.languages ?? []) {
    const code = normaliseLanguage(language);
    if (code !== '') languages.add(code);
  }
  const offsetOf = createOffsetLookup(now);
  const outcomes = termIndex(request.outcomeTags);
  return {
    request,
    now,
    skills: requestedSkills(request.requiredSkills, pool),
    outcomes,
    outcomeTargets: outcomes.terms.map(target),
    industry,
    industryGroup: industry === '' ? -1 : domainGroupOf(industry),
    languages,
    country: locale?.country ? normaliseCountry(locale.country) : '',
    offsetMinutes: offsetOf(locale?.timeZone),
    offsetOf,
  };
}

/**
 * How many of the index's terms the expert's terms cover (each counted once, however many spellings match).
 * A bit mask for up to 30 required terms, a set beyond that.
 */
export function countCovered(index: TTermIndex, expertTerms: readonly string[]): number {
  const size = index.terms.length;
  if (size === 0 || expertTerms.length === 0) return 0;
  if (size <= 30) {
    let mask = 0;
    for (const raw of expertTerms) {
      const at = index.position.get(normaliseTerm(raw));
      if (at !== undefined) mask |= 1 << at;
    }
    let count = 0;
    for (; mask !== 0; mask &= mask - 1) count += 1;
    return count;
  }
  const covered = new Set<number>();
  for (const raw of expertTerms) {
    const at = index.position.get(normaliseTerm(raw));
    if (at !== undefined) covered.add(at);
  }
  return covered.size;
}
