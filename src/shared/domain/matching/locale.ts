import { normaliseCountry, normaliseLanguage } from './normalise-term';
import type { TPreparedRequest } from './prepare-request';
import { NEUTRAL } from './term-factors';
import type { TMatchExpert } from './types';

const HALF_DAY_MINUTES = 12 * 60;
const DAY_MINUTES = 24 * 60;

/** Hours between two UTC offsets around the clock (UTC+14 and UTC−10 are 0 h apart in clock time), 0–12. */
export function offsetGapHours(a: number, b: number): number {
  const gap = Math.abs(a - b) % DAY_MINUTES;
  return Math.min(gap, DAY_MINUTES - gap) / 60;
}

/** 1 when the expert speaks one of the request's languages, 0 when not, 0.5 when the expert lists none. */
export function languagePart(p: TPreparedRequest, expert: TMatchExpert): number {
  if (expert.locale.languages.length === 0) return NEUTRAL;
  for (const language of expert.locale.languages) {
    if (p.languages.has(normaliseLanguage(language))) return 1;
  }
  return 0;
}

/**
 * 1 in the same country; otherwise, when both time zones are known, 1 − gap/12 h (London–Berlin 1 h → 0.92,
 * London–New York 5 h → 0.58, 12 h → 0); different countries with an unknown zone → 0; not enough known → 0.5.
 */
export function placePart(p: TPreparedRequest, expert: TMatchExpert): number {
  const country = expert.locale.country ? normaliseCountry(expert.locale.country) : '';
  if (p.country !== '' && country === p.country) return 1;
  const expertOffset = p.offsetOf(expert.locale.timeZone);
  if (p.offsetMinutes !== null && expertOffset !== null) {
    return 1 - Math.min(offsetGapHours(p.offsetMinutes, expertOffset) * 60, HALF_DAY_MINUTES) / HALF_DAY_MINUTES;
  }
  return p.country !== '' && country !== '' ? 0 : NEUTRAL;
}

/**
 * Locale: the mean of the parts the request asks about — language (when it lists languages) and place (when it
 * gives a country or a time zone). A request with no locale preference → 0.5 for everyone.
 */
export function localeFactor(p: TPreparedRequest, expert: TMatchExpert): number {
  const wantsLanguage = p.languages.size > 0;
  const wantsPlace = p.country !== '' || p.offsetMinutes !== null;
  if (!wantsLanguage && !wantsPlace) return NEUTRAL;
  if (!wantsPlace) return languagePart(p, expert);
  if (!wantsLanguage) return placePart(p, expert);
  return (languagePart(p, expert) + placePart(p, expert)) / 2;
}
