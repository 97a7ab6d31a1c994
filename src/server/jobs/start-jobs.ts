import type { ServerModule } from '../app-services';
import type { Jobs } from './jobs';

/** Defines the jobs the modules return, then starts the runner: queues and workers once everything is wired. */
export async function startJobs(jobs: Pick<Jobs, 'define' | 'start'>, modules: Pick<ServerModule<unknown>, 'jobs'>[]) {
  for (const module of modules) for (const job of module.jobs ?? []) jobs.define(job.name, job.handler, job.options);
  await jobs.start();
}
