import { domainGroupOf, normaliseTerm } from './normalise-term';
import { countCovered, type TPreparedRequest } from './prepare-request';
import type { TMatchExpert } from './types';

/** What every factor answers when the request does not say what it wants: the same for everyone, so rank-neutral. */
export const NEUTRAL = 0.5;

/** Skills: the share of the request's required skills the expert lists (4 of 5 → 0.8); none required → 0.5. */
export function skillsFactor(p: TPreparedRequest, expert: TMatchExpert): number {
  const required = p.skills.terms.length;
  return required === 0 ? NEUTRAL : countCovered(p.skills, expert.skills) / required;
}

/** Outcomes: the share of the request's outcome tags among the expert's tags; no tags on the request → 0.5. */
export function outcomesFactor(p: TPreparedRequest, expert: TMatchExpert): number {
  const wanted = p.outcomes.terms.length;
  return wanted === 0 ? NEUTRAL : countCovered(p.outcomes, expert.outcomeTags) / wanted;
}

export type TDomainMatch = { kind: 'exact' | 'related' | 'none' | 'unknown'; expertDomain: string | null };

/** Which of the expert's industries matches the request's: the same one, a related one, or none. */
export function domainMatch(p: TPreparedRequest, expert: TMatchExpert): TDomainMatch {
  if (p.industry === '') return { kind: 'unknown', expertDomain: null };
  let related: string | null = null;
  for (const raw of expert.domains) {
    const term = normaliseTerm(raw);
    if (term === p.industry) return { kind: 'exact', expertDomain: raw };
    if (related === null && p.industryGroup >= 0 && domainGroupOf(term) === p.industryGroup) related = raw;
  }
  return related === null ? { kind: 'none', expertDomain: null } : { kind: 'related', expertDomain: related };
}

/** Domain: 1 for the request's industry, 0.5 for a related one (fintech ~ banking), else 0; no industry → 0.5. */
export function domainFactor(p: TPreparedRequest, expert: TMatchExpert): number {
  // Same rule as domainMatch, without allocating: this runs once per expert.
  if (p.industry === '') return NEUTRAL;
  let score = 0;
  for (const raw of expert.domains) {
    const term = normaliseTerm(raw);
    if (term === p.industry) return 1;
    if (p.industryGroup >= 0 && domainGroupOf(term) === p.industryGroup) score = 0.5;
  }
  return score;
}
