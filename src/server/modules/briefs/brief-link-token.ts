import { createHmac, timingSafeEqual } from 'node:crypto';

/** Secure links stay valid for 14 days. */
export const BRIEF_LINK_TTL_MS = 14 * 24 * 60 * 60 * 1000;

/**
 * Signed, expiring tokens that open one brief read-only without signing in (the guest's secure link).
 * A token is `<expiry in unix seconds>.<HMAC-SHA256 of "<brief id>.<expiry>">`; the key is derived from the app
 * secret, so a session secret is never used directly as a link key.
 */
export function createBriefLinkTokens(secret: string, { ttlMs = BRIEF_LINK_TTL_MS, now = () => Date.now() } = {}) {
  const key = createHmac('sha256', secret).update('brief-link-token:v1').digest();
  const signature = (briefId: string, expiry: number) =>
    createHmac('sha256', key).update(`${briefId.toLowerCase()}.${expiry}`).digest('base64url');

  return {
    sign(briefId: string): string {
      const expiry = Math.floor((now() + ttlMs) / 1000);
      return `${expiry}.${signature(briefId, expiry)}`;
    },
    verify(briefId: string, token: string): boolean {
      const match = /^(\d{1,12})\.([\w-]{43})$/.exec(token);
      if (!match) return false;
      const expiry = Number(match[1]);
      if (expiry * 1000 <= now()) return false;
      const expected = Buffer.from(signature(briefId, expiry));
      const given = Buffer.from(match[2]!);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

export type BriefLinkTokens = ReturnType<typeof createBriefLinkTokens>;
