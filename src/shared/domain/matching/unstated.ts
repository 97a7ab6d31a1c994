import type { TPreparedRequest } from './prepare-request';
import type { TMatchExpert, TMatchFactor } from './types';

/**
 * The factors a request does not state, left out of the weighted mean (the other weights are rescaled) and shown as
 * "not stated": no skills, no industry, no outcome tags, no weekly hours, no locale preference, no budget to compare
 * a rate with. Unknown is not average: a neutral half would pull every score towards the middle. Availability stays
 * in for an expert who is not taking work (that is known, and it is a 0).
 */
export function unstatedFactors(p: TPreparedRequest, expert: TMatchExpert): TMatchFactor[] {
  const unstated: TMatchFactor[] = [];
  const { request } = p;
  if (p.skills.length === 0) unstated.push('skills');
  if (p.industry === '') unstated.push('domain');
  if (p.outcomes.terms.length === 0) unstated.push('outcomes');
  const needsHours = request.hoursPerWeek !== null && request.hoursPerWeek > 0;
  const offersHours = expert.available && (expert.weeklyAvailabilityHours ?? 0) > 0;
  if (!needsHours && offersHours) unstated.push('availability');
  if (p.languages.size === 0 && p.country === '' && p.offsetMinutes === null) unstated.push('locale');
  const budget = request.budget;
  const priced = budget !== null && (budget.max === null || (request.estimatedHours ?? 0) > 0);
  if (!priced) unstated.push('price');
  return unstated;
}
