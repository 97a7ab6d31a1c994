import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { TEnv } from './config/env';
import type { Database } from './db/client';
import { createJobs } from './jobs/jobs';
import type { CountBounce } from './providers/email/bounce-list';
import { createMailer } from './providers/email/mailer';
import { createStorageProvider } from './providers/storage/create-storage-provider';
import { createRealtimeHub } from './realtime/hub';
import { createViewerCache } from './plugins/viewer';

/**
 * What every module is built on besides the database: the realtime hub, the viewer cache, the mailer and its
 * dispatcher, project file storage and the background jobs, each stopped with the app.
 */
export async function startInfrastructure(
  app: FastifyInstance,
  {
    env,
    db,
    logger,
    databaseUrl,
    countMailBounce,
  }: { env: TEnv; db: Database; logger: Logger; databaseUrl: string; countMailBounce: CountBounce },
) {
  const hub = createRealtimeHub({ databaseUrl, logger });
  await hub.start();
  app.addHook('onClose', async () => hub.close());
  // Signed-in requests resolve their viewer from here; every instance drops entries on the database's notice.
  const viewerCache = createViewerCache(hub);
  const mailer = createMailer({
    db,
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    bounceAddress: env.MAIL_BOUNCE_ADDRESS,
    countBounce: countMailBounce,
    logger,
  });
  if (mailer.transport === 'smtp') {
    const deliver = () =>
      void mailer.deliverQueued().catch((error) => logger.error({ err: error }, 'e-mail dispatcher failed'));
    hub.onSignal('email_outbox', deliver);
    const timer = setInterval(deliver, 30_000);
    app.addHook('onClose', async () => clearInterval(timer));
    deliver();
  }

  // Project files (deliverables, dispute evidence, issued documents): S3-compatible when S3_BUCKET is set, else under
  // DATA_DIR.
  const storage = createStorageProvider(env);
  const jobs = createJobs({ databaseUrl, logger, runWorkers: env.RUN_JOBS });
  // Workers stop taking jobs as soon as the drain starts and finish the ones they hold while requests drain.
  let jobsStopped: Promise<void> | null = null;
  const stopJobs = () => (jobsStopped ??= jobs.stop());
  app.addHook('preClose', async () => void stopJobs());
  app.addHook('onClose', async () => stopJobs());
  return { hub, viewerCache, mailer, storage, jobs };
}
