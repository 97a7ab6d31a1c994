import { sql, type SQL } from 'drizzle-orm';
import { clock } from '../lib/clock';

/**
 * The database's `now()`, or the clock's time when a call runs at a set time (lib/clock.ts `runAt`): for statements
 * and column defaults on the paths the demo seeder drives. Unchanged for real requests.
 */
export function sqlNow(): SQL {
  return clock.isSet() ? sql`${clock.now().toISOString()}::timestamptz` : sql`now()`;
}
