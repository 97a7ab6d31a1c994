import { createHmac } from 'node:crypto';

/** better-auth's TOTP parameters: 6 digits, 30-second steps, one step of clock skew either way. */
const PERIOD_MS = 30_000;
const DIGITS = 6;
const SKEW_STEPS = 1;

/** RFC 4226 HOTP of one counter, keyed by the secret's bytes as better-auth keys it. */
function hotp(secret: string, counter: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const digest = createHmac('sha1', Buffer.from(secret, 'utf8')).update(message).digest();
  const offset = digest[digest.length - 1]! & 0x0f;
  const value = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(value % 10 ** DIGITS).padStart(DIGITS, '0');
}

/**
 * The latest time step (within the skew window better-auth accepts) whose code is this one, or null when it matches
 * none: the step a right code uses up.
 */
export function matchedTotpStep(secret: string, code: string, now = Date.now()): number | null {
  const current = Math.floor(now / PERIOD_MS);
  for (let step = current + SKEW_STEPS; step >= current - SKEW_STEPS; step -= 1) {
    if (hotp(secret, step) === code) return step;
  }
  return null;
}
