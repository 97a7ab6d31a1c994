import { domainGroupOf, normaliseTerm } from './normalise-term';
import { countCovered, type TPreparedRequest, type TRequestedSkill } from './prepare-request';
import type { TSkillRelation } from './skill-match';
import type { TMatchExpert } from './types';

/** What every factor answers when the request does not say what it wants: the same for everyone, so rank-neutral. */
export const NEUTRAL = 0.5;

/** The expert's best match for one requested skill: which of their skills, how it relates, and its credit. */
export type TSkillEvidence = {
  requested: string;
  relation: TSkillRelation | null;
  /** The expert's own skill, as they wrote it. */
  via: string | null;
  credit: number;
};

/**
 * The expert's best evidence for one requested skill, among their skills and the outcomes they deliver (an expert
 * whose outcome is "Cycle Time Reduction" can reduce cycle time, whether or not they list it as a skill).
 */
function bestMatch(skill: TRequestedSkill, expert: TMatchExpert): TSkillEvidence {
  let best: TSkillEvidence = { requested: skill.label, relation: null, via: null, credit: 0 };
  for (const list of [expert.skills, expert.outcomeTags])
    for (const raw of list) {
      const match = skill.related.get(normaliseTerm(raw));
      if (match && match.credit > best.credit)
        best = { requested: skill.label, relation: match.relation, via: raw, credit: match.credit };
    }
  return best;
}

/** For each requested skill, the expert's best match (none: credit 0). */
export function skillEvidence(p: TPreparedRequest, expert: TMatchExpert): TSkillEvidence[] {
  return p.skills.map((skill) => bestMatch(skill, expert));
}

/**
 * Skills: the requested skills the expert has, each weighted by its specificity and credited by relation (the
 * same skill 1, a narrower one 0.85, broader 0.5, sibling 0.4): Σ weight·credit / Σ weight. None requested → not
 * stated.
 */
export function skillsFactor(p: TPreparedRequest, expert: TMatchExpert): number {
  if (p.skills.length === 0) return NEUTRAL;
  let sum = 0;
  let total = 0;
  for (const skill of p.skills) {
    sum += skill.weight * bestMatch(skill, expert).credit;
    total += skill.weight;
  }
  return sum / total;
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
