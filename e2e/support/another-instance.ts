import { createAdminActivityService } from '../../src/server/modules/admin-activity/admin-activity.service';
import { createAuthService } from '../../src/server/modules/auth/auth.service';
import { createNotificationsService } from '../../src/server/modules/notifications/notifications.service';
import { createProfilesService } from '../../src/server/modules/profiles/profiles.service';
import { createMailer } from '../../src/server/providers/email/mailer';
import { createLogger } from '../../src/server/logger';
import { createRealtimeHub } from '../../src/server/realtime/hub';
import type { RunningServer } from './server';

/** Creates a notification from outside the server process: it reaches the page through PostgreSQL. */
export async function notifyFromAnotherInstance(server: RunningServer, userId: string, title: string): Promise<void> {
  const logger = createLogger({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  const hub = createRealtimeHub({ databaseUrl: server.databaseUrl, logger });
  await hub.start();
  try {
    const mailer = createMailer({ db: server.db, from: 'test@example.test', logger });
    const accounts = createAuthService({ db: server.db });
    const contacts = createProfilesService({
      db: server.db,
      accounts,
      activity: createAdminActivityService({ db: server.db }),
      mailer,
      publicUrl: server.url,
    });
    await createNotificationsService({
      db: server.db,
      hub,
      mailer,
      profiles: contacts,
      publicUrl: server.url,
      authSecret: 'e2e-unsubscribe-links-unused',
    }).notify({
      userId,
      type: 'quote_received',
      title,
      message: 'A new quote is ready for your review.',
    });
  } finally {
    await hub.close();
  }
}
