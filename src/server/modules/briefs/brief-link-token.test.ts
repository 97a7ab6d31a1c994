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
});
