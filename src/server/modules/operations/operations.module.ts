import type { AppServices, ModuleContext, ServerModule } from '../../app-services';
import { operationsRoutes } from './operations.routes';
import { createOperationsService, type Lifecycle, type OperationsService } from './operations.service';

/** Readiness, the Prometheus metrics and what they count (requests, streams, AI calls, the job and mail backlogs). */
export function createOperationsModule({
  db,
  env,
  jobs,
  mailer,
  lifecycle,
  later,
}: Pick<ModuleContext, 'db' | 'env'> &
  Pick<AppServices, 'jobs' | 'mailer'> & {
    lifecycle: Lifecycle;
    /** Payments is built after operations: read through this port, at scrape time. */
    later: () => Pick<AppServices, 'payments'>;
  }): ServerModule<OperationsService> {
  const operations = createOperationsService({
    db,
    lifecycle,
    jobs,
    mailer,
    // From the latest provider reconciliation.
    paymentsUnreconciled: async () => {
      const run = await later().payments.latestReconciliation();
      return { count: run?.unreconciledCount ?? 0, amount: run?.unreconciledAmount ?? 0 };
    },
  });
  return { service: operations, routes: [operationsRoutes({ operations, metricsToken: env.METRICS_TOKEN })] };
}
