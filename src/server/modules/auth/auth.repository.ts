import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { account, rateLimit, session, user, verification } from '../../db/schema/auth';

export type UserRow = typeof user.$inferSelect;

/** better-auth's own reads and writes go through its drizzle adapter, on the auth tables only. */
export function authDatabaseAdapter(db: Database) {
  return drizzleAdapter(db, { provider: 'pg', schema: { user, session, account, verification, rateLimit } });
}

export function createAuthRepository(db: Executor) {
  return {
    async findUserById(id: string, executor: Executor = db): Promise<UserRow | null> {
      const [row] = await executor.select().from(user).where(eq(user.id, id));
      return row ?? null;
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
