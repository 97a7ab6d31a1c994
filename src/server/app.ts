import rateLimit from '@fastify/rate-limit';
import { getCookies } from 'better-auth/cookies';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { apiDocsServed, type TEnv } from './config/env';
import type { Database } from './db/client';
import { createDemoService, type DemoService } from './db/seed/demo-history/demo.service';
import { demoSignIns } from './db/seed/demo-sign-ins';
import { createAccountModule } from './modules/account/account.module';
import { createAgenciesModule } from './modules/agencies/agencies.module';
import { createAuthModule } from './modules/auth/auth.module';
import { signInFormRoutes } from './modules/auth/sign-in-form.routes';
import { createAuthService } from './modules/auth/auth.service';
import { createSignInHooks } from './modules/auth/sign-in-hooks';
import { createAnalyticsModule } from './modules/analytics/analytics.module';
import { createAdminActivityModule } from './modules/admin-activity/admin-activity.module';
import { createFieldInterpreter } from './modules/briefs/brief-interpretations';
import { createBriefLinkTokens } from './modules/briefs/brief-link-token';
import { createBriefOrigins } from './modules/briefs/brief-origins';
import { createBriefProposalsService } from './modules/briefs/brief-proposals.service';
import { briefQaRoutes } from './modules/briefs/brief-qa.routes';
import { briefsRoutes } from './modules/briefs/briefs.routes';
import { createBriefsService } from './modules/briefs/briefs.service';
import { createChatModule } from './modules/chat/chat.module';
import { createCatalogModule } from './modules/catalog/catalog.module';
import { createDevMailboxModule } from './modules/dev-mailbox/dev-mailbox.module';
import { mailDeliveryRoutes } from './modules/mail-delivery/mail-delivery.routes';
import { createMailDeliveryService } from './modules/mail-delivery/mail-delivery.service';
import { mailBounceReportRoutes } from './modules/mail-delivery/mail-bounce-report.routes';
import { mailBouncesRoutes } from './modules/mail-delivery/mail-bounces.routes';
import { createMailBouncesService } from './modules/mail-delivery/mail-bounces.service';
import { createDocumentsModule } from './modules/documents/documents.module';
import { createExpertsModule } from './modules/experts/experts.module';
import { createMeetingsModule } from './modules/meetings/meetings.module';
import { createAssistantModule } from './modules/assistant/assistant.module';
import { matchingAdminRoutes } from './modules/matching/matching-admin.routes';
import { matchingExpertRoutes } from './modules/matching/matching-expert.routes';
import { createMatchingService } from './modules/matching/matching.service';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { emailUnsubscribeRoutes } from './modules/notifications/email-unsubscribe.routes';
import { createNotificationsService } from './modules/notifications/notifications.service';
import { createOperationsModule } from './modules/operations/operations.module';
import { createLifecycle, type Lifecycle } from './modules/operations/operations.service';
import { createProfilesModule } from './modules/profiles/profiles.module';
import { createLedgerModule } from './modules/ledger/ledger.module';
import { PAYMENT_WEBHOOK_PATH } from './modules/payments/payment-webhook.routes';
import { createPaymentsModule } from './modules/payments/payments.module';
import { createAssuranceModule } from './modules/assurance/assurance.module';
import { createDisputesModule } from './modules/disputes/disputes.module';
import { createEscrowModule } from './modules/escrow/escrow.module';
import { createProjectsModule } from './modules/projects/projects.module';
import { createRequestsModule } from './modules/requests/requests.module';
import { createQuotesModule } from './modules/quotes/quotes.module';
import { createRatingsModule } from './modules/ratings/ratings.module';
import { createReportsModule } from './modules/reports/reports.module';
import { createAdminModule } from './modules/admin/admin.module';
import { createAdminWorkspaceModule } from './modules/admin-workspace/admin-workspace.module';
import { createSettingsModule } from './modules/settings/settings.module';
import { createBackupsModule } from './modules/backups/backups.module';
import { createSetupModule } from './modules/setup/setup.module';
import { createSystemModule } from './modules/system/system.module';
import { registerCompression } from './plugins/compression';
import { registerErrorHandler } from './plugins/error-handler';
import { authOpenApiPaths } from './modules/auth/auth.openapi';
import { registerOpenApi } from './plugins/openapi';
import { registerSecurity } from './plugins/security';
import { createServerInstance, registerRequestHooks } from './plugins/server-instance';
import { registerStaticWeb } from './plugins/static-web';
import { createWebPages } from './plugins/web-pages';
import { registerTextGuard } from './plugins/text-guard';
import { createViewerCache, registerViewer } from './plugins/viewer';
import { createJobs } from './jobs/jobs';
import type { AppServices, ModuleContext, ServerModule } from './app-services';
import { createStorageProvider } from './providers/storage/create-storage-provider';
import { createMailer } from './providers/email/mailer';
import { createAiProvider } from './providers/ai/create-ai-provider';
import { createRealtimeEventsRepository } from './realtime/realtime-events.repository';
import { createRealtimeHub } from './realtime/hub';
import { realtimeRoutes } from './realtime/realtime.routes';

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

/** Public origin of this instance: PUBLIC_URL, else localhost on the configured port. */
export function publicUrlOf(env: TEnv): string {
  return (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
}

function allowedOriginsOf(env: TEnv, publicUrl: string): string[] {
  const origins = [new URL(publicUrl).origin];
  if (env.NODE_ENV !== 'production') origins.push(`http://localhost:${env.PORT}`, `http://127.0.0.1:${env.PORT}`);
  return [...new Set(origins)];
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { env, db, logger } = deps;
  const production = env.NODE_ENV === 'production';
  const publicUrl = publicUrlOf(env);
  const allowedOrigins = allowedOriginsOf(env, publicUrl);
  // Modules built later, for the ports of those built before them (called once all exist).
  const later = () => app.services;
  const context: ModuleContext = {
    db,
    env,
    logger,
    publicUrl,
    authSecret: deps.authSecret,
    databaseUrl: deps.databaseUrl,
  };
  const google =
    env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
      ? { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET }
      : undefined;

  const app = createServerInstance(env, logger);

  // Shared infrastructure.
  const hub = createRealtimeHub({ databaseUrl: deps.databaseUrl, logger });
  await hub.start();
  app.addHook('onClose', async () => hub.close());
  // Signed-in requests resolve their viewer from here; every instance drops entries on the database's notice.
  const viewerCache = createViewerCache(hub);
  const mailer = createMailer({
    db,
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    bounceAddress: env.MAIL_BOUNCE_ADDRESS,
    // Operations is built below on the mailer; a bounce is only counted once both exist.
    countBounce: (labels) => operations.countMailBounce(labels),
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
  const jobs = createJobs({ databaseUrl: deps.databaseUrl, logger, runWorkers: env.RUN_JOBS });
  // Workers stop taking jobs as soon as the drain starts and finish the ones they hold while requests drain.
  let jobsStopped: Promise<void> | null = null;
  const stopJobs = () => (jobsStopped ??= jobs.stop());
  app.addHook('preClose', async () => void stopJobs());
  app.addHook('onClose', async () => stopJobs());

  const lifecycle = deps.lifecycle ?? createLifecycle();
  const { service: operations, routes: operationsRoutes } = createOperationsModule({
    ...context,
    jobs,
    mailer,
    lifecycle,
    later,
  });
  registerRequestHooks(app, { lifecycle, observe: operations.observeRequest });

  // Services, wired by hand.
  const signInHooks = createSignInHooks(logger);
  const accounts = createAuthService({ db });
  // Every admin action records itself here, inside its own transaction.
  const { service: activity, routes: activityRoutes } = createAdminActivityModule({ db });
  const {
    service: profiles,
    routes: profilesRoutes,
    billingRoutes,
  } = createProfilesModule({ db, publicUrl, accounts, activity, mailer, later });
  const { service: settings, routes: settingsRoutes } = createSettingsModule({ db, activity });
  // Product events: stored when capture is on, pushed to the admins' live monitor (admin:analytics).
  const { service: analytics, routes: analyticsRoutes } = createAnalyticsModule({
    db,
    logger,
    hub,
    settings,
    jobs,
    profiles,
  });
  const { service: catalog, routes: catalogRoutes } = createCatalogModule({ db, hub, activity });
  const notifications = createNotificationsService({
    db,
    hub,
    mailer,
    profiles,
    publicUrl,
    authSecret: deps.authSecret,
  });
  const {
    service: projects,
    deliverables,
    routes: projectsRoutes,
    milestoneRoutes,
  } = createProjectsModule({
    db,
    env,
    profiles,
    notifications,
    settings,
    jobs,
    activity,
    storage,
    analytics,
    later,
  });
  const { service: experts, routes: expertsRoutes } = createExpertsModule({
    db,
    profiles,
    notifications,
    activity,
    // Ratings read projects, built after experts: bound here.
    ratings: { publishedClientRatingsOf: (ids, executor) => ratings.publishedClientRatingsOf(ids, executor) },
  });
  const { service: ratings, routes: ratingsRoutes } = createRatingsModule({ db, projects, profiles, notifications });
  const { service: requests, routes: requestsRoutes } = createRequestsModule({
    db,
    activity,
    settings,
    profiles,
    later,
  });
  const {
    service: quotes,
    routes: quotesRoutes,
    adminRoutes: quotesAdminRoutes,
  } = createQuotesModule({
    db,
    activity,
    notifications,
    settings,
    requests,
    projects,
    profiles,
    jobs,
    analytics,
    later,
  });
  const matching = createMatchingService({
    db,
    activity,
    jobs,
    settings,
    requests,
    projects,
    quotes,
    experts,
    profiles,
    notifications,
    hub,
    // Agencies are matched and invited through their owners; agencies is created below, so bound by a closure.
    agencies: { agenciesOwnedBy: (ownerIds) => agencies.agenciesOwnedBy(ownerIds) },
  });
  const { service: ledger } = createLedgerModule({ db });
  const { service: documents, routes: documentsRoutes } = createDocumentsModule({
    db,
    settings,
    profiles,
    projects,
    jobs,
    notifications,
    storage,
  });
  const {
    service: payments,
    routes: paymentsRoutes,
    webhookRoutes: paymentWebhookRoutes,
    provider: paymentProvider,
  } = createPaymentsModule({
    ...context,
    catalog,
    projects,
    ledger,
    requests,
    notifications,
    analytics,
    documents,
    profiles,
    activity,
    jobs,
    later,
  });
  const { service: agencies, routes: agenciesRoutes } = createAgenciesModule({
    db,
    publicUrl,
    mailer,
    notifications,
    profiles,
    accounts,
    projects,
    experts,
    ledger,
  });
  const ai = createAiProvider(env, logger, operations.countAiRequest);
  const interpret = createFieldInterpreter(ai, logger);
  const briefTokens = createBriefLinkTokens(deps.authSecret);
  const briefs = createBriefsService({
    db,
    interpret,
    origins: createBriefOrigins(catalog),
    tokens: briefTokens,
    jobs,
    mailer,
    hub,
    settings,
    requests,
    analytics,
    experts,
    publicUrl,
    logger,
  });
  const briefProposals = createBriefProposalsService({
    db,
    ai,
    interpret,
    tokens: briefTokens,
    jobs,
    mailer,
    hub,
    notifications,
    listAdminIds: () => profiles.listAdminIds(),
    activity,
    publicUrl,
    logger,
  });
  const { service: escrow, routes: escrowRoutes } = createEscrowModule({
    ...context,
    ledger,
    settings,
    notifications,
    jobs,
    projects,
    agencies,
    experts,
    payments,
    paymentProvider,
    analytics,
    documents,
  });
  const { routes: backupsRoutes } = createBackupsModule({
    ...context,
    storage,
    notifications,
    profiles,
    jobs,
  });
  const { service: disputes, routes: disputesRoutes } = createDisputesModule({
    db,
    projects,
    ledger,
    notifications,
    profiles,
    escrow,
    storage,
    activity,
  });
  const { service: chat, routes: chatRoutes } = createChatModule({
    db,
    logger,
    hub,
    projects,
    profiles,
    analytics,
    assistant: { projectChanged: (projectId) => assistant.projectChanged(projectId) },
  });
  // Project meetings: Jitsi rooms, Google Meet through the organizer's connected Google Calendar, pasted links.
  const { service: meetings, routes: meetingsRoutes } = createMeetingsModule({
    db,
    env,
    logger,
    publicUrl,
    authSecret: deps.authSecret,
    projects,
    profiles,
    settings,
    notifications,
    mailer,
    chat,
    activity,
    analytics,
    onMeetingsChanged: (projectId, tx) => assistant.projectChanged(projectId, tx),
  });
  const { service: assistant, routes: assistantRoutes } = createAssistantModule({
    db,
    logger,
    ai,
    projects,
    disputes,
    chat,
    meetings,
    jobs,
  });
  const { service: assurance, routes: assuranceRoutes } = createAssuranceModule({
    db,
    projects,
    requests,
    matching,
    experts,
    profiles,
    notifications,
    activity,
  });
  const {
    service: auth,
    routes: authRoutes,
    adminEnrolment,
    mountHandler: mountAuthHandler,
  } = createAuthModule({
    ...context,
    mailer,
    activity,
    profiles,
    settings,
    analytics,
    briefs,
    signInHooks,
    google,
    allowedOrigins,
  });
  const { service: setup, routes: setupRoutes } = createSetupModule({
    ...context,
    auth,
    accounts,
    profiles,
    activity,
    settings,
    adminEnrolment,
  });
  const { routes: accountRoutes } = createAccountModule({
    db,
    auth,
    accounts,
    profiles,
    briefs,
    experts,
    requests,
    quotes,
    payments,
    projects,
    ledger,
    notifications,
  });
  app.decorate('services', {
    auth,
    accounts,
    storage,
    activity,
    profiles,
    settings,
    catalog,
    notifications,
    projects,
    requests,
    quotes,
    ledger,
    payments,
    signInHooks,
    hub,
    mailer,
    jobs,
    ai,
    analytics,
    briefs,
    briefProposals,
    experts,
    agencies,
    matching,
    ratings,
    disputes,
    assurance,
    escrow,
    documents,
    deliverables,
    chat,
    meetings,
    assistant,
    setup,
  });

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
    sessionCookie: getCookies(auth.options).sessionToken.name,
    serve: apiDocsServed(env),
    otherPaths: authOpenApiPaths,
  });
  const pages =
    deps.webRoot && (await registerStaticWeb(app, deps.webRoot))
      ? await createWebPages(app, { webRoot: deps.webRoot, publicUrl, onContentChange: catalog.onChange })
      : null;
  registerErrorHandler(app, { pages });
  registerViewer(app, {
    auth,
    profiles,
    requireMfaForAdmins: async () => (await settings.get('require_mfa_for_admins')).enabled,
    cache: viewerCache,
  });

  // Routes, in the order of the OpenAPI document.
  const register = async (routes: ServerModule<unknown>['routes']) => {
    for (const plugin of routes) await app.register(plugin);
  };
  mountAuthHandler(app);
  await app.register(signInFormRoutes({ publicUrl }));
  await register(
    createSystemModule({
      ...context,
      catalog,
      googleClientId: google?.clientId ?? null,
      demoAccounts: deps.demo?.accounts ? demoSignIns() : null,
    }).routes,
  );
  await register(profilesRoutes);
  await app.register(notificationsRoutes({ notifications }));
  await app.register(emailUnsubscribeRoutes({ notifications }));
  await register(accountRoutes);
  await register(authRoutes);
  await register(setupRoutes);
  await register(projectsRoutes);
  await register(ratingsRoutes);
  await register(chatRoutes);
  await register(meetingsRoutes);
  await register(assistantRoutes);
  await register(disputesRoutes);
  await register(assuranceRoutes);
  await register(requestsRoutes);
  await register(quotesRoutes);
  await register(expertsRoutes);
  await register(agenciesRoutes);
  await register(quotesAdminRoutes);
  await app.register(matchingAdminRoutes({ matching }));
  await app.register(matchingExpertRoutes({ matching }));
  await register(paymentsRoutes);
  await register(milestoneRoutes);
  await register(escrowRoutes);
  await register(documentsRoutes);
  await register(billingRoutes);
  await register(paymentWebhookRoutes);
  await register(settingsRoutes);
  await register(backupsRoutes);
  await app.register(
    mailDeliveryRoutes({ mailDelivery: createMailDeliveryService({ mailer, localMailbox: !production }) }),
  );
  const mailBounces = createMailBouncesService({ db, mailer, activity });
  await app.register(mailBouncesRoutes({ mailBounces }));
  await app.register(mailBounceReportRoutes({ mailBounces, secret: env.MAIL_BOUNCE_SECRET }));
  await register(activityRoutes);
  // The living demo: seeded by main.ts after listen (app.demo.seed()); admins follow its progress.
  const demo = deps.demo?.history ? createDemoService({ db, services: app.services, app, logger }) : null;
  app.decorate('demo', demo);
  await register(createAdminModule({ projects, quotes, ledger, demo }).routes);
  await register(
    createAdminWorkspaceModule({ projects, quotes, disputes, experts, briefs, profiles, requests, agencies }).routes,
  );
  await register(createReportsModule({ db, jobs }).routes);
  await register(catalogRoutes);
  await register(analyticsRoutes);
  await app.register(briefsRoutes({ briefs }));
  await app.register(briefQaRoutes({ proposals: briefProposals }));
  await app.register(
    realtimeRoutes({
      hub,
      events: createRealtimeEventsRepository(db),
      onStreamOpened: operations.streamOpened,
      onStreamClosed: operations.streamClosed,
    }),
  );
  await register(operationsRoutes);
  await register(createDevMailboxModule({ env, mailer }).routes);

  // Queues are declared by the services above; workers start once everything is wired.
  await jobs.start();
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
