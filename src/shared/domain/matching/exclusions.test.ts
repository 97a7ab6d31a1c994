import { describe, expect, it } from 'vitest';
import { singleProviderAllowance } from './exclusions';
import { rankCandidates } from './score';
import { daysBefore, makeContext, makeExpert, makeRequest, NOW } from './test-fixtures';
import type { TMatchContext, TMatchExpert } from './types';

const rank = (experts: TMatchExpert[], context: Partial<TMatchContext> = {}, sensitive = false) =>
  rankCandidates(makeRequest({ sensitive }), experts, makeContext(context));
const ids = (result: ReturnType<typeof rank>) => result.candidates.map((c) => c.expertId);
const why = (result: ReturnType<typeof rank>) => Object.fromEntries(result.excluded.map((e) => [e.expertId, e.why]));

describe('exclusions', () => {
  it('ranks only vetted experts: applied, rejected and suspended are excluded', () => {
    const result = rank([
      makeExpert({ id: 'vetted' }),
      makeExpert({ id: 'applied', status: 'applied' }),
      makeExpert({ id: 'rejected', status: 'rejected' }),
      makeExpert({ id: 'suspended', status: 'suspended' }),
    ]);
    expect(ids(result)).toEqual(['vetted']);
    expect(why(result)).toEqual({ applied: 'not_vetted', rejected: 'not_vetted', suspended: 'suspended' });
    expect(result.eligibleCount).toBe(1);
  });

  it('excludes anyone already invited to the request, whatever became of the invitation', () => {
    const result = rank(
      ['pending', 'accepted', 'declined', 'expired', 'fresh'].map((id) => makeExpert({ id })),
      {
        invitations: (['pending', 'accepted', 'declined', 'expired'] as const).map((status) => ({
          expertId: status,
          status,
        })),
      },
    );
    expect(ids(result)).toEqual(['fresh']);
    expect(new Set(Object.values(why(result)))).toEqual(new Set(['already_invited']));
    expect(result.excluded.find((e) => e.expertId === 'declined')?.message).toBe(
      'Already invited to this request (declined)',
    );
  });

  it('excludes experts already quoting on the request', () => {
    const result = rank([makeExpert({ id: 'quoting' }), makeExpert({ id: 'free' })], {
      quotingExpertIds: ['quoting'],
    });
    expect(ids(result)).toEqual(['free']);
    expect(why(result)).toEqual({ quoting: 'already_quoting' });
  });
});

describe('conflicts in the ranking', () => {
  const conflicted = makeExpert({
    id: 'conflicted',
    deliveries: [{ clientId: 'client-2', industry: 'fintech', completedAt: daysBefore(12) }],
  });
  const clean = makeExpert({ id: 'clean' });

  it('flags a conflicted expert on an ordinary request and says so in the reason', () => {
    const result = rank([conflicted, clean]);
    const candidate = result.candidates.find((c) => c.expertId === 'conflicted');
    expect(candidate?.conflict).toMatchObject({ clientId: 'client-2', daysAgo: 12 });
    expect(candidate?.reason).toContain('Conflict: delivered for another Fintech client 12 days ago');
    expect(result.candidates.find((c) => c.expertId === 'clean')?.conflict).toBeNull();
  });

  it('excludes a conflicted expert from a sensitive request', () => {
    const result = rank([conflicted, clean], {}, true);
    expect(ids(result)).toEqual(['clean']);
    expect(why(result)).toEqual({ conflicted: 'conflict' });
  });

  it('does not exclude once the delivery is outside the window', () => {
    expect(ids(rank([conflicted, clean], { conflictWindowDays: 10 }, true)).sort()).toEqual(['clean', 'conflicted']);
  });
});

describe('sensitive_single_provider_only', () => {
  const experts = [makeExpert({ id: 'a' }), makeExpert({ id: 'b' })];
  const pending = { expertId: 'x', status: 'pending' as const, expiresAt: new Date(NOW.getTime() + 3_600_000) };

  it('blocks new invitations while a sensitive request has an open invitation', () => {
    const result = rank(experts, { sensitiveSingleProviderOnly: true, invitations: [pending] }, true);
    expect(result.candidates).toEqual([]);
    expect(result.maxNewInvitations).toBe(0);
    expect(result.blocked?.message).toBe(
      'This request is sensitive and already has an open invitation; only one provider can be invited at a time.',
    );
  });

  it('allows exactly one invitation when none is open (declined, expired, or lapsed pending)', () => {
    const lapsed = { ...pending, expiresAt: NOW };
    const declined = { expertId: 'y', status: 'declined' as const };
    const result = rank(experts, { sensitiveSingleProviderOnly: true, invitations: [lapsed, declined] }, true);
    expect(result.blocked).toBeNull();
    expect(result.maxNewInvitations).toBe(1);
    expect(ids(result).sort()).toEqual(['a', 'b']);
  });

  it('does not apply to requests that are not sensitive, or when the setting is off', () => {
    expect(rank(experts, { sensitiveSingleProviderOnly: true, invitations: [pending] }).maxNewInvitations).toBeNull();
    expect(rank(experts, { sensitiveSingleProviderOnly: false, invitations: [pending] }, true).blocked).toBeNull();
    expect(
      singleProviderAllowance(makeRequest({ sensitive: true }), {
        now: NOW,
        sensitiveSingleProviderOnly: false,
        invitations: [pending],
      }),
    ).toBeNull();
  });
});
