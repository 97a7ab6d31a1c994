import { TEST_ORIGIN } from './test-app';

/**
 * A complete production configuration for an app under test (its database is the test's own): each setting a
 * production start requires, the opt-outs where a test has no relay or backups, the sandbox checkout on purpose.
 */
export const PRODUCTION_TEST_ENV = {
  NODE_ENV: 'production',
  AUTH_SECRET: 'production-like-secret-'.padEnd(40, 'x'),
  PUBLIC_URL: TEST_ORIGIN,
  DATABASE: 'embedded',
  MAIL_DELIVERY: 'outbox-only',
  BACKUP_SCHEDULE: 'off',
  PAYMENTS_SANDBOX: 'true',
} as const;
