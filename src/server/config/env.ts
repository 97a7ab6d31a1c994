import { z } from 'zod';
import { AI_INTERPRET_TIMEOUT_MS } from '../../shared/domain/briefs';
import { DEFAULT_UPLOAD_MAX_MB } from '../../shared/domain/limits';

const optionalUrl = z
  .url()
  .optional()
  .or(z.literal('').transform(() => undefined));
const optionalString = z
  .string()
  .optional()
  .or(z.literal('').transform(() => undefined));

/** Every variable the server reads. Parsed once at boot; a bad value stops the start with its name. */
export const ZEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Public origin of the site, used for links in e-mails and the origin check. */
  PUBLIC_URL: optionalUrl,
  DATA_DIR: z.string().default('./.data'),
  /** Folder of the built web app. */
  WEB_ROOT: z.string().default('dist/current/web'),
  /** The app's connection: a role that owns no table (decision 038). Unset: the embedded PostgreSQL in DATA_DIR. */
  DATABASE_URL: optionalUrl,
  /** The schema owner's connection, for migrations and the app role's grants. Unset: DATABASE_URL does both. */
  DATABASE_OWNER_URL: optionalUrl,
  /** `embedded`: production on the embedded PostgreSQL in DATA_DIR on purpose (a single-box install). */
  DATABASE: z
    .enum(['embedded'])
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Connections each instance keeps to PostgreSQL (the `db_pool_connections{state="waiting"}` metric says when short). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(200).default(10),
  /** Secret for session signing and secure brief links. Generated and kept in DATA_DIR when unset (not in production). */
  AUTH_SECRET: z
    .string()
    .min(32)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /**
   * How many reverse proxies in front of the server append to X-Forwarded-For (0: none, the socket's address is the
   * client). The client address is taken that many hops from the right; the left-most entries are client-supplied
   * and never trusted. Rate limits key on that address. Set it only when the server is reachable through those
   * proxies alone: a client that reaches it directly could otherwise supply the entries itself.
   */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /** Sign-in and sign-up attempts allowed per client address per minute. */
  AUTH_ATTEMPTS_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(10),
  /** Whether this instance processes background jobs (every instance can enqueue them). */
  RUN_JOBS: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  SEED_DEMO: z.enum(['auto', 'true', 'false']).default('auto'),
  /** A year of marketplace history behind the demo accounts, seeded once in the background; auto: on where demo accounts are seeded, never in test. */
  SEED_DEMO_HISTORY: z.enum(['auto', 'true', 'false']).default('auto'),
  /** Bearer token for `GET /metrics`; unset, the metrics answer only direct loopback requests (not through a proxy). */
  METRICS_TOKEN: z
    .string()
    .min(16)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** The API reference at /api/docs (page and JSON); auto: served outside production only. */
  API_DOCS: z.enum(['auto', 'true', 'false']).default('auto'),
  /** On SIGTERM, how long in-flight requests and jobs may take to finish before the process exits anyway. */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(1).max(600).default(25),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMTP_URL: optionalString,
  /** `outbox-only`: production without SMTP_URL on purpose; mail is kept in the outbox, never sent. */
  MAIL_DELIVERY: z
    .enum(['outbox-only'])
    .optional()
    .or(z.literal('').transform(() => undefined)),
  MAIL_FROM: z.string().default('Outcome Marketplace <no-reply@outcome.local>'),
  /**
   * Envelope sender (Return-Path) of every message, e.g. `bounces@example.com`: each message goes out from
   * `bounces+<message id>@example.com` (VERP), so a bounce names the message it is about. Unset: the From address.
   */
  MAIL_BOUNCE_ADDRESS: z
    .email()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /**
   * Shared secret the MTA pipe or provider webhook sends in `X-Mail-Bounce-Secret` when it posts bounces and
   * complaints to `POST /api/mail/bounces`; unset, that route answers 404.
   */
  MAIL_BOUNCE_SECRET: z
    .string()
    .min(16)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  /** Google Calendar API base (Meet links for organizers who connected Google); tests point it at a local server. */
  GOOGLE_CALENDAR_API_URL: z.url().default('https://www.googleapis.com/calendar/v3'),
  /** Google's OAuth token endpoint (code exchange and refresh for the Calendar connection). */
  GOOGLE_OAUTH_TOKEN_URL: z.url().default('https://oauth2.googleapis.com/token'),
  /** Jitsi Meet host where project meetings get their rooms. */
  JITSI_BASE_URL: z.url().default('https://meet.jit.si'),
  /** External booking page used by Contact and Talk to a curator. */
  BOOKING_URL: z.url().default('https://calendly.com/outcome-marketplace/curator-chat'),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  /**
   * Production without Stripe keys refuses to start unless this says, on purpose, that the built-in sandbox checkout
   * is wanted (a staging server): every page then shows a test-mode banner. Outside production the sandbox is the
   * default without it.
   */
  PAYMENTS_SANDBOX: z
    .enum(['true', 'false', ''])
    .default('false')
    .transform((value) => value === 'true'),
  AI_BASE_URL: optionalUrl,
  AI_API_KEY: optionalString,
  AI_MODEL: z.string().default('gpt-4o-mini'),
  /** How long a live field interpretation waits for the AI before using the offline reader (shared/domain/briefs). */
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(AI_INTERPRET_TIMEOUT_MS),
  /** The whole budget of one TeamSmith AI reply: well under the proxy's 60 s, so a slow model never becomes a 504. */
  AI_CHAT_TIMEOUT_MS: z.coerce.number().int().min(1000).max(50_000).default(20_000),
  /** Deliverable upload size limit, in MB. */
  UPLOAD_MAX_MB: z.coerce.number().int().min(1).max(10_240).default(DEFAULT_UPLOAD_MAX_MB),
  S3_BUCKET: optionalString,
  S3_REGION: optionalString,
  S3_ENDPOINT: optionalUrl,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  /**
   * Backup encryption key (decision 026): 32 random bytes in base64 (`openssl rand -base64 32`) used as the AES-256
   * key, or any other text of 16+ characters as a passphrase (scrypt, a random salt per file). Required in production
   * to back up; elsewhere one is generated into DATA_DIR/backup-key. Keep a copy away from the backups.
   */
  BACKUP_KEY: z
    .string()
    .trim()
    .min(16, 'use 32 bytes in base64 (openssl rand -base64 32) or a passphrase of at least 16 characters')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Folder the backups are written to; default DATA_DIR/backups. */
  BACKUP_DIR: optionalString,
  /**
   * When to back up, a five-field cron expression in UTC (e.g. `0 3 * * *`), or `off`. Unset: daily at 03:00 in
   * production (the security policy promises daily backups), none elsewhere.
   */
  BACKUP_SCHEDULE: z
    .string()
    .trim()
    .regex(/^(off|\S+( \S+){4})$/, 'a cron expression of five fields, e.g. "0 3 * * *", or "off"')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Backup files older than this many days are deleted after each successful backup. */
  BACKUP_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(35),
});

export type TEnv = z.infer<typeof ZEnvSchema>;

/** A configuration the start refuses; `problems` names each variable with its one-line fix. */
export class ConfigurationError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
  }
}

/**
 * Parses and checks every variable. `combinations: false` checks each value alone, without the rules for values
 * together and for production (`npm run doctor` reports those itself, then goes on checking).
 */
export function parseEnv(source: NodeJS.ProcessEnv = process.env, { combinations = true } = {}): TEnv {
  const result = ZEnvSchema.safeParse(source);
  if (!result.success) {
    throw new ConfigurationError(result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const problems = combinations ? combinationProblems(result.data) : [];
  if (problems.length > 0) throw new ConfigurationError(problems);
  return result.data;
}

/** Variables that are valid alone but not together (or not in production), all named at once. */
function combinationProblems(env: TEnv): string[] {
  const production = env.NODE_ENV === 'production';
  const problems: string[] = [];
  if (env.DATABASE_OWNER_URL && !env.DATABASE_URL)
    problems.push('DATABASE_OWNER_URL: set DATABASE_URL too (the app role on the same database), or neither');
  if (env.DATABASE === 'embedded' && env.DATABASE_URL)
    problems.push('DATABASE: "embedded" together with DATABASE_URL; keep one (DATABASE_URL for your PostgreSQL)');
  if (production && !env.DATABASE_URL && env.DATABASE !== 'embedded')
    problems.push(
      'DATABASE_URL: required in production (postgres://marketplace_app:…@host:5432/marketplace, docs/deploy.md ' +
        '"Database roles"); a single-box install on the embedded PostgreSQL in DATA_DIR sets DATABASE=embedded',
    );
  if (production && !env.PUBLIC_URL)
    problems.push(
      "PUBLIC_URL: required in production (the site's public origin, e.g. https://marketplace.example.com): every " +
        'write from the site is refused without it',
    );
  if (production && !env.AUTH_SECRET)
    problems.push('AUTH_SECRET: required in production (at least 32 characters: openssl rand -hex 32)');
  if (production && env.BACKUP_SCHEDULE !== 'off' && !env.BACKUP_KEY)
    problems.push(
      'BACKUP_KEY: required in production (openssl rand -base64 32; keep a copy away from the backups), or ' +
        'BACKUP_SCHEDULE=off to take no scheduled backups',
    );
  if (env.MAIL_DELIVERY === 'outbox-only' && env.SMTP_URL)
    problems.push('MAIL_DELIVERY: "outbox-only" together with SMTP_URL; keep one (SMTP_URL to send mail)');
  if (production && !env.SMTP_URL && env.MAIL_DELIVERY !== 'outbox-only')
    problems.push(
      'SMTP_URL: required in production (smtps://user:pass@smtp.example.com:465), or MAIL_DELIVERY=outbox-only to ' +
        'keep mail unsent on purpose',
    );
  const stripe = Boolean(env.STRIPE_SECRET_KEY || env.STRIPE_WEBHOOK_SECRET);
  if (env.PAYMENTS_SANDBOX && stripe) {
    problems.push(
      'PAYMENTS_SANDBOX: true together with STRIPE_SECRET_KEY or STRIPE_WEBHOOK_SECRET; set the Stripe keys to take ' +
        'real payments, or PAYMENTS_SANDBOX=true without them for the test-mode sandbox checkout, not both',
    );
  } else if (production && !env.PAYMENTS_SANDBOX && !(env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET)) {
    // Anyone holding a checkout link can "pay" on the sandbox page: a live shop must never fall back to it.
    problems.push(
      'STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: both required in production to take real payments (the secret key ' +
        "and the webhook endpoint's signing secret from the Stripe dashboard); a staging server that takes no real " +
        'payments sets PAYMENTS_SANDBOX=true instead (every page then shows a test-mode banner)',
    );
  }
  return problems;
}

/** Whether /api/docs is served: API_DOCS=true, or auto outside production (it maps every route for an attacker). */
export function apiDocsServed(env: TEnv): boolean {
  return env.API_DOCS === 'true' || (env.API_DOCS === 'auto' && env.NODE_ENV !== 'production');
}

/** Demo accounts (SEED_DEMO; auto: outside production) and the living demo's history on top of them (SEED_DEMO_HISTORY; auto: with demo accounts, never in test). */
export function demoSwitches(env: TEnv): { accounts: boolean; history: boolean } {
  const accounts = env.SEED_DEMO === 'true' || (env.SEED_DEMO === 'auto' && env.NODE_ENV !== 'production');
  const history =
    env.SEED_DEMO_HISTORY === 'true' || (env.SEED_DEMO_HISTORY === 'auto' && accounts && env.NODE_ENV !== 'test');
  return { accounts, history: accounts && history };
}
