import { describe, expect, it } from 'vitest';
import {
  hoursLeft,
  invitationCountdown,
  invitationDeadline,
  isInvitationExpired,
  isInvitationOpen,
} from './invitation-deadline';

const sentAt = new Date('2026-05-01T09:00:00.000Z');
// The spec's default invite response SLA is 24 hours.
const deadline = new Date('2026-05-02T09:00:00.000Z');
const at = (iso: string) => new Date(iso);

describe('invitation deadline', () => {
  it('lapses the SLA hours after it was sent', () => {
    expect(invitationDeadline(sentAt, 24)).toEqual(deadline);
    expect(invitationDeadline('2026-05-01T09:00:00.000Z', 168)).toEqual(at('2026-05-08T09:00:00.000Z'));
  });

  it('expires a pending invitation at exactly the deadline, not 1 ms before', () => {
    const invitation = { status: 'pending' as const, expiresAt: deadline };
    expect(isInvitationExpired(invitation, at('2026-05-02T08:59:59.999Z'))).toBe(false);
    expect(isInvitationOpen(invitation, at('2026-05-02T08:59:59.999Z'))).toBe(true);
    expect(isInvitationExpired(invitation, deadline)).toBe(true);
    expect(isInvitationOpen(invitation, deadline)).toBe(false);
  });

  it('never expires an answered invitation; an expired one stays expired', () => {
    const later = at('2026-06-01T00:00:00.000Z');
    expect(isInvitationExpired({ status: 'accepted', expiresAt: deadline }, later)).toBe(false);
    expect(isInvitationExpired({ status: 'declined', expiresAt: deadline }, later)).toBe(false);
    expect(isInvitationExpired({ status: 'expired', expiresAt: deadline }, sentAt)).toBe(true);
    expect(isInvitationExpired({ status: 'pending', expiresAt: null }, later)).toBe(false);
  });
});

describe('countdown for the expert', () => {
  it('shows hours and minutes, then minutes, then under a minute, then Expired', () => {
    expect(invitationCountdown(deadline, sentAt)).toMatchObject({ expired: false, hours: 24, minutes: 0 });
    expect(invitationCountdown(deadline, at('2026-05-01T13:48:00.000Z')).label).toBe('19h 12m left');
    expect(invitationCountdown(deadline, at('2026-05-02T08:48:00.000Z')).label).toBe('12m left');
    expect(invitationCountdown(deadline, at('2026-05-02T08:59:30.000Z')).label).toBe('Less than a minute left');
    expect(invitationCountdown(deadline, deadline)).toMatchObject({ expired: true, msLeft: 0, label: 'Expired' });
  });

  it('rounds hours left up and stops at 0', () => {
    expect(hoursLeft(deadline, at('2026-05-02T08:01:00.000Z'))).toBe(1);
    expect(hoursLeft(deadline, sentAt)).toBe(24);
    expect(hoursLeft(deadline, at('2026-05-03T00:00:00.000Z'))).toBe(0);
  });
});
