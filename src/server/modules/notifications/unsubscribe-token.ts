import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/** The e-mail kinds a preference can turn off, each with its own unsubscribe link. */
export const ZUnsubscribeCategory = z.enum(['activity', 'marketing']);
export type UnsubscribeCategory = z.infer<typeof ZUnsubscribeCategory>;

const TOKEN = /^([0-9a-f-]{36})\.(activity|marketing)\.([\w-]{43})$/;

/**
 * Signed tokens for one-click unsubscribe links (RFC 8058): `<user id>.<category>.<HMAC-SHA256>`. They never expire,
 * since a mail client may offer the link long after delivery; the key is derived from the app secret, so the session
 * secret is never used directly.
 */
export function createUnsubscribeTokens(secret: string) {
  const key = createHmac('sha256', secret).update('unsubscribe-token:v1').digest();
  const signature = (userId: string, category: UnsubscribeCategory) =>
    createHmac('sha256', key).update(`${userId.toLowerCase()}.${category}`).digest('base64url');

  return {
    sign: (userId: string, category: UnsubscribeCategory) =>
      `${userId.toLowerCase()}.${category}.${signature(userId, category)}`,
    /** The person and category the token was signed for, or null for anything else. */
    verify(token: string): { userId: string; category: UnsubscribeCategory } | null {
      const match = TOKEN.exec(token);
      if (!match) return null;
      const [, userId, category] = match as unknown as [string, string, UnsubscribeCategory, string];
      const expected = Buffer.from(signature(userId, category));
      const given = Buffer.from(match[3]!);
      return given.length === expected.length && timingSafeEqual(given, expected) ? { userId, category } : null;
    },
  };
}

export type UnsubscribeTokens = ReturnType<typeof createUnsubscribeTokens>;
