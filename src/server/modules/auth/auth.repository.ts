import { randomUUID } from 'node:crypto';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { account, rateLimit, session, twoFactor, user, verification } from '../../db/schema/auth';

export type UserRow = typeof user.$inferSelect;

export type BackoffRule = { freeFailures: number; windowMs: number; firstDelayMs: number; maxDelayMs: number };

/** better-auth's own reads and writes go through its drizzle adapter, on the auth tables only. */
export function authDatabaseAdapter(db: Database) {
  return drizzleAdapter(db, { provider: 'pg', schema: { user, session, account, verification, rateLimit, twoFactor } });
}

export function createAuthRepository(db: Executor) {
  return {
    /**
     * Reserves one sign-in attempt for an account + address pair in one statement (concurrent attempts cannot slip
     * past it): allowed when the last attempt is older than the window (the count restarts at 1), when fewer than
     * `freeFailures` attempts were made, or when the backoff since the last attempt has passed; the delay doubles from
     * `firstDelayMs` with each attempt past the free ones, capped at `maxDelayMs`. Returns the attempt's number, or
     * null when refused (nothing is recorded then). Kept in better-auth's rate-limit table under our own key prefix.
     */
    async reserveAttempt(key: string, nowMs: number, rule: BackoffRule, executor: Executor = db) {
      const delay = sql`least(${rule.firstDelayMs}::float8 * power(2, greatest(${rateLimit.count} - ${rule.freeFailures}, 0)), ${rule.maxDelayMs}::float8)`;
      const [row] = await executor
        .insert(rateLimit)
        .values({ id: randomUUID(), key, count: 1, lastRequest: nowMs })
        .onConflictDoUpdate({
          target: rateLimit.key,
          set: {
            count: sql`case when ${rateLimit.lastRequest} < ${nowMs - rule.windowMs} then 1 else ${rateLimit.count} + 1 end`,
            lastRequest: nowMs,
          },
          setWhere: sql`${rateLimit.lastRequest} < ${nowMs - rule.windowMs} or ${rateLimit.count} < ${rule.freeFailures} or ${rateLimit.lastRequest} + ${delay} <= ${nowMs}`,
        })
        .returning({ count: rateLimit.count });
      return row?.count ?? null;
    },
    /** When the pair's next attempt is allowed (ms since epoch), or null when it is now. */
    async nextAttemptAt(key: string, nowMs: number, rule: BackoffRule, executor: Executor = db) {
      const [row] = await executor.select().from(rateLimit).where(eq(rateLimit.key, key));
      if (!row || row.lastRequest < nowMs - rule.windowMs || row.count < rule.freeFailures) return null;
      const delay = Math.min(rule.firstDelayMs * 2 ** (row.count - rule.freeFailures), rule.maxDelayMs);
      return row.lastRequest + delay;
    },
    async deleteKey(key: string, executor: Executor = db): Promise<void> {
      await executor.delete(rateLimit).where(eq(rateLimit.key, key));
    },
    /**
     * Counts a failure into an account's burst and returns its number in the burst: 1 after `windowMs` of quiet.
     * Atomic, so concurrent failures get distinct numbers.
     */
    async countInBurst(key: string, nowMs: number, windowMs: number, executor: Executor = db): Promise<number> {
      const [row] = await executor
        .insert(rateLimit)
        .values({ id: randomUUID(), key, count: 1, lastRequest: nowMs })
        .onConflictDoUpdate({
          target: rateLimit.key,
          set: {
            count: sql`case when ${rateLimit.lastRequest} < ${nowMs - windowMs} then 1 else ${rateLimit.count} + 1 end`,
            lastRequest: nowMs,
          },
        })
        .returning({ count: rateLimit.count });
      return row?.count ?? 1;
    },

    async findUserById(id: string, executor: Executor = db): Promise<UserRow | null> {
      const [row] = await executor.select().from(user).where(eq(user.id, id));
      return row ?? null;
    },
    /**
     * A confirmed account that signs in with this password hash (better-auth's credential account), inside the
     * caller's transaction; returns its id. Only for accounts created outside better-auth's sign-up (first admin).
     */
    async insertConfirmedPasswordUser(
      input: { name: string; email: string; passwordHash: string },
      executor: Executor = db,
    ): Promise<string> {
      const id = randomUUID();
      await executor.insert(user).values({ id, name: input.name, email: input.email, emailVerified: true });
      await executor.insert(account).values({
        id: randomUUID(),
        accountId: id,
        providerId: 'credential',
        userId: id,
        password: input.passwordHash,
      });
      return id;
    },
    /** E-mail addresses compare case-insensitively. */
    async findUserByEmail(email: string, executor: Executor = db): Promise<UserRow | null> {
      const [row] = await executor
        .select()
        .from(user)
        .where(eq(sql`lower(${user.email})`, email.toLowerCase()));
      return row ?? null;
    },
  };
}
