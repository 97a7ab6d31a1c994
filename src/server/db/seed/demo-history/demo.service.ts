import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { AppServices } from '../../../app-services';
import type { Database } from '../../client';
import type { TDemoStatus } from '../../../../shared/schemas/demo';
import { clock } from '../../../lib/clock';
import { createDemoHistory } from './demo-history';
import { loadPeople } from './demo-people';
import { planProjects, runsAlone, type PlannedProject } from './demo-plan';
import { createDemoRepository, type DemoHistoryMarker } from './demo.repository';

/** Bumped when the plan changes: a history seeded by an older plan is left as it is. */
const DEMO_HISTORY_VERSION = 2;
const DAY = 24 * 3_600_000;
/** Projects seeded at once. */
const LANES = 3;

export type DemoHistoryStatus = TDemoStatus;

/**
 * The living demo: a year of marketplace history seeded once, in the background, through the app's services at past
 * times (lib/clock.ts). Idempotent: a marker row records each finished project, so a restart resumes after the last
 * one, and a finished history is never seeded again.
 */
export function createDemoService({
  db,
  services,
  app,
  logger,
}: {
  db: Database;
  services: AppServices;
  app: Pick<FastifyInstance, 'inject'>;
  logger: Logger;
}) {
  const repository = createDemoRepository(db);
  let running: { done: number; total: number } | null = null;
  /** This instance's last run stopped on an error (the marker stays unfinished; a restart resumes). */
  let stoppedOnError = false;

  async function status(): Promise<DemoHistoryStatus> {
    if (running) return { state: 'seeding', percent: percentOf(running.done, running.total) };
    const marker = await repository.marker();
    if (!marker) return { state: stoppedOnError ? 'failed' : 'off', percent: 0 };
    if (marker.finishedAt) return { state: 'done', percent: 100 };
    return { state: stoppedOnError ? 'failed' : 'seeding', percent: percentOf(marker.done, marker.total) };
  }

  /** Seeds the history (or the rest of it); returns what it did, or null when another instance or an earlier run did. */
  async function seed(end = new Date()): Promise<{ ms: number; projects: number; failed: number } | null> {
    stoppedOnError = false;
    try {
      return await seedHistory(end);
    } catch (error) {
      stoppedOnError = true;
      throw error;
    }
  }

  async function seedHistory(end: Date): Promise<{ ms: number; projects: number; failed: number } | null> {
    const existing = await repository.marker();
    if (existing?.finishedAt) return null;
    const release = await repository.tryLock();
    if (!release) return null;
    const started = Date.now();
    // The time-driven sweeps read the real time, to which a seeded year is long overdue: they wait until the end.
    const resumeSchedules = await services.jobs.holdSchedules();
    try {
      const marker: DemoHistoryMarker = (await repository.marker()) ?? {
        version: DEMO_HISTORY_VERSION,
        done: 0,
        total: 0,
        finishedAt: null,
        // The first run fixes the end of the history, so a resumed run plans the same projects.
        end: end.toISOString(),
      };
      if (marker.finishedAt) return null;
      const until = new Date(marker.end ?? end.toISOString());
      const people = await loadPeople({ repository, end: until });
      const plans = planProjects(people, until.getTime());
      marker.total = plans.length;
      running = { done: marker.done, total: plans.length };
      await repository.saveMarker(marker);
      // Every expert can be paid out: payout accounts set up before the first project.
      await clock.runAt(new Date(until.getTime() - 370 * DAY), async () => {
        for (const expert of people.experts) await services.escrow.setupPayoutAccount(expert);
      });
      const history = createDemoHistory({ services, app, repository, logger, end: until }, people);
      let failed = 0;
      const finished = new Set<number>();
      const runOne = async (plan: PlannedProject) => {
        try {
          await history.run(plan);
        } catch (error) {
          failed++;
          logger.warn({ err: error, project: plan.index, stage: plan.stage }, 'demo history: a project stopped early');
        }
        finished.add(plan.index);
        while (finished.has(marker.done)) marker.done++;
        running!.done = marker.done;
        await repository.saveMarker({ ...marker });
      };
      // A few projects at a time (the database does the work; both cores stay busy), except a project that runs a
      // sweep over every project (the auto-release one): it runs alone, so the sweep never meets another project
      // between its QA and its approval. The marker advances over the finished prefix only, so a restart resumes at
      // the first project not known to be done.
      for (const segment of segments(plans.slice(marker.done))) {
        if (segment.alone) {
          await runOne(segment.plans[0]!);
          continue;
        }
        let next = 0;
        const lane = async () => {
          while (next < segment.plans.length) await runOne(segment.plans[next++]!);
        };
        await Promise.all(Array.from({ length: LANES }, lane));
      }
      await history.sweeps();
      const ms = Date.now() - started;
      await repository.saveMarker({ ...marker, finishedAt: new Date().toISOString(), ms });
      return { ms, projects: plans.length, failed };
    } finally {
      running = null;
      await resumeSchedules();
      await release();
    }
  }

  return { status, seed };
}

/** Consecutive plans that can share the lanes, and those that must run alone. */
function segments(plans: PlannedProject[]): { alone: boolean; plans: PlannedProject[] }[] {
  const result: { alone: boolean; plans: PlannedProject[] }[] = [];
  for (const plan of plans) {
    const alone = runsAlone(plan.stage);
    const last = result.at(-1);
    if (!alone && last && !last.alone) last.plans.push(plan);
    else result.push({ alone, plans: [plan] });
  }
  return result;
}

const percentOf = (done: number, total: number) => (total > 0 ? Math.min(100, Math.floor((done * 100) / total)) : 0);

export type DemoService = ReturnType<typeof createDemoService>;
