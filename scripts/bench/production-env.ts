// What a bench's production instance needs to start. It refuses to run as a superuser (decision 038): benches that
// hold a superuser's URL give their instances an app role on the same server, and the superuser as the owner that
// migrates and grants. And it refuses to start without a mail relay or a backup key unless told so on purpose.
import { randomBytes } from 'node:crypto';
import { ensureAppLogin, urlAsRole } from '../../src/server/db/database-roles';

const BENCH_APP_ROLE = 'marketplace_bench_app';

/** DATABASE_URL and DATABASE_OWNER_URL for a production instance on the database `superuserUrl` names. */
export async function productionDatabaseEnv(
  superuserUrl: string,
): Promise<{ DATABASE_URL: string; DATABASE_OWNER_URL: string }> {
  const password = randomBytes(12).toString('hex');
  await ensureAppLogin(superuserUrl, BENCH_APP_ROLE, password);
  return { DATABASE_URL: urlAsRole(superuserUrl, BENCH_APP_ROLE, password), DATABASE_OWNER_URL: superuserUrl };
}

/** A bench sends no mail and takes no backups, on purpose (a production start otherwise requires both). */
export const BENCH_OPT_OUTS = { MAIL_DELIVERY: 'outbox-only', BACKUP_SCHEDULE: 'off' } as const;
