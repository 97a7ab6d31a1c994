import type { TPreparedRequest } from './prepare-request';
import type { TMatchExpert } from './types';

/** A full-time week: the yardstick when the request does not say how many hours it needs. */
export const FULL_TIME_HOURS = 40;

/**
 * Availability: 0 when the expert's availability switch is off or no hours are offered; otherwise the weekly hours
 * over the hours the request needs a week, capped at 1 (30 h for a 20 h need → 1, 10 h → 0.5). When the need is
 * unknown the yardstick is a 40-hour week (20 h → 0.5).
 */
export function availabilityFactor(p: TPreparedRequest, expert: TMatchExpert): number {
  const offered = expert.weeklyAvailabilityHours;
  if (!expert.available || offered === null || !(offered > 0)) return 0;
  const needed = p.request.hoursPerWeek;
  const yardstick = needed !== null && needed > 0 ? needed : FULL_TIME_HOURS;
  return Math.min(offered / yardstick, 1);
}
