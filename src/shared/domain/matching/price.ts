import { formatMoney } from '../money';
import type { TPreparedRequest } from './prepare-request';
import { NEUTRAL } from './term-factors';
import type { TMatchExpert, TMoneyBand } from './types';

export type TPriceFit = 'fits' | 'partly' | 'over' | 'unknown';

/**
 * The client's budget is a project total; the expert's band is hourly. The bridge is the request's estimated hours:
 * the expert's band costs `rate × estimatedHours` for the project, compared with the top of the budget band.
 * Being cheaper than the budget is never a penalty (quality is what vetting and history measure).
 *
 * - whole band affordable (max rate × hours ≤ budget max, or an open-ended budget) → 1
 * - band straddles the budget → 1, shown as "partly": a band is what the expert charges depending on the work, so
 *   one whose lower part is within the client's budget can quote within it (as a rate inside the client's range is
 *   a fit on Upwork); the reason still says it mostly fits
 * - cheapest rate over the budget → 0.5 × budget / cheapest cost (twice the budget → 0.25)
 * - no budget, no estimated hours, no expert band, or different currencies (no FX here) → 0.5
 */
export function priceScore(p: TPreparedRequest, expert: TMatchExpert): { fit: TPriceFit; score: number } {
  const { budget, estimatedHours } = p.request;
  const band = expert.hourlyRate;
  if (!budget || !band || budget.currency.toLowerCase() !== expert.currency.toLowerCase()) {
    return { fit: 'unknown', score: NEUTRAL };
  }
  if (budget.max === null) return { fit: 'fits', score: 1 };
  if (estimatedHours === null || !(estimatedHours > 0)) return { fit: 'unknown', score: NEUTRAL };
  const lowest = Math.max(0, Math.min(band.min, band.max ?? band.min)) * estimatedHours;
  const highest = Math.max(band.min, band.max ?? band.min) * estimatedHours;
  if (highest <= budget.max) return { fit: 'fits', score: 1 };
  if (lowest <= budget.max) return { fit: 'partly', score: 1 };
  return { fit: 'over', score: NEUTRAL * (budget.max / lowest) };
}

/** Price: see priceScore. */
export function priceFactor(p: TPreparedRequest, expert: TMatchExpert): number {
  return priceScore(p, expert).score;
}

// Formatting money builds Intl formatters (tens of microseconds each); rankings show the same few bands again and
// again, so each band is formatted once.
const BAND_CACHE_LIMIT = 5_000;
const formattedBands = new Map<string, string | null>();

/** The spec's display, "£60-£90/hr" (one figure when min = max, "£60+/hr" open-ended); null when unknown. */
export function formatRateBand(band: TMoneyBand | null, currency: string): string | null {
  if (!band) return null;
  const key = `${band.min}|${band.max}|${currency}`;
  const hit = formattedBands.get(key);
  if (hit !== undefined) return hit;
  const formatted = formatBand(band, currency);
  if (formattedBands.size >= BAND_CACHE_LIMIT) formattedBands.clear();
  formattedBands.set(key, formatted);
  return formatted;
}

function formatBand(band: TMoneyBand, currency: string): string | null {
  try {
    const min = formatMoney(Math.round(band.min), currency);
    if (band.max === null) return `${min}+/hr`;
    if (band.max === band.min) return `${min}/hr`;
    return `${min}-${formatMoney(Math.round(band.max), currency)}/hr`;
  } catch {
    return null; // an unknown currency code must not break a ranking
  }
}
