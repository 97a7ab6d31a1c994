import { createHmac, timingSafeEqual } from 'node:crypto';

/** Secure links stay valid for 14 days. */
export const BRIEF_LINK_TTL_MS = 14 * 24 * 60 * 60 * 1000;

/** How far a signer's clock may run ahead of ours before a link's expiry counts as beyond its lifetime. */
export const BRIEF_LINK_CLOCK_SKEW_MS = 5 * 60 * 1000;

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
      const at = now();
      if (expiry * 1000 <= at) return false;
      // A correctly signed link never lives longer than the 14-day lifetime (plus a little clock skew), whatever ttl
      // it was signed with: a token minted with a far-off expiry is refused rather than valid for years.
      if (expiry * 1000 > at + BRIEF_LINK_TTL_MS + BRIEF_LINK_CLOCK_SKEW_MS) return false;
      const expected = Buffer.from(signature(briefId, expiry));
      const given = Buffer.from(match[2]!);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

export type BriefLinkTokens = ReturnType<typeof createBriefLinkTokens>;
