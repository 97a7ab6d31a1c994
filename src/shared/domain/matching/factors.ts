import { availabilityFactor } from './availability';
import { localeFactor } from './locale';
import type { TPreparedRequest } from './prepare-request';
import { priceFactor } from './price';
import { domainFactor, outcomesFactor, skillsFactor } from './term-factors';
import { historyFactor, vettingFactor } from './track-record';
import type { TMatchBreakdown, TMatchExpert } from './types';

/**
 * Industry and outcomes are experience of the requested work: a profile's industries and outcomes are where and to
 * what end the expert applied their own skills, so they count as far as those skills are the requested ones (times
 * the skills factor). Otherwise an automation builder who served e-commerce shops would rank near the top of an
 * e-commerce bottleneck analysis on experience of other work. With no skills requested they count in full; unstated
 * ones stay the neutral value they are shown with (they are left out of the score).
 */
function asExperienceOfTheWork(factor: number, stated: boolean, skills: number, p: TPreparedRequest): number {
  return stated && p.skills.length > 0 ? factor * skills : factor;
}

/** Writes the eight factor scores (each 0–1) into `out`, so a ranking can reuse one object for every expert. */
export function scoreFactorsInto(out: TMatchBreakdown, p: TPreparedRequest, expert: TMatchExpert): TMatchBreakdown {
  out.skills = skillsFactor(p, expert);
  out.domain = asExperienceOfTheWork(domainFactor(p, expert), p.industry !== '', out.skills, p);
  out.outcomes = asExperienceOfTheWork(outcomesFactor(p, expert), p.outcomeTargets.length > 0, out.skills, p);
  out.availability = availabilityFactor(p, expert);
  out.locale = localeFactor(p, expert);
  out.price = priceFactor(p, expert);
  out.vetting = vettingFactor(expert);
  out.history = historyFactor(expert);
  return out;
}

export function emptyBreakdown(): TMatchBreakdown {
  return { skills: 0, domain: 0, outcomes: 0, availability: 0, locale: 0, price: 0, vetting: 0, history: 0 };
}

/** The eight factor scores of one expert for one prepared request. */
export function scoreFactors(p: TPreparedRequest, expert: TMatchExpert): TMatchBreakdown {
  return scoreFactorsInto(emptyBreakdown(), p, expert);
}
