import { Clock } from 'lucide-react';
import { invitationCountdown, isInvitationExpired } from '@shared/domain/matching/invitation-deadline';
import type { TInvitationStatus } from '@shared/domain/invitations';
import type { TExpertInvitation } from '@shared/schemas/matching';
import { Badge } from '@web/components/ui/badge';
import { INVITATION_STATUS_LABELS, INVITATION_STATUS_VARIANTS } from '../lib/matching-labels';

/** What the status shows read from an invitation: its row or its whole self. */
type StatusOf = Pick<TExpertInvitation, 'status' | 'expiresAt'>;

/** The status as it stands now: a pending invitation past its deadline is expired even before the sweep marks it. */
export function effectiveStatus(invitation: StatusOf, now: Date): TInvitationStatus {
  return isInvitationExpired(invitation, now) ? 'expired' : invitation.status;
}

export function InvitationStatusBadge({ invitation, now }: { invitation: StatusOf; now: Date }) {
  const status = effectiveStatus(invitation, now);
  return <Badge variant={INVITATION_STATUS_VARIANTS[status]}>{INVITATION_STATUS_LABELS[status]}</Badge>;
}

/** "5h 12m left" before the deadline of a pending invitation. */
export function Countdown({ invitation, now }: { invitation: StatusOf; now: Date }) {
  if (effectiveStatus(invitation, now) !== 'pending') return null;
  const countdown = invitationCountdown(invitation.expiresAt, now);
  return (
    <span
      className={`inline-flex items-center gap-1 text-sm font-medium ${countdown.hours < 2 ? 'text-red-700' : 'text-amber-800'}`}
    >
      <Clock className="size-4" aria-hidden />
      <time dateTime={invitation.expiresAt}>{countdown.label}</time>
    </span>
  );
}
