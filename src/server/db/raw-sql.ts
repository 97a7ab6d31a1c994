import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from './client';

/** SQL that belongs to no table (health checks, NOTIFY, other libraries' statements), kept beside the client. */

/** A round trip to the database; throws when it cannot answer. */
export async function ping(executor: Executor): Promise<void> {
  await executor.execute(sql`SELECT 1`);
}

/** `pg_notify(channel, payload)`, sent when the executor's transaction commits (at once outside one). */
export async function notifyChannel(executor: Executor, channel: string, payload = ''): Promise<void> {
  await executor.execute(sql`SELECT pg_notify(${channel}, ${payload})`);
}

/**
 * Runs another library's SQL with `$1`-style parameters on the executor, so its statements can join the caller's
 * transaction. Undefined parameters are sent as NULL (drizzle would drop them).
 */
export async function executePositional(
  executor: Executor,
  text: string,
  values: readonly unknown[],
): Promise<{ rows: unknown[] }> {
  const chunks: SQL[] = text
    .split(/\$(\d+)/)
    .map((part, index) => (index % 2 === 0 ? sql.raw(part) : sql`${values[Number(part) - 1] ?? null}`));
  const result = await executor.execute(sql.join(chunks));
  return { rows: result.rows };
}
