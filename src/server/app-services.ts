// The services every module may ask for, by name, and the shape of a module: a module's factory names what it uses as
// Pick<AppServices, ...> & Pick<ModuleContext, ...>. Only types are imported here (from each module's service entry),
// so nothing that imports this file can close a circle.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import type { TEnv } from './config/env';
import type { Database } from './db/client';
import type { createAdminActivityService } from './modules/admin-activity/admin-activity.service';
import type { createAgenciesService } from './modules/agencies/agencies.service';
import type { createAiProvider } from './providers/ai/create-ai-provider';
import type { createAnalyticsService } from './modules/analytics/analytics.service';
import type { createAssistantService } from './modules/assistant/assistant.service';
import type { createAssuranceService } from './modules/assurance/assurance.service';
import type { createAuth } from './modules/auth/auth';
import type { createAuthService } from './modules/auth/auth.service';
import type { createBriefProposalsService } from './modules/briefs/brief-proposals.service';
import type { createBriefsService } from './modules/briefs/briefs.service';
import type { createCatalogService } from './modules/catalog/catalog.service';
import type { createChatService } from './modules/chat/chat.service';
import type { createDeliverablesService } from './modules/projects/deliverables.service';
import type { createDisputesService } from './modules/disputes/disputes.service';
import type { createDocumentsService } from './modules/documents/documents.service';
import type { createEscrowService } from './modules/escrow/escrow.service';
import type { createExpertsService } from './modules/experts/experts.service';
import type { JobHandler, JobOptions, Jobs } from './jobs/jobs';
import type { createLedgerService } from './modules/ledger/ledger.service';
import type { createMailer } from './providers/email/mailer';
import type { createMatchingService } from './modules/matching/matching.service';
import type { createMeetingsService } from './modules/meetings/meetings.service';
import type { createNotificationsService } from './modules/notifications/notifications.service';
import type { createPaymentsService } from './modules/payments/payments.service';
import type { createProfilesService } from './modules/profiles/profiles.service';
import type { createProjectsService } from './modules/projects/projects.service';
import type { createQuotesService } from './modules/quotes/quotes.service';
import type { createRatingsService } from './modules/ratings/ratings.service';
import type { createRealtimeHub } from './realtime/hub';
import type { createRequestsService } from './modules/requests/requests.service';
import type { createSettingsService } from './modules/settings/settings.service';
import type { createSetupService } from './modules/setup/setup.service';
import type { createSignInHooks } from './modules/auth/sign-in-hooks';
import type { createStorageProvider } from './providers/storage/create-storage-provider';

/** The wired services, for scripts and tests that drive the app from inside. */
export type AppServices = {
  auth: ReturnType<typeof createAuth>;
  /** The sign-in accounts' own table (better-auth's users), read by the modules that look people up by e-mail. */
  accounts: ReturnType<typeof createAuthService>;
  activity: ReturnType<typeof createAdminActivityService>;
  profiles: ReturnType<typeof createProfilesService>;
  settings: ReturnType<typeof createSettingsService>;
  catalog: ReturnType<typeof createCatalogService>;
  notifications: ReturnType<typeof createNotificationsService>;
  projects: ReturnType<typeof createProjectsService>;
  deliverables: ReturnType<typeof createDeliverablesService>;
  requests: ReturnType<typeof createRequestsService>;
  quotes: ReturnType<typeof createQuotesService>;
  ledger: ReturnType<typeof createLedgerService>;
  payments: ReturnType<typeof createPaymentsService>;
  signInHooks: ReturnType<typeof createSignInHooks>;
  ai: ReturnType<typeof createAiProvider>;
  analytics: ReturnType<typeof createAnalyticsService>;
  briefs: ReturnType<typeof createBriefsService>;
  briefProposals: ReturnType<typeof createBriefProposalsService>;
  experts: ReturnType<typeof createExpertsService>;
  agencies: ReturnType<typeof createAgenciesService>;
  matching: ReturnType<typeof createMatchingService>;
  ratings: ReturnType<typeof createRatingsService>;
  disputes: ReturnType<typeof createDisputesService>;
  assurance: ReturnType<typeof createAssuranceService>;
  escrow: ReturnType<typeof createEscrowService>;
  documents: ReturnType<typeof createDocumentsService>;
  chat: ReturnType<typeof createChatService>;
  meetings: ReturnType<typeof createMeetingsService>;
  assistant: ReturnType<typeof createAssistantService>;
  setup: ReturnType<typeof createSetupService>;
  hub: ReturnType<typeof createRealtimeHub>;
  mailer: ReturnType<typeof createMailer>;
  /** Modules send to their queues; the queues themselves are the jobs the modules return, defined by app.ts. */
  jobs: Omit<Jobs, 'define' | 'start'>;
  /** Project files: S3-compatible when S3_BUCKET is set, else under DATA_DIR. */
  storage: ReturnType<typeof createStorageProvider>;
};

/**
 * What a module is built from besides other modules' services: the configuration and the database. app.ts hands every
 * factory one object holding these, the shared infrastructure (hub, mailer, jobs, storage) and each service built so
 * far; a factory names what it takes of it.
 */
export type ModuleContext = {
  db: Database;
  env: TEnv;
  logger: Logger;
  /** Public origin of this instance, for links in e-mails and redirects. */
  publicUrl: string;
  /** Signs the links and tokens the server hands out. */
  authSecret: string;
  /** For the connections a module opens itself (the backups' dump and restore). */
  databaseUrl: string;
  /**
   * The services of the modules built after the caller, once all exist: a factory narrows it to those it reads
   * (`later: () => Pick<AppServices, …>`) and calls it only when a request or job runs, never while being built.
   */
  later: () => AppServices;
};

/** A background job a module runs: its queue's name, its handler and its schedule (kept by name across releases). */
export type ModuleJob = { name: string; handler: JobHandler<never>; options?: JobOptions };

/**
 * A built module: its service, for the modules built after it, its routes, registered in app.ts's order, and its jobs,
 * defined on the shared runner before it starts.
 */
export type ServerModule<TService> = { service: TService; routes: FastifyPluginAsyncZod[]; jobs?: ModuleJob[] };
