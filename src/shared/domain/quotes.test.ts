import { describe, expect, it } from 'vitest';
import {
  isPresenting,
  isQuoteActionable,
  isQuoteExpired,
  needsAdminReview,
  sumMilestones,
  thresholdInMinor,
} from './quotes';

const now = new Date('2026-05-01T12:00:00Z');

describe('quote rules', () => {
  it('needs admin review at or above the threshold (pounds against pence)', () => {
    expect(needsAdminReview(500_000, { amount: 5000, currency: 'gbp' })).toBe(true);
    expect(needsAdminReview(499_999, { amount: 5000, currency: 'gbp' })).toBe(false);
    expect(needsAdminReview(0, { amount: 0, currency: 'gbp' })).toBe(true);
  });

  it('reads the threshold in its own currency: 5000 gbp is 500000 pence, 5000 jpy is 5000 yen', () => {
    expect(thresholdInMinor({ amount: 5000, currency: 'gbp' })).toBe(500_000);
    expect(thresholdInMinor({ amount: 5000, currency: 'jpy' })).toBe(5000);
    expect(needsAdminReview(5000, { amount: 5000, currency: 'jpy' })).toBe(true);
    expect(needsAdminReview(4999, { amount: 5000, currency: 'jpy' })).toBe(false);
  });

  it('totals milestones', () => {
    expect(sumMilestones([{ amount: 150_000 }, { amount: 2_550 }])).toBe(152_550);
    expect(sumMilestones([])).toBe(0);
  });

  it('is expired when marked so, or when sent and past its expiry; only sent and unexpired is actionable', () => {
    const past = '2026-05-01T11:59:59Z';
    const future = '2026-05-02T00:00:00Z';
    expect(isQuoteExpired({ status: 'sent', expiresAt: past }, now)).toBe(true);
    expect(isQuoteExpired({ status: 'expired', expiresAt: future }, now)).toBe(true);
    expect(isQuoteExpired({ status: 'approved', expiresAt: past }, now)).toBe(false);
    expect(isQuoteActionable({ status: 'sent', expiresAt: future }, now)).toBe(true);
    expect(isQuoteActionable({ status: 'sent', expiresAt: past }, now)).toBe(false);
    expect(isQuoteActionable({ status: 'modified', expiresAt: future }, now)).toBe(false);
  });

  it('is no longer actionable from the very instant it expires ("expires_at is not past")', () => {
    const expiresAt = '2026-05-01T12:00:00.000Z';
    expect(isQuoteExpired({ status: 'sent', expiresAt }, new Date('2026-05-01T11:59:59.999Z'))).toBe(false);
    expect(isQuoteExpired({ status: 'sent', expiresAt }, new Date('2026-05-01T12:00:00.000Z'))).toBe(true);
    expect(isQuoteActionable({ status: 'sent', expiresAt }, new Date('2026-05-01T12:00:00.000Z'))).toBe(false);
  });

  it('presents once the minimum is sent or the window has closed, never with nothing sent', () => {
    const open = new Date('2026-05-02T00:00:00Z');
    const closed = new Date('2026-05-01T00:00:00Z');
    expect(isPresenting({ sentCount: 1, minQuotes: 2, windowEndsAt: open, now })).toBe(false);
    expect(isPresenting({ sentCount: 2, minQuotes: 2, windowEndsAt: open, now })).toBe(true);
    expect(isPresenting({ sentCount: 1, minQuotes: 2, windowEndsAt: closed, now })).toBe(true);
    expect(isPresenting({ sentCount: 0, minQuotes: 1, windowEndsAt: closed, now })).toBe(false);
  });
});
