import { domainGroupOf, normaliseTerm } from './normalise-term';
import type { TPreparedRequest, TRequestedSkill, TSkillTarget } from './prepare-request';
import { SKILL_CREDIT } from './skill-match';
import type { TMatchExpert, TSkillEvidence, TSkillRelation } from './types';

/** What every factor answers when the request does not say what it wants: the same for everyone, so rank-neutral. */
export const NEUTRAL = 0.5;

/**
 * An outcome the expert delivers is evidence of a skill, but weaker than listing it: an outcome tag earns this share
 * of the credit the same term would earn as a skill ("Cash Flow" delivered is not "Cash Flow Forecasting" practised).
 */
export const OUTCOME_EVIDENCE = 0.5;

/**
 * A broad requested skill ("web development", "dashboards") met through several narrower ones (React, Node.js,
 * TypeScript) is met more fully than through one: each narrower skill after the first adds BREADTH_STEP to the
 * narrower credit, up to BREADTH_CAP (0.85, 0.9, then 0.95 from three on) — never the full credit of listing the
 * skill itself.
 */
export const BREADTH_STEP = 0.05;
export const BREADTH_CAP = 0.95;

/**
 * An expert who lists this many kinds of a broader skill has that skill (the breadth rule gives it 0.95), so another
 * kind of it they do not list is credited as through the broader skill (0.5): five data-protection skills make an
 * expert a data-protection practitioner for a PECR request, where a sibling alone earns 0.25 or, under a wide area,
 * nothing.
 */
export const AREA_DEPTH = 3;

type TBest = { relation: TSkillRelation | null; via: string | null; credit: number };

/** The expert's kinds of the skill's broader skill when there are AREA_DEPTH or more of them, else null. */
function depthInArea(skill: TSkillTarget, expert: TMatchExpert): string[] | null {
  if (skill.matchArea === null) return null;
  const kinds = new Set<string>();
  for (const raw of expert.skills) if (skill.matchArea(normaliseTerm(raw))?.relation === 'narrower') kinds.add(raw);
  return kinds.size >= AREA_DEPTH ? [...kinds] : null;
}

/**
 * The expert's best evidence for one skill to look for, among their skills and (at OUTCOME_EVIDENCE of the credit,
 * read as related) the outcomes they deliver.
 */
function bestFor(skill: TSkillTarget, expert: TMatchExpert): TBest {
  let best: TBest = { relation: null, via: null, credit: 0 };
  let narrower: string[] | null = null;
  for (const raw of expert.skills) {
    const match = skill.match(normaliseTerm(raw));
    if (!match) continue;
    if (match.relation === 'narrower') (narrower ??= []).push(raw);
    if (match.credit > best.credit) best = { relation: match.relation, via: raw, credit: match.credit };
  }
  // Several narrower skills cover more of a broad one: each further one adds BREADTH_STEP, up to the full credit.
  if (best.relation === 'narrower' && narrower !== null && narrower.length > 1) {
    const distinct = [...new Set(narrower)];
    best = {
      relation: 'narrower',
      via: distinct.join(', '),
      credit: Math.min(BREADTH_CAP, SKILL_CREDIT.narrower + BREADTH_STEP * (distinct.length - 1)),
    };
  }
  if (best.credit < SKILL_CREDIT.broader) {
    const kinds = depthInArea(skill, expert);
    if (kinds) best = { relation: 'broader', via: kinds.join(', '), credit: SKILL_CREDIT.broader };
  }
  for (const raw of expert.outcomeTags) {
    const match = skill.match(normaliseTerm(raw));
    const credit = match ? match.credit * OUTCOME_EVIDENCE : 0;
    if (match && credit > best.credit)
      best = { relation: match.relation === 'same' ? 'broader' : 'sibling', via: raw, credit };
  }
  return best;
}

const RELATION_ORDER: readonly TSkillRelation[] = ['same', 'narrower', 'broader', 'sibling'];

/**
 * A requested skill's best evidence. A phrase of known skills ("figma prototype") is also met part by part: the
 * mean of each part's best credit, so an expert with Figma and Prototyping has it in full and one with only Figma
 * in half; the relation is the weakest of the parts' when every part is met, else "broader" (a part of it).
 */
function bestMatch(skill: TRequestedSkill, expert: TMatchExpert): TSkillEvidence {
  const whole = bestFor(skill, expert);
  if (skill.parts.length > 0) {
    const parts = skill.parts.map((part) => bestFor(part, expert));
    const credit = parts.reduce((sum, part) => sum + part.credit, 0) / parts.length;
    if (credit > whole.credit) {
      const met = parts.filter((part) => part.relation !== null);
      const relation =
        met.length < parts.length
          ? 'broader'
          : met.reduce<TSkillRelation>(
              (weakest, part) =>
                RELATION_ORDER.indexOf(part.relation!) > RELATION_ORDER.indexOf(weakest) ? part.relation! : weakest,
              'same',
            );
      const via = [...new Set(met.map((part) => part.via))].join(', ');
      return { requested: skill.label, relation, via, credit };
    }
  }
  return { requested: skill.label, ...whole };
}

/** For each requested skill, the expert's best match (none: credit 0). */
export function skillEvidence(p: TPreparedRequest, expert: TMatchExpert): TSkillEvidence[] {
  return p.skills.map((skill) => bestMatch(skill, expert));
}

/**
 * Skills: the requested skills the expert has, each weighted by its specificity and credited by relation (the
 * same skill 1, a narrower one 0.85, broader 0.5, sibling 0.25; an outcome delivered half of that):
 * Σ weight·credit / Σ weight. None requested → not stated.
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

/** The expert's best credit for one requested outcome among their outcome tags (0 when none relates). */
function outcomeCredit(outcome: TSkillTarget, expert: TMatchExpert): number {
  let best = 0;
  for (const raw of expert.outcomeTags) best = Math.max(best, outcome.match(normaliseTerm(raw))?.credit ?? 0);
  for (const raw of expert.skills)
    best = Math.max(best, (outcome.match(normaliseTerm(raw))?.credit ?? 0) * OUTCOME_EVIDENCE);
  return best;
}

/**
 * Outcomes: the request's outcome tags the expert delivers, read as skills are (spellings and word forms; a
 * narrower outcome — "Automation Coverage" for "Automation" — 0.85, a broader one 0.5): the mean credit over the
 * request's tags. No tags on the request → 0.5 (not stated).
 */
export function outcomesFactor(p: TPreparedRequest, expert: TMatchExpert): number {
  const wanted = p.outcomeTargets.length;
  if (wanted === 0) return NEUTRAL;
  let sum = 0;
  for (const outcome of p.outcomeTargets) sum += outcomeCredit(outcome, expert);
  return sum / wanted;
}

/** How many of the request's outcome tags the expert delivers (the same or a narrower outcome). */
export function outcomesMet(p: TPreparedRequest, expert: TMatchExpert): number {
  return p.outcomeTargets.filter((outcome) => outcomeCredit(outcome, expert) >= SKILL_CREDIT.narrower).length;
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

/**
 * An expert whose industries name neither the client's nor a related one: their profile lists where they have worked,
 * not where they cannot, so that is experience not shown rather than a misfit — half credit, as an unknown. A related
 * industry (fintech ~ banking) sits between that and the same one.
 */
export const INDUSTRY_NOT_SHOWN = 0.5;
export const INDUSTRY_RELATED = 0.75;

/** Domain: 1 for the request's industry, 0.75 for a related one, else 0.5 (not shown); no industry → 0.5. */
export function domainFactor(p: TPreparedRequest, expert: TMatchExpert): number {
  // Same rule as domainMatch, without allocating: this runs once per expert.
  if (p.industry === '') return NEUTRAL;
  let score = INDUSTRY_NOT_SHOWN;
  for (const raw of expert.domains) {
    const term = normaliseTerm(raw);
    if (term === p.industry) return 1;
    if (p.industryGroup >= 0 && domainGroupOf(term) === p.industryGroup) score = INDUSTRY_RELATED;
  }
  return score;
}
