/**
 * Server-only limits: request rates and body sizes. Limits the browser also needs (text lengths, polling) live in
 * src/shared/domain/limits.ts; the sign-in and sign-up attempt rate is configurable (AUTH_ATTEMPTS_PER_MINUTE).
 */

/** Per client address, for @fastify/rate-limit's route `config.rateLimit`. */
export const RATE_LIMITS = {
  /** brief-sensemaking: public, one call per typing pause and field. */
  briefInterpret: { max: 60, timeWindow: '1 minute' },
  /** submit-brief: public. */
  briefSubmit: { max: 10, timeWindow: '1 minute' },
  /** create-payment (checkout sessions). */
  createPayment: { max: 20, timeWindow: '1 minute' },
  /** Analytics events: public (the builder records them for guests). */
  analyticsEvents: { max: 60, timeWindow: '1 minute' },
  /** The 404 page's not-found report. */
  notFoundTelemetry: { max: 30, timeWindow: '1 minute' },
} as const;

/** better-auth's own limiter: every auth endpoint, per address and window (seconds). */
export const AUTH_RATE_LIMIT = { window: 60, max: 300 } as const;

/** Password-reset and confirmation e-mails a client address may ask for: 5 per 15 minutes each. */
export const AUTH_EMAIL_RATE_LIMIT = { window: 15 * 60, max: 5 } as const;

/** A password-reset link works once, for one hour. */
export const PASSWORD_RESET_TTL_SECONDS = 60 * 60;

/** Request body sizes in bytes. */
export const BODY_LIMITS = {
  /** Every JSON route unless it says otherwise. */
  default: 256 * 1024,
  /** Payment provider webhooks (raw bytes, for the signature). */
  paymentWebhook: 1024 * 1024,
  /** A forwarded bounce or complaint: the report and the original message's headers (or whole message). */
  mailReport: 1024 * 1024,
  /** The sandbox checkout page's plain HTML form posts, which carry nothing the routes read. */
  sandboxCheckoutForm: 1024,
  /** The public pages' plain HTML forms (Buy, sign-in), posted before their script runs. */
  plainForm: 4 * 1024,
} as const;

/** Live Server-Sent Events streams one signed-in user may hold open at once on one server instance. */
export const REALTIME_STREAMS_PER_USER = 10;

/**
 * Per-account sign-in backoff, keyed by account AND client address (decision 017): 5 wrong passwords within 15
 * minutes are free, then each further attempt from that address for that account waits 30 s, 60 s, 120 s … (doubling)
 * after the previous one, at most 15 minutes. Other addresses (the owner's own) are not slowed. The owner is e-mailed
 * once per burst (no new alert until 15 minutes pass without failures).
 */
export const SIGN_IN_BACKOFF = {
  freeFailures: 5,
  windowMs: 15 * 60 * 1000,
  firstDelayMs: 30 * 1000,
  maxDelayMs: 15 * 60 * 1000,
} as const;

/** TeamSmith AI questions one signed-in user may ask per window (per user, not per address). */
export const ASSISTANT_RATE_LIMIT = { max: 20, timeWindow: '1 minute' } as const;

/** Project insights (risks and suggestions) and how they are kept fresh. */
export const INSIGHTS = {
  /** A deliverable waiting in one status (in progress, QA, client review, revision) this long is stalled. */
  stalledDays: 7,
  /** Revision requests on one deliverable that make a revision loop. */
  revisionLoopRequests: 2,
  /** Suggest a meeting when none took place or is planned within this many days. */
  meetingGapDays: 14,
  /** An unfunded milestone due within this many days should be funded so work can start. */
  fundingLeadDays: 14,
  /** Questions to the assistant read for concerns: the last this many days. */
  questionWindowDays: 14,
  /** Project events within this window cause one refresh (job delayed by it). */
  refreshDebounceSeconds: 5,
  /** Opening the Insights list refreshes them first when the last refresh is older than this. */
  readRefreshMs: 30_000,
  /** Every open project's insights are refreshed on this schedule (time-based ones: overdue, stalled). */
  sweepCron: '*/15 * * * *',
} as const;
