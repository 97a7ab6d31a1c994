import { normaliseCountry, normaliseLanguage } from './normalise-term';
import type { TPreparedRequest } from './prepare-request';
import { formatRateBand, priceScore } from './price';
import { matchLabel } from './match-label';
import { domainMatch, outcomesMet, skillEvidence } from './term-factors';
import { offsetGapHours } from './locale';
import {
  MATCH_FACTORS,
  type TConflict,
  type TMatchBreakdown,
  type TMatchExpert,
  type TMatchFactor,
  type TMatchingWeights,
  type TSkillEvidence,
} from './types';

/** A factor is named as a strength from this score up (a neutral 0.5 "not asked" never is). */
const STRENGTH_FROM = 0.6;
/** …and as the one gap below this score, when its weight matters. */
const GAP_BELOW = 0.3;
const MAX_STRENGTHS = 3;

function hours(value: number): string {
  return String(Math.round(value * 10) / 10);
}

function outcomesFraction(p: TPreparedRequest, expert: TMatchExpert): string {
  return `${outcomesMet(p, expert)}/${p.outcomes.terms.length}`;
}

/**
 * The evidence behind the skills factor, named: "Has 4 of 4 requested skills: sales playbook, enablement,
 * onboarding; qualification through MEDDIC. Related: Power BI (has Tableau). Missing: cycle time."
 */
export function skillsSentence(evidence: readonly TSkillEvidence[]): string {
  const same = evidence.filter((item) => item.relation === 'same').map((item) => item.requested);
  const through = evidence
    .filter((item) => item.relation === 'narrower')
    .map((item) => `${item.requested} through ${item.via ?? ''}`);
  const related = evidence
    .filter((item) => item.relation === 'broader' || item.relation === 'sibling')
    .map((item) => `${item.requested} (has ${item.via ?? ''})`);
  const missing = evidence.filter((item) => item.relation === null).map((item) => item.requested);
  const has = same.length + through.length;
  const named = [same.join(', '), through.join(', ')].filter((part) => part !== '').join('; ');
  let sentence = `Has ${has} of ${evidence.length} requested skill${evidence.length === 1 ? '' : 's'}`;
  if (named !== '') sentence += `: ${named}`;
  if (related.length > 0) sentence += `. Related: ${related.join(', ')}`;
  if (missing.length > 0) sentence += `. Missing: ${missing.join(', ')}`;
  return sentence;
}

function localePhrase(p: TPreparedRequest, expert: TMatchExpert): string {
  const parts: string[] = [];
  const country = expert.locale.country ? normaliseCountry(expert.locale.country) : '';
  const expertOffset = p.offsetOf(expert.locale.timeZone);
  if (p.country !== '' && country === p.country) parts.push('same country');
  else if (p.offsetMinutes !== null && expertOffset !== null) {
    const gap = offsetGapHours(p.offsetMinutes, expertOffset);
    parts.push(gap === 0 ? 'same time zone' : `${hours(gap)} h time difference`);
  }
  const language = expert.locale.languages.find((l) => p.languages.has(normaliseLanguage(l)));
  if (language !== undefined) parts.push(`speaks ${language}`);
  return parts.length > 0 ? `locale (${parts.join(', ')})` : 'locale';
}

function historyPhrase(expert: TMatchExpert): string {
  const n = expert.completedProjects;
  const projects = `${n} completed project${n === 1 ? '' : 's'}`;
  return expert.averageRating === null ? projects : `${projects}, rated ${expert.averageRating.toFixed(1)}`;
}

function strengthPhrase(factor: TMatchFactor, p: TPreparedRequest, expert: TMatchExpert): string {
  switch (factor) {
    case 'skills':
      return skillsSentence(skillEvidence(p, expert));
    case 'domain': {
      const match = domainMatch(p, expert);
      return match.kind === 'exact'
        ? `domain (${(p.request.industry ?? '').trim()})`
        : `a related domain (${match.expertDomain ?? ''})`;
    }
    case 'outcomes':
      return `outcomes (${outcomesFraction(p, expert)} tags)`;
    case 'availability':
      return `available ${hours(expert.weeklyAvailabilityHours ?? 0)} h/week`;
    case 'locale':
      return localePhrase(p, expert);
    case 'price': {
      const band = formatRateBand(expert.hourlyRate, expert.currency) ?? 'the rate';
      return priceScore(p, expert).fit === 'fits' ? `${band} fits the budget` : `${band} mostly fits the budget`;
    }
    case 'vetting':
      return `vetting score ${(expert.vettingScore ?? 0).toFixed(2)}`;
    case 'history':
      return historyPhrase(expert);
  }
}

function gapPhrase(factor: TMatchFactor, p: TPreparedRequest, expert: TMatchExpert): string {
  switch (factor) {
    case 'skills':
      return skillsSentence(skillEvidence(p, expert));
    case 'domain': {
      const industry = (p.request.industry ?? '').trim();
      // Industry experience counts as far as the skills are the requested ones (factors.ts).
      return domainMatch(p, expert).kind === 'none'
        ? `no ${industry} experience`
        : `${industry} experience is in other work than the requested skills`;
    }
    case 'outcomes': {
      const fraction = outcomesFraction(p, expert);
      return outcomesMet(p, expert) === p.outcomes.terms.length
        ? `delivers the outcomes (${fraction} tags) through other skills than the requested ones`
        : `has ${fraction} outcome tags`;
    }
    case 'availability':
      return expert.available
        ? `only ${hours(expert.weeklyAvailabilityHours ?? 0)} h/week available`
        : 'not taking work now';
    case 'locale':
      return 'far from the client’s locale';
    case 'price':
      return `${formatRateBand(expert.hourlyRate, expert.currency) ?? 'the rate'} is over the budget`;
    case 'vetting':
      return `low vetting score ${(expert.vettingScore ?? 0).toFixed(2)}`;
    case 'history':
      return 'little track record yet';
  }
}

/** "Conflict: delivered for another fintech client 12 days ago" (or "today", "1 day ago"). */
export function conflictPhrase(conflict: TConflict): string {
  const when = conflict.daysAgo === 0 ? 'today' : `${conflict.daysAgo} day${conflict.daysAgo === 1 ? '' : 's'} ago`;
  return `Conflict: delivered for another ${conflict.industry} client ${when}`;
}

/**
 * What the admin reads beside the score: the label, the skills evidence (matched, related, missing), up to three
 * other stated factors that contributed most (weight × score, 0.6 or more), the biggest weakness among heavily
 * weighted stated factors under 0.3, and the conflict when flagged. Unstated factors are never named.
 * "Strong match. Has 4 of 4 requested skills: sales playbook, enablement, onboarding; qualification through MEDDIC.
 * Also: vetting score 0.88; 12 completed projects, rated 4.8."
 */
export function buildReason(input: {
  prepared: TPreparedRequest;
  expert: TMatchExpert;
  breakdown: TMatchBreakdown;
  weights: TMatchingWeights;
  score: number;
  unstated: readonly TMatchFactor[];
  conflict: TConflict | null;
}): string {
  const { prepared: p, expert, breakdown, weights, score, unstated, conflict } = input;
  const stated = MATCH_FACTORS.filter((factor) => !unstated.includes(factor));
  let totalWeight = 0;
  for (const factor of stated) totalWeight += Math.max(0, weights[factor] || 0);
  const share = (factor: TMatchFactor) => (totalWeight > 0 ? Math.max(0, weights[factor] || 0) / totalWeight : 0);

  const others = stated.filter((factor) => factor !== 'skills');
  const strengths = others
    .filter((f) => breakdown[f] >= STRENGTH_FROM && share(f) > 0)
    .sort((a, b) => share(b) * breakdown[b] - share(a) * breakdown[a])
    .slice(0, MAX_STRENGTHS);
  // The gap that costs the most score; only factors worth at least a tenth of the total are worth saying.
  const gap = others
    .filter((f) => breakdown[f] < GAP_BELOW && share(f) >= 0.1)
    .sort((a, b) => share(b) * (1 - breakdown[b]) - share(a) * (1 - breakdown[a]))[0];

  const sentences: string[] = [matchLabel(score)];
  if (stated.includes('skills') && share('skills') > 0) sentences.push(strengthPhrase('skills', p, expert));
  if (strengths.length > 0) sentences.push(`Also: ${strengths.map((f) => strengthPhrase(f, p, expert)).join('; ')}`);
  if (gap !== undefined) sentences.push(`But ${gapPhrase(gap, p, expert)}`);
  if (conflict) sentences.push(conflictPhrase(conflict));
  return sentences.join('. ');
}
