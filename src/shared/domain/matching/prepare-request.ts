import { domainGroupOf, normaliseCountry, normaliseLanguage, normaliseTerm, normaliseTerms } from './normalise-term';
import { holdersOf, relatedSpellings, resolveRequestedSkill, specificity, type TSkillRelation } from './skill-match';
import { createOffsetLookup } from './time-zone';
import type { TMatchRequest, TSkillPool } from './types';

/** Required terms and their positions, so coverage can be counted without building a set per expert. */
export type TTermIndex = { terms: readonly string[]; position: ReadonlyMap<string, number> };

/** A requested skill: as the client wrote it, as matching reads it, how much it counts, and what relates to it. */
export type TRequestedSkill = {
  label: string;
  term: string;
  /** Specificity over the expert pool (rarer counts more), 1 without a pool. */
  weight: number;
  /** Normalised spellings an expert may list for it, with their relation and credit. */
  related: ReadonlyMap<string, { relation: TSkillRelation; credit: number }>;
};

/** A request with every term normalised once, shared by all the experts ranked against it. */
export type TPreparedRequest = {
  request: TMatchRequest;
  now: Date;
  skills: readonly TRequestedSkill[];
  outcomes: TTermIndex;
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

/** The request's skills, corrected and de-duplicated (two spellings of one skill are one skill). */
function requestedSkills(raw: readonly string[], pool: TSkillPool | undefined): TRequestedSkill[] {
  const seen = new Set<string>();
  const skills: TRequestedSkill[] = [];
  for (const label of raw) {
    const term = resolveRequestedSkill(label);
    if (term === '' || seen.has(term)) continue;
    seen.add(term);
    const related = relatedSpellings(term);
    for (const [spelling, match] of related) if (match.relation === 'same') seen.add(spelling);
    const weight = pool ? specificity(holdersOf(term, pool.countOf), pool.size) : 1;
    skills.push({ label: label.trim(), term, weight, related });
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
  return {
    request,
    now,
    skills: requestedSkills(request.requiredSkills, pool),
    outcomes: termIndex(request.outcomeTags),
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
