import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { Executor } from '../db/client';
import { executePositional } from '../db/raw-sql';

export type JobHandler<T> = (data: T) => Promise<void>;
/** `cron` also runs a queue on a schedule; see `define`. */
export type JobOptions = { cron?: string; timeDriven?: boolean; retryLimit?: number; batchSize?: number };
type Definition = {
  handler: JobHandler<unknown>;
  cron?: string;
  /** Acts on what is due by the real time (payouts): held with the scheduled jobs. */
  timeDriven: boolean;
  retryLimit: number;
  batchSize: number;
};

/** Runs pg-boss's SQL on a drizzle executor, so a job can be enqueued inside the caller's transaction. */
function onExecutor(executor: Executor): PgBoss.Db {
  return { executeSql: (text, values) => executePositional(executor, text, values) };
}

/**
 * Background work in the same PostgreSQL (pg-boss). Handlers must be idempotent: delivery is at least once.
 * Every instance can enqueue; only instances started with `runWorkers` process jobs and cron schedules.
 */
export function createJobs({
  databaseUrl,
  logger,
  runWorkers,
}: {
  databaseUrl: string;
  logger: Logger;
  runWorkers: boolean;
}) {
  const definitions = new Map<string, Definition>();
  const boss = new PgBoss({ connectionString: databaseUrl, max: 4, supervise: runWorkers, schedule: runWorkers });
  let started = false;
  let stopping = false;
  /**
   * While held, this instance's workers skip scheduled (cron) and time-driven jobs; `runningScheduled` counts those in
   * progress.
   */
  let held = 0;
  let runningScheduled = 0;
  // Connections cut while we stop (the database shuts down right after) are expected, not failures.
  boss.on('error', (error) =>
    stopping ? logger.debug({ err: error }, 'job queue closed') : logger.error({ err: error }, 'job queue error'),
  );

  return {
    /**
     * Declares a queue and its handler (before start). `cron` also runs it on a schedule; `timeDriven` marks a job
     * that acts on whatever is due by the real time, held with the scheduled ones. A worker fetches once per polling
     * interval (2 s): a queue that can fill faster takes up to `batchSize` jobs per fetch.
     */
    define<T extends object>(name: string, handler: JobHandler<T>, options: JobOptions = {}): void {
      // Two handlers on one queue would each take some of its jobs.
      if (definitions.has(name)) throw new Error(`job queue ${name} is defined twice`);
      definitions.set(name, {
        handler: handler as JobHandler<unknown>,
        cron: options.cron,
        timeDriven: Boolean(options.cron) || (options.timeDriven ?? false),
        retryLimit: options.retryLimit ?? 5,
        batchSize: options.batchSize ?? 1,
      });
    },

    async start(): Promise<void> {
      await boss.start();
      started = true;
      for (const [name, definition] of definitions) {
        await boss.createQueue(name, { name, retryLimit: definition.retryLimit, retryBackoff: true });
        if (!runWorkers) continue;
        await boss.work<object>(name, { batchSize: definition.batchSize }, async (jobs) => {
          // Each job fails on its own (and is retried), so one failure does not redo the rest of its batch:
          // pg-boss then completes only the jobs still active.
          for (const job of jobs) {
            if (definition.timeDriven && held > 0) continue;
            if (definition.timeDriven) runningScheduled++;
            try {
              await definition.handler(job.data);
            } catch (error) {
              logger.error({ err: error, job: name, id: job.id }, 'job failed');
              await boss.fail(name, job.id, { message: error instanceof Error ? error.message : String(error) });
            } finally {
              if (definition.timeDriven) runningScheduled--;
            }
          }
        });
        // A queue without a cron loses any schedule an earlier release (or an earlier setting) gave it.
        if (definition.cron) await boss.schedule(name, definition.cron);
        else await boss.unschedule(name);
      }
    },

    /** Enqueues a job; pass a transaction to enqueue only if it commits, `startAfterSeconds` to delay it. */
    async send(
      name: string,
      data: object,
      executor?: Executor,
      options: { startAfterSeconds?: number } = {},
    ): Promise<void> {
      if (!started) throw new Error('jobs not started');
      await boss.send(name, data, {
        ...(executor ? { db: onExecutor(executor) } : {}),
        // As a time, not seconds: the transaction path sends pg-boss's repeated parameter separately, and PostgreSQL
        // types one copy as a timestamp, so it must parse as one.
        ...(options.startAfterSeconds ? { startAfter: new Date(Date.now() + options.startAfterSeconds * 1000) } : {}),
      });
    },

    /**
     * Holds the scheduled (cron) jobs, the time-driven sweeps, and the jobs that act on what is due by the real time
     * (payouts) until the returned release is called: the schedules are removed (on every instance; the next start or
     * the release restores them), this instance's workers skip any such job already queued (the 15-minute escrow sweep
     * pays what a skipped payout job left), and it waits for the ones running here to finish. The demo history, written
     * at past times, must not meet a sweep or a payout that reads the real time halfway through a project.
     */
    async holdSchedules(): Promise<() => Promise<void>> {
      const scheduled = [...definitions].filter(([, definition]) => definition.cron);
      held++;
      if (started) for (const [name] of scheduled) await boss.unschedule(name);
      while (runningScheduled > 0) await new Promise((resolve) => setTimeout(resolve, 100));
      let released = false;
      return async () => {
        if (released) return;
        released = true;
        held--;
        if (started && !stopping && held === 0)
          for (const [name, definition] of scheduled) await boss.schedule(name, definition.cron!);
      };
    },

    /** Jobs waiting, running or failed, per queue and state (completed and cancelled ones are not counted). */
    async counts(): Promise<{ queue: string; state: string; count: number }[]> {
      if (!started) return [];
      const result = await boss.getDb().executeSql(
        `SELECT name AS queue, state, count(*)::int AS count FROM pgboss.job
           WHERE state IN ('created', 'retry', 'active', 'failed') GROUP BY name, state`,
        [],
      );
      return result.rows as { queue: string; state: string; count: number }[];
    },

    async stop(): Promise<void> {
      stopping = true;
      if (started) await boss.stop({ graceful: true, timeout: 10_000, wait: true });
    },
  };
}

export type Jobs = ReturnType<typeof createJobs>;
