import type { Logger } from 'pino';
import { SIGN_IN_BACKOFF } from '../../config/limits';
import type { Database } from '../../db/client';
import type { Mailer } from '../../providers/email/mailer';
import { signInAlertEmail } from './auth.emails';
import { createAuthRepository } from './auth.repository';

const PAIR_PREFIX = 'sign-in-backoff:';
const BURST_PREFIX = 'sign-in-alert:';

/**
 * Per-account sign-in backoff (decision 017). Attempts are counted per account AND client address: past 5 wrong
 * passwords in 15 minutes an address waits longer and longer (30 s doubling, at most 15 minutes) before its next try
 * at that account, while the owner signing in from their own address is never slowed, so an attacker cannot lock
 * them out. A right password clears the pair. The owner is e-mailed once per burst of failures.
 */
export function createSignInThrottle({
  db,
  mailer,
  publicUrl,
  logger,
  now = () => Date.now(),
}: {
  db: Database;
  mailer: Pick<Mailer, 'enqueue'>;
  publicUrl: string;
  logger: Logger;
  now?: () => number;
}) {
  const repository = createAuthRepository(db);
  const pairKey = (email: string, address: string) => `${PAIR_PREFIX}${email.trim().toLowerCase()}|${address}`;

  return {
    /** Reserves an attempt; when refused, the seconds to wait. */
    async attempt(email: string, address: string): Promise<{ allowed: true } | { allowed: false; retryAfter: number }> {
      const at = now();
      const key = pairKey(email, address);
      if ((await repository.reserveAttempt(key, at, SIGN_IN_BACKOFF)) !== null) return { allowed: true };
      const next = await repository.nextAttemptAt(key, at, SIGN_IN_BACKOFF);
      return { allowed: false, retryAfter: Math.max(1, Math.ceil(((next ?? at) - at) / 1000)) };
    },

    /** The password was right (signed in, or only the e-mail confirmation missing): this pair starts afresh. */
    async succeeded(email: string, address: string): Promise<void> {
      await repository.deleteKey(pairKey(email, address));
    },

    /**
     * A wrong password. Failures for the account (from any address) add up into a burst that ends after 15 quiet
     * minutes; the 5th failure of a burst tells the owner, once (a single typo tells nobody).
     */
    async failed(email: string): Promise<void> {
      const normalised = email.trim().toLowerCase();
      const failures = await repository.countInBurst(`${BURST_PREFIX}${normalised}`, now(), SIGN_IN_BACKOFF.windowMs);
      if (failures !== SIGN_IN_BACKOFF.freeFailures) return;
      const owner = await repository.findUserByEmail(normalised);
      if (!owner) return;
      await mailer.enqueue(signInAlertEmail({ to: owner.email, name: owner.name, resetUrl: `${publicUrl}/auth` }));
      logger.info({ userId: owner.id }, 'failed sign-ins: owner alerted');
    },
  };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
