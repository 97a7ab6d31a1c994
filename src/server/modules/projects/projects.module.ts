import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Executor } from '../../db/client';
import type { AppServices, ModuleContext, ServerModule } from '../../app-services';
import { deliverablesRoutes } from './deliverables.routes';
import { createDeliverablesService } from './deliverables.service';
import { milestonesRoutes } from './milestones.routes';
import { autoReleaseJob } from './projects.jobs';
import { projectsRoutes } from './projects.routes';
import { createProjectsService, type ProjectsService } from './projects.service';

/**
 * Projects, their milestones (whose routes come later in the API document) and deliverables. Milestones release
 * escrow, cancelling refunds through it, and every deliverable change reaches milestones and the project's insights.
 */
export function createProjectsModule({
  db,
  env,
  profiles,
  notifications,
  settings,
  activity,
  storage,
  analytics,
  later,
}: Pick<ModuleContext, 'db' | 'env'> &
  Pick<AppServices, 'profiles' | 'notifications' | 'settings' | 'activity' | 'storage' | 'analytics'> & {
    /** The modules built on projects that projects calls back: bound through a port, called once all exist. */
    later: () => Pick<AppServices, 'experts' | 'escrow' | 'disputes' | 'payments' | 'matching' | 'assistant'>;
  }): ServerModule<ProjectsService> & {
  deliverables: AppServices['deliverables'];
  milestoneRoutes: FastifyPluginAsyncZod[];
} {
  const hasUnresolvedDispute = (projectId: string, tx: Executor) =>
    later().disputes.hasUnresolvedDispute(projectId, tx);
  const projects = createProjectsService({
    db,
    profiles,
    // Team Members show the freelancer's expert summary.
    expertSummaries: (ids) => later().experts.summariesOf(ids),
    milestonePorts: {
      notifications,
      settings,
      escrow: {
        release: (input, tx) => later().escrow.release(input, tx),
        balanceOf: (projectId, currency, tx) => later().escrow.balanceOf(projectId, currency, tx),
        afterRelease: async () => void (await later().escrow.payOutstanding()),
      },
      hasUnresolvedDispute,
    },
    // Cancelling refunds through escrow (cause: cancellation), waits for disputes and awaited bank transfers, and
    // closes checkouts left open.
    cancellationPorts: {
      escrow: {
        refund: (input, tx) => later().escrow.refund({ ...input, cause: 'cancellation' }, tx),
        balanceOf: (projectId, currency, tx) => later().escrow.balanceOf(projectId, currency, tx),
      },
      hasUnresolvedDispute,
      paymentInProgress: (projectId, tx) => later().payments.paymentInProgress(projectId, tx),
      closeOpenCheckouts: (projectId) => later().payments.closeOpenCheckouts(projectId),
      notifications,
      activity,
      // A draft pack project's request closes with it.
      matching: {
        lockRequestOf: (projectId, tx) => later().matching.lockRequestOfProject(projectId, tx),
        projectCancelled: (project, tx) => later().matching.projectCancelled(project, tx),
      },
    },
  });
  const deliverables = createDeliverablesService({
    db,
    storage,
    projects,
    notifications,
    profiles,
    uploadMaxBytes: env.UPLOAD_MAX_MB * 1024 * 1024,
    activity,
    // Milestones (QA passed) and pack escrow hear of every deliverable status change, inside its transaction.
    // Insights refresh (a debounced job, enqueued in the same transaction) after every deliverable change too.
    onDeliverableChanged: async (change, tx) => {
      await projects.milestones.onDeliverableChanged(change, tx);
      await later().assistant.projectChanged(change.projectId, tx);
    },
    analytics,
  });
  return {
    service: projects,
    deliverables,
    routes: [projectsRoutes({ projects }), deliverablesRoutes({ deliverables })],
    milestoneRoutes: [milestonesRoutes({ projects })],
    jobs: [autoReleaseJob(projects.milestones.sweep)],
  };
}
