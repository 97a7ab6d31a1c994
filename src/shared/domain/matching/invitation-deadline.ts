import type { TInvitationStatus } from './types';

const HOUR_MS = 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

function timeOf(value: Date | string): number {
  return typeof value === 'string' ? Date.parse(value) : value.getTime();
}

/** When an invitation sent at `sentAt` lapses: `invite_response_sla_hours` later (spec default 24). */
export function invitationDeadline(sentAt: Date | string, slaHours: number): Date {
  return new Date(timeOf(sentAt) + slaHours * HOUR_MS);
}

export type TDeadlineInvitation = { status: TInvitationStatus; expiresAt: Date | string | null | undefined };

/**
 * Expired when marked so, or still pending at or after its deadline (the very instant counts as expired).
 * Accepted and declined invitations never expire; a pending one without a deadline does not either.
 */
export function isInvitationExpired(invitation: TDeadlineInvitation, now: Date): boolean {
  if (invitation.status === 'expired') return true;
  if (invitation.status !== 'pending' || invitation.expiresAt == null) return false;
  return now.getTime() >= timeOf(invitation.expiresAt);
}

/** Pending and not yet past its deadline: the expert can still answer. */
export function isInvitationOpen(invitation: TDeadlineInvitation, now: Date): boolean {
  return invitation.status === 'pending' && !isInvitationExpired(invitation, now);
}

export type TCountdown = { expired: boolean; msLeft: number; hours: number; minutes: number; label: string };

/** For the expert's invitation card: "5h 12m left", "12m left", "Less than a minute left", "Expired". */
export function invitationCountdown(deadline: Date | string, now: Date): TCountdown {
  const msLeft = Math.max(0, timeOf(deadline) - now.getTime());
  const hours = Math.floor(msLeft / HOUR_MS);
  const minutes = Math.floor((msLeft % HOUR_MS) / MINUTE_MS);
  let label: string;
  if (msLeft === 0) label = 'Expired';
  else if (hours > 0) label = `${hours}h ${minutes}m left`;
  else if (minutes > 0) label = `${minutes}m left`;
  else label = 'Less than a minute left';
  return { expired: msLeft === 0, msLeft, hours, minutes, label };
}

/** Whole hours left before the deadline, rounded up (59 minutes left → 1); 0 once it has passed. */
export function hoursLeft(deadline: Date | string, now: Date): number {
  return Math.ceil(Math.max(0, timeOf(deadline) - now.getTime()) / HOUR_MS);
}
