import { findConflict } from './conflict';
import {
  conflictExclusion,
  engagementsOf,
  exclusionOf,
  SINGLE_PROVIDER_MESSAGE,
  singleProviderAllowance,
} from './exclusions';
import { emptyBreakdown, scoreFactorsInto } from './factors';
import { prepareRequest } from './prepare-request';
import { formatRateBand } from './price';
import { buildReason } from './reason';
import { skillEvidence } from './term-factors';
import { createTopK } from './top-k';
import { unstatedFactors } from './unstated';
import {
  MATCH_FACTORS,
  type TConflict,
  type TMatchBreakdown,
  type TMatchCandidate,
  type TMatchContext,
  type TMatchExclusion,
  type TMatchExpert,
  type TMatchFactor,
  type TMatchingWeights,
  type TMatchRequest,
  type TMatchResult,
} from './types';

/** A weight that is negative or not a number counts as 0. */
function usable(weight: number): number {
  return Number.isFinite(weight) && weight > 0 ? weight : 0;
}

/**
 * Σ w·f / Σ w over the factors the request states (`unstated` ones are left out and the rest rescaled), so weights
 * that do not add up to 1 still rank (and score) the same as their normalised form. All weights 0 → 0.
 */
export function weightedScore(
  breakdown: TMatchBreakdown,
  weights: TMatchingWeights,
  unstated: readonly TMatchFactor[] = [],
): number {
  let sum = 0;
  let total = 0;
  for (const factor of MATCH_FACTORS) {
    if (unstated.includes(factor)) continue;
    const w = usable(weights[factor]);
    sum += w * breakdown[factor];
    total += w;
  }
  return total > 0 ? sum / total : 0;
}

/** Scores are shown and stored to 4 decimal places. */
export function roundScore(score: number): number {
  return Math.round(score * 10_000) / 10_000;
}

type TRankKey = { score: number; vetting: number; id: string };

type TRanked = TRankKey & {
  expert: TMatchExpert;
  breakdown: TMatchBreakdown;
  unstated: TMatchFactor[];
  conflict: TConflict | null;
};

/** Higher score first, then higher vetting, then id (so equal experts always come out in the same order). */
export function compareRanked(a: TRankKey, b: TRankKey): number {
  if (a.score !== b.score) return b.score - a.score;
  if (a.vetting !== b.vetting) return b.vetting - a.vetting;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** The reason of the expert the client asked for starts by saying so. */
export const REQUESTED_BY_CLIENT = 'Requested by the client';
const withRequest = (requested: boolean, reason: string) => (requested ? `${REQUESTED_BY_CLIENT}. ${reason}` : reason);

/**
 * Ranks experts for a request: drops the excluded ones (with why), flags conflicts, scores the rest and keeps the
 * best `context.limit` in O(n log k). Request terms are normalised once; an expert only gets its own breakdown
 * object and reason when it makes the list.
 */
export function rankCandidates(
  request: TMatchRequest,
  experts: Iterable<TMatchExpert>,
  context: TMatchContext,
): TMatchResult {
  const allowance = singleProviderAllowance(request, context);
  if (allowance === 0) {
    return {
      candidates: [],
      excluded: [],
      blocked: { code: 'single_provider_open_invitation', message: SINGLE_PROVIDER_MESSAGE },
      maxNewInvitations: 0,
      eligibleCount: 0,
    };
  }

  const prepared = prepareRequest(request, context.now, context.skillPool);
  const engagements = engagementsOf(context);
  const limit = context.limit === undefined ? Number.POSITIVE_INFINITY : Math.max(0, Math.floor(context.limit));
  const top = createTopK<TRanked, TRankKey>(limit, compareRanked);
  const excluded: TMatchExclusion[] = [];
  const scratch = emptyBreakdown();
  const probe: TRankKey = { score: 0, vetting: 0, id: '' };
  let eligibleCount = 0;
  const requestedId = context.requestedExpertId ?? null;
  let requested: TRanked | null = null;

  for (const expert of experts) {
    // Status, invitations and quotes are cheap; the conflict needs the deliveries; the rest is scoring.
    let exclusion = exclusionOf(expert, request, engagements, null);
    const conflict = exclusion ? null : findConflict(prepared, expert, context.conflictWindowDays);
    if (conflict && request.sensitive) exclusion = conflictExclusion(conflict);
    if (exclusion) {
      excluded.push({ expertId: expert.id, ...exclusion });
      continue;
    }
    eligibleCount += 1;
    scoreFactorsInto(scratch, prepared, expert);
    const unstated = unstatedFactors(prepared, expert);
    probe.score = roundScore(weightedScore(scratch, context.weights, unstated));
    probe.vetting = scratch.vetting;
    probe.id = expert.id;
    // The client's requested expert is kept aside as well, in case the top `limit` leaves them out.
    if (expert.id === requestedId) {
      requested = {
        score: probe.score,
        vetting: probe.vetting,
        id: expert.id,
        expert,
        breakdown: { ...scratch },
        unstated,
        conflict,
      };
    }
    if (!top.admits(probe)) continue;
    top.offer({
      score: probe.score,
      vetting: probe.vetting,
      id: expert.id,
      expert,
      breakdown: { ...scratch },
      unstated,
      conflict,
    });
  }

  const kept = top.sorted();
  const keptRequested: TRanked | null = requested;
  if (keptRequested && limit > 0 && !kept.some((ranked) => ranked.id === keptRequested.id)) kept.push(keptRequested);

  const candidates: TMatchCandidate[] = kept.map((ranked) => ({
    expertId: ranked.id,
    userId: ranked.expert.userId,
    kind: ranked.expert.kind,
    score: ranked.score,
    breakdown: ranked.breakdown,
    unstated: ranked.unstated,
    skills: skillEvidence(prepared, ranked.expert),
    conflict: ranked.conflict,
    reason: withRequest(
      ranked.id === requestedId,
      buildReason({
        prepared,
        expert: ranked.expert,
        breakdown: ranked.breakdown,
        weights: context.weights,
        score: ranked.score,
        unstated: ranked.unstated,
        conflict: ranked.conflict,
      }),
    ),
    requestedByClient: ranked.id === requestedId,
    profile: {
      fullName: ranked.expert.fullName,
      skills: ranked.expert.skills,
      priceRange: formatRateBand(ranked.expert.hourlyRate, ranked.expert.currency),
    },
  }));

  return { candidates, excluded, blocked: null, maxNewInvitations: allowance, eligibleCount };
}
