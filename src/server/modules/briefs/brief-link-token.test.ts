import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BRIEF_LINK_TTL_MS, createBriefLinkTokens } from './brief-link-token';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';

describe('brief link tokens', () => {
  it('opens the brief it was signed for, until it expires', () => {
    let clock = Date.parse('2026-01-01T00:00:00Z');
    const tokens = createBriefLinkTokens(SECRET, { now: () => clock });
    const id = randomUUID();
    const token = tokens.sign(id);
    expect(tokens.verify(id, token)).toBe(true);
    expect(tokens.verify(id.toUpperCase(), token)).toBe(true);
    clock += BRIEF_LINK_TTL_MS - 1000;
    expect(tokens.verify(id, token)).toBe(true);
    clock += 1000;
    expect(tokens.verify(id, token)).toBe(false);
  });

  it('keeps a guest link valid for 14 days', () => {
    const signedAt = Date.parse('2026-01-01T00:00:00Z');
    let clock = signedAt;
    const tokens = createBriefLinkTokens(SECRET, { now: () => clock });
    const id = randomUUID();
    const token = tokens.sign(id);
    clock = Date.parse('2026-01-14T23:59:59Z');
    expect(tokens.verify(id, token)).toBe(true);
    clock = Date.parse('2026-01-15T00:00:00Z');
    expect(tokens.verify(id, token)).toBe(false);
  });

  it('refuses another brief, another secret, a changed expiry and garbage', () => {
    const tokens = createBriefLinkTokens(SECRET);
    const id = randomUUID();
    const token = tokens.sign(id);
    expect(tokens.verify(randomUUID(), token)).toBe(false);
    expect(createBriefLinkTokens(`${SECRET}-other`).verify(id, token)).toBe(false);
    const [expiry, signature] = token.split('.');
    expect(tokens.verify(id, `${Number(expiry) + 3600}.${signature}`)).toBe(false);
    expect(tokens.verify(id, '')).toBe(false);
    expect(tokens.verify(id, 'not.a-token')).toBe(false);
    expect(tokens.verify(id, `${expiry}.${signature}x`)).toBe(false);
  });

  it('refuses a correctly signed link whose expiry lies beyond the 14-day lifetime plus 5 minutes of skew', () => {
    const clock = Date.parse('2026-01-01T00:00:00Z');
    const id = randomUUID();
    const verifier = createBriefLinkTokens(SECRET, { now: () => clock });
    const century = createBriefLinkTokens(SECRET, { ttlMs: 100 * 365 * 24 * 60 * 60 * 1000, now: () => clock });
    expect(verifier.verify(id, century.sign(id))).toBe(false);
    expect(century.verify(id, century.sign(id))).toBe(false);
    const fifteenDays = createBriefLinkTokens(SECRET, { ttlMs: 15 * 24 * 60 * 60 * 1000, now: () => clock });
    expect(verifier.verify(id, fifteenDays.sign(id))).toBe(false);
    // A signer whose clock runs 4 minutes ahead still makes links we accept.
    const aheadBy4Minutes = createBriefLinkTokens(SECRET, { now: () => clock + 4 * 60 * 1000 });
    expect(verifier.verify(id, aheadBy4Minutes.sign(id))).toBe(true);
    const aheadBy6Minutes = createBriefLinkTokens(SECRET, { now: () => clock + 6 * 60 * 1000 });
    expect(verifier.verify(id, aheadBy6Minutes.sign(id))).toBe(false);
  });
});
