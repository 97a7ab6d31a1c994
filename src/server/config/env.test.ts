import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

const PRODUCTION = { NODE_ENV: 'production', AUTH_SECRET: 'a'.repeat(32) };
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
      '  AUTH_SECRET: required in production (at least 32 characters)',
      '  BACKUP_KEY: required in production when BACKUP_SCHEDULE is set',
      expect.stringMatching(/^ {2}STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: both required in production/),
    ]);
  });
});
