// `npm run admin:create -- EMAIL`: gives the account with this e-mail admin rights.
import { parseEnv } from '../src/server/config/env';
import { openDatabase } from '../src/server/db/open-database';
import { createLogger } from '../src/server/logger';
import { createAuthService } from '../src/server/modules/auth/auth.service';
import { createProfilesService } from '../src/server/modules/profiles/profiles.service';

const email = process.argv[2]?.trim();
if (!email) {
  console.error('Usage: npm run admin:create -- EMAIL');
  process.exit(2);
}

const env = parseEnv();
const database = await openDatabase(env, createLogger({ ...env, LOG_LEVEL: 'warn' }));
try {
  const profiles = createProfilesService({ db: database.db, accounts: createAuthService({ db: database.db }) });
  const made = await profiles.makeAdmin(email);
  if (!made) {
    console.error(`No account uses ${email}. Sign up with it first, then run this again.`);
    process.exitCode = 1;
  } else {
    console.log(`${email} is now an admin.`);
  }
} finally {
  await database.close();
}
