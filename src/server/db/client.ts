import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };
/** A transaction handle; repositories accept one so services can group writes. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Either the database or an open transaction. */
export type Executor = Database | Tx;

export function createPool(url: string, max = 10): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max, idleTimeoutMillis: 30_000 });
  // An idle client losing its connection must not crash the process.
  pool.on('error', () => undefined);
  return pool;
}

export function createDatabase(pool: pg.Pool): Database {
  return drizzle(pool, { schema, casing: 'snake_case' });
}
