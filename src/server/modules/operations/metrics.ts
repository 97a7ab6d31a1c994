import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Lifecycle } from './lifecycle';
import type { OperationsRepository } from './operations.repository';

/** How often the ledger invariants are recomputed for a scrape: they read whole tables. */
const LEDGER_CHECK_EVERY_MS = 60_000;

export type MetricsSources = {
  repository: OperationsRepository;
  lifecycle: Lifecycle;
  jobCounts: () => Promise<{ queue: string; state: string; count: number }[]>;
  mailBacklog: () => Promise<{ queued: number; oldestAt: Date | null }>;
  /** Mail that will not go out by itself: kept unsent without SMTP, or failed after every attempt. */
  mailUndelivered: () => Promise<{ stored: { count: number }; failed: { count: number } }>;
  /** Provider captures the ledger does not account for, as the latest reconciliation run found them. */
  paymentsUnreconciled: () => Promise<{ count: number; amount: number }>;
};

/** This instance's Prometheus registry: process metrics plus the marketplace's own. */
export function createMetrics({
  repository,
  lifecycle,
  jobCounts,
  mailBacklog,
  mailUndelivered,
  paymentsUnreconciled,
}: MetricsSources) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route pattern, method and status class.',
    labelNames: ['route', 'method', 'status_class'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });

  new Gauge({
    name: 'db_pool_connections',
    help: 'Database pool connections of this instance: total, idle, and requests waiting for one.',
    labelNames: ['state'] as const,
    registers,
    collect() {
      const pool = repository.pool();
      this.set({ state: 'total' }, pool.total);
      this.set({ state: 'idle' }, pool.idle);
      this.set({ state: 'waiting' }, pool.waiting);
    },
  });

  new Gauge({
    name: 'jobs',
    help: 'Background jobs queued (created, retry), running (active) or failed, by queue.',
    labelNames: ['queue', 'state'] as const,
    registers,
    async collect() {
      this.reset();
      for (const row of await jobCounts()) this.set({ queue: row.queue, state: row.state }, row.count);
    },
  });

  const oldestMail = new Gauge({
    name: 'email_outbox_oldest_age_seconds',
    help: 'Age of the oldest e-mail still waiting for delivery (0 when none waits).',
    registers,
  });
  new Gauge({
    name: 'email_outbox_queued',
    help: 'E-mails waiting for delivery.',
    registers,
    async collect() {
      const backlog = await mailBacklog();
      this.set(backlog.queued);
      oldestMail.set(backlog.oldestAt ? Math.max(0, (Date.now() - backlog.oldestAt.getTime()) / 1000) : 0);
    },
  });

  // Queued mail is on its way (a relay that is down shows as its age); these never will be without someone acting.
  new Gauge({
    name: 'email_outbox_undelivered',
    help: 'E-mails that will not be delivered by themselves: stored (kept unsent, SMTP_URL not set) or failed (every attempt failed).',
    labelNames: ['status'] as const,
    registers,
    async collect() {
      const undelivered = await mailUndelivered();
      this.set({ status: 'stored' }, undelivered.stored.count);
      this.set({ status: 'failed' }, undelivered.failed.count);
    },
  });

  const realtimeStreams = new Gauge({
    name: 'realtime_streams_open',
    help: 'Server-Sent Events streams open on this instance.',
    registers,
  });

  let ledger: { balanced: boolean; at: number } | null = null;
  new Gauge({
    name: 'ledger_balanced',
    help: 'Whether every money invariant holds (1) or one is violated (0); recomputed at most once a minute.',
    registers,
    async collect() {
      if (!ledger || Date.now() - ledger.at > LEDGER_CHECK_EVERY_MS)
        ledger = { balanced: await repository.ledgerBalanced(), at: Date.now() };
      this.set(ledger.balanced ? 1 : 0);
    },
  });

  new Gauge({
    name: 'payments_unreconciled',
    help: 'Payments the provider captured that the ledger neither booked nor refunded, at the latest reconciliation: their count and amount (minor units).',
    labelNames: ['measure'] as const,
    registers,
    async collect() {
      const unreconciled = await paymentsUnreconciled();
      this.set({ measure: 'count' }, unreconciled.count);
      this.set({ measure: 'amount_minor' }, unreconciled.amount);
    },
  });

  new Gauge({
    name: 'instance_draining',
    help: 'Whether this instance is shutting down (1) and refusing readiness.',
    registers,
    collect() {
      this.set(lifecycle.draining ? 1 : 0);
    },
  });

  const aiRequests = new Counter({
    name: 'ai_requests_total',
    help: 'Calls to the configured AI service by operation and outcome: ok, or why the built-in fallback answered.',
    labelNames: ['provider', 'operation', 'outcome'] as const,
    registers,
  });

  const aiDuration = new Histogram({
    name: 'ai_request_duration_seconds',
    help: 'How long the configured AI service took per call, by operation and outcome (a timeout shows its limit).',
    labelNames: ['provider', 'operation', 'outcome'] as const,
    buckets: [0.25, 0.5, 1, 2, 5, 10, 20, 30, 60],
    registers,
  });

  const mailBounces = new Counter({
    name: 'email_bounces_total',
    help: 'Addresses newly marked as not receiving optional mail: hard bounces and spam complaints, by how we learnt it (smtp refusal, dsn, arf).',
    labelNames: ['kind', 'source'] as const,
    registers,
  });

  return {
    registry,
    countMailBounce: (labels: { kind: string; source: string }) => mailBounces.inc(labels),
    countAiRequest({ seconds, ...labels }: { provider: string; operation: string; outcome: string; seconds?: number }) {
      aiRequests.inc(labels);
      if (seconds !== undefined) aiDuration.observe(labels, seconds);
    },
    observeRequest(route: string, method: string, statusCode: number, seconds: number): void {
      requestDuration.observe({ route, method, status_class: `${Math.floor(statusCode / 100)}xx` }, seconds);
    },
    streamOpened: () => realtimeStreams.inc(),
    streamClosed: () => realtimeStreams.dec(),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
