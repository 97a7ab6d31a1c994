/**
 * The matching engine: pure functions, the same in the server and the browser. The browser imports from the modules
 * themselves: through this index it would build the skill vocabulary's tables as the page starts.
 */
export * from './types';
export { normaliseTerm, normaliseTerms, normaliseLanguage, normaliseCountry } from './normalise-term';
export { prepareRequest, type TPreparedRequest } from './prepare-request';
export { NEUTRAL, skillsFactor, domainFactor, outcomesFactor, domainMatch, type TDomainMatch } from './term-factors';
export { availabilityFactor, FULL_TIME_HOURS } from './availability';
export { localeFactor, languagePart, placePart, offsetGapHours } from './locale';
export { utcOffsetMinutes } from './time-zone';
export { priceFactor, priceScore, formatRateBand, type TPriceFit } from './price';
export { vettingFactor, historyFactor, csatBadge, type TCsatBadge } from './track-record';
export { scoreFactors } from './factors';
export { findConflict } from './conflict';
export { exclusionOf, singleProviderAllowance, SINGLE_PROVIDER_MESSAGE } from './exclusions';
export { weightedScore, roundScore, rankCandidates, REQUESTED_BY_CLIENT } from './score';
export { buildReason, conflictPhrase, skillsSentence } from './reason';
export { matchLabel, MATCH_LABELS, type TMatchLabel } from './match-label';
export { unstatedFactors } from './unstated';
export {
  conceptOf,
  prefilterSkillTerms,
  relatedSpellings,
  resolveRequestedSkill,
  SKILL_CREDIT,
  skillPoolOf,
  specificity,
} from './skill-match';
export { skillEvidence } from './term-factors';
export {
  invitationDeadline,
  isInvitationExpired,
  isInvitationOpen,
  invitationCountdown,
  hoursLeft,
  type TCountdown,
} from './invitation-deadline';
export { weightsTotal, weightsWarning, WEIGHTS_TOLERANCE } from './weights';
