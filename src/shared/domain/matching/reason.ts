import { normaliseCountry, normaliseLanguage } from './normalise-term';
import { countCovered, type TPreparedRequest } from './prepare-request';
import { formatRateBand, priceScore } from './price';
import { domainMatch } from './term-factors';
import { offsetGapHours } from './locale';
import {
  MATCH_FACTORS,
  type TConflict,
  type TMatchBreakdown,
  type TMatchExpert,
  type TMatchFactor,
  type TMatchingWeights,
} from './types';

/** A factor is named as a strength from this score up (a neutral 0.5 "not asked" never is). */
const STRENGTH_FROM = 0.6;
/** …and as the one gap below this score, when its weight matters. */
const GAP_BELOW = 0.3;
const MAX_STRENGTHS = 3;

function hours(value: number): string {
  return String(Math.round(value * 10) / 10);
}

function fraction(p: TPreparedRequest, which: 'skills' | 'outcomes', expert: TMatchExpert): string {
  const index = which === 'skills' ? p.skills : p.outcomes;
  const covered = countCovered(index, which === 'skills' ? expert.skills : expert.outcomeTags);
  return `${covered}/${index.terms.length}`;
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
      return `skills (${fraction(p, 'skills', expert)} required)`;
    case 'domain': {
      const match = domainMatch(p, expert);
      return match.kind === 'exact'
        ? `domain (${(p.request.industry ?? '').trim()})`
        : `a related domain (${match.expertDomain ?? ''})`;
    }
    case 'outcomes':
      return `outcomes (${fraction(p, 'outcomes', expert)} tags)`;
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
      return `has ${fraction(p, 'skills', expert)} required skills`;
    case 'domain':
      return `no ${(p.request.industry ?? '').trim()} experience`;
    case 'outcomes':
      return `has ${fraction(p, 'outcomes', expert)} outcome tags`;
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

function strengthLabel(score: number): string {
  if (score >= 0.75) return 'Strong match';
  if (score >= 0.55) return 'Good match';
  if (score >= 0.35) return 'Partial match';
  return 'Weak match';
}

/** "Conflict: delivered for another fintech client 12 days ago" (or "today", "1 day ago"). */
export function conflictPhrase(conflict: TConflict): string {
  const when = conflict.daysAgo === 0 ? 'today' : `${conflict.daysAgo} day${conflict.daysAgo === 1 ? '' : 's'} ago`;
  return `Conflict: delivered for another ${conflict.industry} client ${when}`;
}

/**
 * One line for the admin: the overall strength, the (up to three) factors that contributed most (weight × score,
 * only factors scoring 0.6 or more), the biggest weakness among heavily weighted factors scoring under 0.3, and
 * the conflict when flagged. "Strong match: skills (4/5 required); domain (fintech); available 30 h/week".
 */
export function buildReason(input: {
  prepared: TPreparedRequest;
  expert: TMatchExpert;
  breakdown: TMatchBreakdown;
  weights: TMatchingWeights;
  score: number;
  conflict: TConflict | null;
}): string {
  const { prepared: p, expert, breakdown, weights, score, conflict } = input;
  let totalWeight = 0;
  for (const factor of MATCH_FACTORS) totalWeight += Math.max(0, weights[factor] || 0);
  const share = (factor: TMatchFactor) => (totalWeight > 0 ? Math.max(0, weights[factor] || 0) / totalWeight : 0);

  const strengths = MATCH_FACTORS.filter((f) => breakdown[f] >= STRENGTH_FROM && share(f) > 0)
    .sort((a, b) => share(b) * breakdown[b] - share(a) * breakdown[a])
    .slice(0, MAX_STRENGTHS);
  // The gap that costs the most score; only factors worth at least a tenth of the total are worth saying.
  const gap = MATCH_FACTORS.filter((f) => breakdown[f] < GAP_BELOW && share(f) >= 0.1).sort(
    (a, b) => share(b) * (1 - breakdown[b]) - share(a) * (1 - breakdown[a]),
  )[0];

  const clauses = strengths.map((f) => strengthPhrase(f, p, expert));
  if (gap !== undefined) clauses.push(`but ${gapPhrase(gap, p, expert)}`);
  let line = `${strengthLabel(score)}: ${clauses.length > 0 ? clauses.join('; ') : 'no factor stands out'}`;
  if (conflict) line += `. ${conflictPhrase(conflict)}`;
  return line;
}
