import { domainGroupOf, normaliseCountry, normaliseLanguage, normaliseTerm, normaliseTerms } from './normalise-term';
import { createOffsetLookup } from './time-zone';
import type { TMatchRequest } from './types';

/** Required terms and their positions, so coverage can be counted without building a set per expert. */
export type TTermIndex = { terms: readonly string[]; position: ReadonlyMap<string, number> };

/** A request with every term normalised once, shared by all the experts ranked against it. */
export type TPreparedRequest = {
  request: TMatchRequest;
  now: Date;
  skills: TTermIndex;
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

export function prepareRequest(request: TMatchRequest, now: Date): TPreparedRequest {
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
    skills: termIndex(request.requiredSkills),
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
