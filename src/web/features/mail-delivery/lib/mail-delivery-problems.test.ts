import { describe, expect, it } from 'vitest';
import type { TMailDelivery } from '@shared/schemas/mail-delivery';
import { mailDeliveryProblems } from './mail-delivery-problems';

const none = { count: 0, oldestAt: null, newestAt: null };
const delivery = (overrides: Partial<TMailDelivery>): TMailDelivery => ({
  transport: 'smtp',
  localMailbox: false,
  stored: none,
  failed: none,
  lastError: null,
  recent: [],
  ...overrides,
});
const NOW = new Date('2026-11-28T12:00:00Z');

describe('mailDeliveryProblems', () => {
  it('says mail is not sent, how much is kept and since when, in production without SMTP_URL', () => {
    const stored = { count: 12, oldestAt: '2026-11-01T08:00:00Z', newestAt: '2026-11-27T08:00:00Z' };
    expect(mailDeliveryProblems(delivery({ transport: 'outbox', stored }), NOW)).toEqual([
      'E-mail is not being sent: SMTP_URL is not set. 12 e-mails kept unsent since 1 Nov 2026.',
    ]);
    expect(mailDeliveryProblems(delivery({ transport: 'outbox' }), NOW)).toEqual([
      'E-mail is not being sent: SMTP_URL is not set, so confirmations, notifications and alerts reach no one.',
    ]);
  });

  it('says nothing of kept mail where the local mailbox shows it, or where SMTP now sends', () => {
    const stored = { count: 40, oldestAt: '2026-11-01T08:00:00Z', newestAt: '2026-11-27T08:00:00Z' };
    expect(mailDeliveryProblems(delivery({ transport: 'outbox', localMailbox: true, stored }), NOW)).toEqual([]);
    expect(mailDeliveryProblems(delivery({ transport: 'smtp', stored }), NOW)).toEqual([]);
  });

  it('names the failed mail with the latest error for a week after the latest failure', () => {
    const failed = { count: 2, oldestAt: '2026-11-20T08:00:00Z', newestAt: '2026-11-27T09:30:00Z' };
    const lastError = 'Error: Invalid login: 535 Authentication failed';
    const [problem] = mailDeliveryProblems(delivery({ failed, lastError }), NOW);
    expect(problem).toMatch(
      /^2 e-mails could not be delivered after every attempt; the latest on 27 Nov 2026, \d\d:30: /,
    );
    expect(problem).toContain(lastError);
    expect(mailDeliveryProblems(delivery({ failed, lastError }), new Date('2026-12-04T09:31:00Z'))).toEqual([]);
  });
});
