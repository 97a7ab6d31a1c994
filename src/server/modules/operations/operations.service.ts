import type { Database } from '../../db/client';
import type { Jobs } from '../../jobs/jobs';
import type { Mailer } from '../../providers/email/mailer';
import type { Lifecycle } from './lifecycle';
import { createMetrics, type MetricsSources } from './metrics';
import { createOperationsRepository, shippedMigrationCount } from './operations.repository';
import { createReadinessCheck } from './readiness';

export { createLifecycle, type Lifecycle } from './lifecycle';
export type { Readiness } from './readiness';

/** What an operator watches: the Prometheus metrics and the readiness of this instance. */
export function createOperationsService({
  db,
  lifecycle,
  jobs,
  mailer,
  paymentsUnreconciled,
}: {
  db: Database;
  lifecycle: Lifecycle;
  jobs: Pick<Jobs, 'counts'>;
  mailer: Pick<Mailer, 'backlog' | 'undelivered'>;
  paymentsUnreconciled: MetricsSources['paymentsUnreconciled'];
}) {
  const repository = createOperationsRepository(db);
  const metrics = createMetrics({
    repository,
    lifecycle,
    jobCounts: () => jobs.counts(),
    mailBacklog: () => mailer.backlog(),
    mailUndelivered: () => mailer.undelivered(),
    paymentsUnreconciled,
  });
  return {
    readiness: createReadinessCheck({ repository, lifecycle, shippedMigrations: shippedMigrationCount() }),
    metricsText: () => metrics.registry.metrics(),
    metricsContentType: metrics.registry.contentType,
    observeRequest: metrics.observeRequest,
    streamOpened: metrics.streamOpened,
    streamClosed: metrics.streamClosed,
    countAiRequest: metrics.countAiRequest,
    countMailBounce: metrics.countMailBounce,
  };
}

export type OperationsService = ReturnType<typeof createOperationsService>;
