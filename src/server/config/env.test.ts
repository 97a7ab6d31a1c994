import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

/** A production configuration complete but for payments. */
const PRODUCTION = {
  NODE_ENV: 'production',
  AUTH_SECRET: 'a'.repeat(32),
  DATABASE_URL: 'postgres://marketplace_app:secret@db.internal:5432/marketplace',
  PUBLIC_URL: 'https://marketplace.example.com',
  BACKUP_KEY: 'k'.repeat(16),
  SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
};
const STRIPE = { STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_WEBHOOK_SECRET: 'whsec_123' };

describe('payments configuration', () => {
  it('refuses production without Stripe keys, naming both and the way out', () => {
    expect(() => parseEnv(PRODUCTION)).toThrow(
      /STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: both required in production.*PAYMENTS_SANDBOX=true/,
    );
    // One key alone is no live shop either.
    expect(() => parseEnv({ ...PRODUCTION, STRIPE_SECRET_KEY: 'sk_test_123' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() => parseEnv({ ...PRODUCTION, PAYMENTS_SANDBOX: 'false' })).toThrow(/STRIPE_SECRET_KEY/);
  });

  it('starts production on the sandbox only when PAYMENTS_SANDBOX=true says so, and on Stripe with both keys', () => {
    expect(parseEnv({ ...PRODUCTION, PAYMENTS_SANDBOX: 'true' }).PAYMENTS_SANDBOX).toBe(true);
    expect(parseEnv({ ...PRODUCTION, ...STRIPE }).PAYMENTS_SANDBOX).toBe(false);
  });

  it('refuses PAYMENTS_SANDBOX=true beside Stripe keys, in production and elsewhere', () => {
    expect(() => parseEnv({ ...PRODUCTION, ...STRIPE, PAYMENTS_SANDBOX: 'true' })).toThrow(
      /PAYMENTS_SANDBOX: true together with STRIPE_SECRET_KEY or STRIPE_WEBHOOK_SECRET/,
    );
    expect(() => parseEnv({ STRIPE_WEBHOOK_SECRET: 'whsec_123', PAYMENTS_SANDBOX: 'true' })).toThrow(
      /PAYMENTS_SANDBOX: true together/,
    );
  });

  it('keeps the sandbox the default outside production', () => {
    expect(parseEnv({}).PAYMENTS_SANDBOX).toBe(false);
    expect(parseEnv({ NODE_ENV: 'test' }).STRIPE_SECRET_KEY).toBeUndefined();
    expect(() => parseEnv({ PAYMENTS_SANDBOX: 'yes' })).toThrow(/PAYMENTS_SANDBOX/);
  });

  it('names every problem of a production configuration at once', () => {
    const error = (() => {
      try {
        parseEnv({ NODE_ENV: 'production', BACKUP_SCHEDULE: '0 3 * * *' });
      } catch (thrown) {
        return (thrown as Error).message;
      }
      return '';
    })();
    expect(error.split('\n')).toEqual([
      'Invalid configuration:',
      expect.stringMatching(/^ {2}DATABASE_URL: required in production .*DATABASE=embedded$/),
      expect.stringMatching(/^ {2}PUBLIC_URL: required in production /),
      '  AUTH_SECRET: required in production (at least 32 characters: openssl rand -hex 32)',
      expect.stringMatching(/^ {2}BACKUP_KEY: required in production .*BACKUP_SCHEDULE=off/),
      expect.stringMatching(/^ {2}SMTP_URL: required in production .*MAIL_DELIVERY=outbox-only/),
      expect.stringMatching(/^ {2}STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: both required in production/),
    ]);
  });
});

describe('a production start chosen on purpose', () => {
  const sandbox = { ...PRODUCTION, PAYMENTS_SANDBOX: 'true' };

  it.each([
    ['DATABASE_URL', 'DATABASE=embedded'],
    ['PUBLIC_URL', null],
    ['AUTH_SECRET', null],
    ['BACKUP_KEY', 'BACKUP_SCHEDULE=off'],
    ['SMTP_URL', 'MAIL_DELIVERY=outbox-only'],
  ])('refuses production without %s, naming it and its fix', (name, optOut) => {
    const without = { ...sandbox, [name]: '' };
    expect(() => parseEnv(without)).toThrow(new RegExp(`\\n {2}${name}: required in production`));
    if (!optOut) return;
    const [key, value] = optOut.split('=');
    expect(() => parseEnv({ ...without, [key!]: value })).not.toThrow();
  });

  it('refuses the opt-outs beside what they opt out of', () => {
    expect(() => parseEnv({ ...sandbox, DATABASE: 'embedded' })).toThrow(/DATABASE: "embedded" together with/);
    expect(() => parseEnv({ ...sandbox, MAIL_DELIVERY: 'outbox-only' })).toThrow(
      /MAIL_DELIVERY: "outbox-only" together with SMTP_URL/,
    );
  });
});
