import { availabilityFactor } from './availability';
import { localeFactor } from './locale';
import type { TPreparedRequest } from './prepare-request';
import { priceFactor } from './price';
import { domainFactor, outcomesFactor, skillsFactor } from './term-factors';
import { historyFactor, vettingFactor } from './track-record';
import type { TMatchBreakdown, TMatchExpert } from './types';

/** Writes the eight factor scores (each 0–1) into `out`, so a ranking can reuse one object for every expert. */
export function scoreFactorsInto(out: TMatchBreakdown, p: TPreparedRequest, expert: TMatchExpert): TMatchBreakdown {
  out.skills = skillsFactor(p, expert);
  out.domain = domainFactor(p, expert);
  out.outcomes = outcomesFactor(p, expert);
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
