import { MATCH_FACTORS, type TMatchingWeights } from './types';

/** How far from 1 the total may be before the Matching Rules screen warns (sliders move in steps of 0.01). */
export const WEIGHTS_TOLERANCE = 0.001;

/** The sum of the eight weights, rounded to 6 decimals so 0.1 + 0.2 reads 0.3. */
export function weightsTotal(weights: TMatchingWeights): number {
  let total = 0;
  for (const factor of MATCH_FACTORS) total += weights[factor];
  return Math.round(total * 1e6) / 1e6;
}

/**
 * Spec §5: the weights should sum to 1.0; the screen shows the total and warns when it is not 1, but saving is not
 * blocked. The spec gives no wording, so this is ours. Null when the total is 1 (within 0.001).
 */
export function weightsWarning(weights: TMatchingWeights): string | null {
  const total = weightsTotal(weights);
  if (Math.abs(total - 1) <= WEIGHTS_TOLERANCE) return null;
  // 3 decimals at most, trailing zeros dropped: 0.95, 1.2, 1.004 (never a misleading "1.00").
  return `Weights add up to ${Math.round(total * 1000) / 1000}; they should add up to 1.0 (saving is still allowed)`;
}
