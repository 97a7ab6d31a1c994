import { conflictPhrase } from './reason';
import { isInvitationOpen } from './invitation-deadline';
import type { TConflict, TMatchContext, TMatchExclusion, TMatchExpert, TMatchRequest } from './types';

/** Shown when a sensitive single-provider request already has an open invitation. */
export const SINGLE_PROVIDER_MESSAGE =
  'This request is sensitive and already has an open invitation; only one provider can be invited at a time.';

/** The context's invitations and quotes as sets, built once per ranking. */
export type TRequestEngagements = {
  invitedStatus: ReadonlyMap<string, string>;
  quoting: ReadonlySet<string>;
};

export function engagementsOf(context: TMatchContext): TRequestEngagements {
  return {
    invitedStatus: new Map(context.invitations.map((i) => [i.expertId, i.status])),
    quoting: new Set(context.quotingExpertIds),
  };
}

/**
 * Why an expert cannot be a candidate, checked in this order: not vetted (applied, rejected), suspended, already
 * invited to this request (whatever the invitation's status: once is enough), already quoting on it, or a conflict
 * of interest on a sensitive request. Null when the expert may be ranked.
 */
export function exclusionOf(
  expert: TMatchExpert,
  request: TMatchRequest,
  engagements: TRequestEngagements,
  conflict: TConflict | null,
): Omit<TMatchExclusion, 'expertId'> | null {
  if (expert.status === 'suspended') return { why: 'suspended', message: 'Suspended' };
  if (expert.status !== 'vetted') return { why: 'not_vetted', message: `Not vetted (status: ${expert.status})` };
  const invited = engagements.invitedStatus.get(expert.id);
  if (invited !== undefined) {
    return { why: 'already_invited', message: `Already invited to this request (${invited})` };
  }
  if (engagements.quoting.has(expert.id)) return { why: 'already_quoting', message: 'Already quoting on this request' };
  return conflict && request.sensitive ? conflictExclusion(conflict) : null;
}

export function conflictExclusion(conflict: TConflict): Omit<TMatchExclusion, 'expertId'> {
  return { why: 'conflict', message: `Sensitive request. ${conflictPhrase(conflict)}` };
}

/**
 * `sensitive_single_provider_only`: on a sensitive request, one invitation at a time. While a pending invitation
 * has not lapsed nobody new may be invited (0), otherwise one (1). Null when the rule does not apply.
 */
export function singleProviderAllowance(
  request: TMatchRequest,
  context: Pick<TMatchContext, 'now' | 'invitations' | 'sensitiveSingleProviderOnly'>,
): number | null {
  if (!request.sensitive || !context.sensitiveSingleProviderOnly) return null;
  return context.invitations.some((i) => isInvitationOpen({ status: i.status, expiresAt: i.expiresAt }, context.now))
    ? 0
    : 1;
}
