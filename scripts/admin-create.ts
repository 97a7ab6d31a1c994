// `npm run admin:create -- EMAIL` gives the account with this e-mail admin rights; `-- --remove EMAIL` takes them
// away. Either is recorded in the administrator activity log as done by `system` (the operator at the console).
import { SYSTEM_ACTOR } from '../src/shared/domain/admin-activity';
import { publicUrlOf } from '../src/server/config/origins';
import { parseEnv } from '../src/server/config/env';
import { openDatabase } from '../src/server/db/open-database';
import { createLogger } from '../src/server/logger';
import { createMailer } from '../src/server/providers/email/mailer';
import { createAdminActivityService } from '../src/server/modules/admin-activity/admin-activity.service';
import { createAuthService } from '../src/server/modules/auth/auth.service';
import { createProfilesService } from '../src/server/modules/profiles/profiles.service';

const args = process.argv.slice(2);
const remove = args.includes('--remove');
const email = args.find((arg) => !arg.startsWith('--'))?.trim();
if (!email) {
  console.error('Usage: npm run admin:create -- EMAIL   (or -- --remove EMAIL to take admin rights away)');
  process.exit(2);
}

const env = parseEnv();
const logger = createLogger({ ...env, LOG_LEVEL: 'warn' });
const database = await openDatabase(env, logger);
try {
  const db = database.db;
  const profiles = createProfilesService({
    db,
    accounts: createAuthService({ db }),
    activity: createAdminActivityService({ db }),
    // Queued in the outbox: the running servers send it (or SMTP_URL's server, when set).
    mailer: createMailer({ db, smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, logger }),
    publicUrl: publicUrlOf(env),
  });
  const found = await profiles.setAdminRights(email, !remove, SYSTEM_ACTOR);
  if (!found) {
    console.error(`No account uses ${email}. Sign up with it first, then run this again.`);
    process.exitCode = 1;
  } else {
    console.log(remove ? `${email} is no longer an admin.` : `${email} is now an admin.`);
  }
} finally {
  await database.close();
}
