// How the matching-quality bench ranks: default weights, nothing invited or quoted yet, and (as in production) each
// requested skill's specificity over the whole pool.
import { skillPoolOf, type TMatchContext, type TMatchExpert } from '../../src/shared/domain/matching';
import { DEFAULT_MATCHING_WEIGHTS } from '../../src/shared/domain/settings';

export const EVALUATION_NOW = new Date('2026-05-01T12:00:00.000Z');

export function evaluationContext(experts: readonly TMatchExpert[], limit: number): TMatchContext {
  return {
    now: EVALUATION_NOW,
    weights: { ...DEFAULT_MATCHING_WEIGHTS },
    conflictWindowDays: 60,
    sensitiveSingleProviderOnly: false,
    invitations: [],
    quotingExpertIds: [],
    limit,
    skillPool: skillPoolOf(experts),
  };
}
