import rateLimit from '@fastify/rate-limit';
import { getCookies } from 'better-auth/cookies';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { apiDocsServed, type TEnv } from './config/env';
import { allowedOriginsOf, googleSignInOf, publicUrlOf } from './config/origins';
import type { Database } from './db/client';
import { createDemoModule } from './db/seed/demo-history/demo.module';
import type { DemoService } from './db/seed/demo-history/demo.service';
import { demoSignIns } from './db/seed/demo-sign-ins';
import { createAccountModule } from './modules/account/account.module';
import { createAdminActivityModule } from './modules/admin-activity/admin-activity.module';
import { createAdminModule } from './modules/admin/admin.module';
import { createAdminWorkspaceModule } from './modules/admin-workspace/admin-workspace.module';
import { createAgenciesModule } from './modules/agencies/agencies.module';
import { createAnalyticsModule } from './modules/analytics/analytics.module';
import { createAssistantModule } from './modules/assistant/assistant.module';
import { createAssuranceModule } from './modules/assurance/assurance.module';
import { authOpenApiPaths } from './modules/auth/auth.openapi';
import { createAuthModule } from './modules/auth/auth.module';
import { createAuthService } from './modules/auth/auth.service';
import { signInFormRoutes } from './modules/auth/sign-in-form.routes';
import { createSignInHooks } from './modules/auth/sign-in-hooks';
import { createBackupsModule } from './modules/backups/backups.module';
import { createBriefsModule } from './modules/briefs/briefs.module';
import { createCatalogModule } from './modules/catalog/catalog.module';
import { createChatModule } from './modules/chat/chat.module';
import { createDevMailboxModule } from './modules/dev-mailbox/dev-mailbox.module';
import { createDisputesModule } from './modules/disputes/disputes.module';
import { createDocumentsModule } from './modules/documents/documents.module';
import { createEscrowModule } from './modules/escrow/escrow.module';
import { createExpertsModule } from './modules/experts/experts.module';
import { createLedgerModule } from './modules/ledger/ledger.module';
import { createMailDeliveryModule } from './modules/mail-delivery/mail-delivery.module';
import { createMatchingModule } from './modules/matching/matching.module';
import { createMeetingsModule } from './modules/meetings/meetings.module';
import { createNotificationsModule } from './modules/notifications/notifications.module';
import { createOperationsModule } from './modules/operations/operations.module';
import { createLifecycle, type Lifecycle } from './modules/operations/operations.service';
import { PAYMENT_WEBHOOK_PATH } from './modules/payments/payment-webhook.routes';
import { createPaymentsModule } from './modules/payments/payments.module';
import { createProfilesModule } from './modules/profiles/profiles.module';
import { createProjectsModule } from './modules/projects/projects.module';
import { createQuotesModule } from './modules/quotes/quotes.module';
import { createRatingsModule } from './modules/ratings/ratings.module';
import { createReportsModule } from './modules/reports/reports.module';
import { createRequestsModule } from './modules/requests/requests.module';
import { createSettingsModule } from './modules/settings/settings.module';
import { createSetupModule } from './modules/setup/setup.module';
import { createSystemModule } from './modules/system/system.module';
import { registerCompression } from './plugins/compression';
import { registerErrorHandler } from './plugins/error-handler';
import { registerOpenApi } from './plugins/openapi';
import { registerSecurity } from './plugins/security';
import { createServerInstance, registerRequestHooks } from './plugins/server-instance';
import { registerStaticWeb } from './plugins/static-web';
import { registerTextGuard } from './plugins/text-guard';
import { registerViewer } from './plugins/viewer';
import { createWebPages } from './plugins/web-pages';
import type { AppServices, ModuleContext } from './app-services';
import { composeModules } from './compose-modules';
import { startInfrastructure } from './infrastructure';
import { startJobs } from './jobs/start-jobs';
import { createAiProvider } from './providers/ai/create-ai-provider';
import { createRealtimeModule } from './realtime/realtime.module';

export type AppDeps = {
  env: TEnv;
  db: Database;
  /** Used for the realtime hub's own LISTEN connection. */
  databaseUrl: string;
  logger: Logger;
  authSecret: string;
  /** Folder of the built web app; null to serve the API only. */
  webRoot: string | null;
  /** Set draining by the shutdown path; readiness then answers 503. */
  lifecycle?: Lifecycle;
  /** Whether the demo accounts were seeded, and the living demo's history is (being) seeded here; default neither. */
  demo?: { accounts: boolean; history: boolean };
};

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { env, db, logger, databaseUrl } = deps;
  const publicUrl = publicUrlOf(env);
  const allowedOrigins = allowedOriginsOf(env, publicUrl);
  const google = googleSignInOf(env);
  const lifecycle = deps.lifecycle ?? createLifecycle();
  const app = createServerInstance(env, logger);
  const infrastructure = await startInfrastructure(app, {
    env,
    db,
    logger,
    databaseUrl,
    // Operations is built below on the mailer; a bounce is only counted once both exist.
    countMailBounce: (labels) => modules.operations.service.countMailBounce(labels),
  });
  const later: ModuleContext['later'] = () => app.services;
  const { authSecret } = deps;

  // The modules, in dependency order: each factory takes what it names from the context built so far.
  const { context: services, modules } = composeModules({
    ...{ db, env, logger, publicUrl, authSecret, databaseUrl, later, lifecycle, google, allowedOrigins },
    ...infrastructure,
  })
    .add('operations', createOperationsModule)
    .provide('signInHooks', ({ logger }) => createSignInHooks(logger))
    .provide('accounts', ({ db }) => createAuthService({ db }))
    // Every admin action records itself here, inside its own transaction.
    .add('activity', createAdminActivityModule)
    .add('profiles', createProfilesModule)
    .add('settings', createSettingsModule)
    // Product events: stored when capture is on, pushed to the admins' live monitor (admin:analytics).
    .add('analytics', createAnalyticsModule)
    .add('catalog', createCatalogModule)
    .add('notifications', createNotificationsModule)
    .add('projects', createProjectsModule)
    .provide('deliverables', (_, { projects }) => projects.deliverables)
    .add('experts', createExpertsModule)
    .add('ratings', createRatingsModule)
    .add('requests', createRequestsModule)
    .add('quotes', createQuotesModule)
    .add('matching', createMatchingModule)
    .add('ledger', createLedgerModule)
    .add('documents', createDocumentsModule)
    .add('payments', createPaymentsModule)
    .provide('paymentProvider', (_, { payments }) => payments.provider)
    .add('agencies', createAgenciesModule)
    .provide('ai', ({ operations }) => createAiProvider(env, logger, operations.countAiRequest))
    .add('briefs', createBriefsModule)
    .provide('briefProposals', (_, { briefs }) => briefs.proposals)
    .add('escrow', createEscrowModule)
    .add('backups', createBackupsModule)
    .add('disputes', createDisputesModule)
    .add('chat', createChatModule)
    .add('meetings', createMeetingsModule)
    .add('assistant', createAssistantModule)
    .add('assurance', createAssuranceModule)
    .add('auth', createAuthModule)
    .provide('adminEnrolment', (_, { auth }) => auth.adminEnrolment)
    .add('setup', createSetupModule)
    .add('account', createAccountModule)
    .add('system', (built) =>
      createSystemModule({
        ...built,
        googleClientId: google?.clientId ?? null,
        demoAccounts: deps.demo?.accounts ? demoSignIns() : null,
      }),
    )
    .add('mailDelivery', createMailDeliveryModule)
    .add('adminWorkspace', createAdminWorkspaceModule)
    .add('reports', createReportsModule)
    .add('realtime', createRealtimeModule)
    .add('devMailbox', createDevMailboxModule);
  registerRequestHooks(app, { lifecycle, observe: services.operations.observeRequest });
  app.decorate('services', services);
  // The living demo: seeded by main.ts after listen (app.demo.seed()); admins follow its progress.
  const demo = createDemoModule({ db, logger, services, app, history: deps.demo?.history ?? false });
  app.decorate('demo', demo);
  const admin = createAdminModule({ ...services, demo });

  // Plugins.
  await registerSecurity(app, {
    allowedOrigins,
    googleSignIn: Boolean(google),
    // Providers call the webhook server to server (no Origin); its signature is checked instead.
    originExempt: [PAYMENT_WEBHOOK_PATH],
  });
  registerTextGuard(app);
  await registerCompression(app);
  await app.register(rateLimit, { global: false });
  await registerOpenApi(app, {
    sessionCookie: getCookies(services.auth.options).sessionToken.name,
    serve: apiDocsServed(env),
    otherPaths: authOpenApiPaths,
  });
  const pages =
    deps.webRoot && (await registerStaticWeb(app, deps.webRoot))
      ? await createWebPages(app, {
          webRoot: deps.webRoot,
          publicUrl,
          onContentChange: services.catalog.onChange,
          streamPosition: services.realtime.currentPosition,
        })
      : null;
  registerErrorHandler(app, { pages });
  registerViewer(app, {
    auth: services.auth,
    profiles: services.profiles,
    requireMfaForAdmins: async () => (await services.settings.get('require_mfa_for_admins')).enabled,
    cache: infrastructure.viewerCache,
  });

  // Routes, in the order of the OpenAPI document.
  modules.auth.mountHandler(app);
  for (const plugin of [
    signInFormRoutes({ publicUrl }),
    ...modules.system.routes,
    ...modules.profiles.routes,
    ...modules.notifications.routes,
    ...modules.account.routes,
    ...modules.auth.routes,
    ...modules.setup.routes,
    ...modules.projects.routes,
    ...modules.ratings.routes,
    ...modules.chat.routes,
    ...modules.meetings.routes,
    ...modules.assistant.routes,
    ...modules.disputes.routes,
    ...modules.assurance.routes,
    ...modules.requests.routes,
    ...modules.quotes.routes,
    ...modules.experts.routes,
    ...modules.agencies.routes,
    ...modules.quotes.adminRoutes,
    ...modules.matching.routes,
    ...modules.payments.routes,
    ...modules.projects.milestoneRoutes,
    ...modules.escrow.routes,
    ...modules.documents.routes,
    ...modules.profiles.billingRoutes,
    ...modules.payments.webhookRoutes,
    ...modules.settings.routes,
    ...modules.backups.routes,
    ...modules.mailDelivery.routes,
    ...modules.activity.routes,
    ...admin.routes,
    ...modules.adminWorkspace.routes,
    ...modules.reports.routes,
    ...modules.catalog.routes,
    ...modules.analytics.routes,
    ...modules.briefs.routes,
    ...modules.realtime.routes,
    ...modules.operations.routes,
    ...modules.devMailbox.routes,
  ])
    await app.register(plugin);

  // The queues are the jobs the modules return; workers start once everything is wired.
  await startJobs(infrastructure.jobs, Object.values(modules));
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The wired services, for scripts and tests that drive the app from inside. */
    services: AppServices;
    /** The living demo's history seeder, where it is on (AppDeps.demo). */
    demo: DemoService | null;
  }
}
