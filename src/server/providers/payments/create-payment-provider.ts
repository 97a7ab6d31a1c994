import type { Logger } from 'pino';
import type { Database } from '../../db/client';
import type { PaymentProvider } from './payment-provider';
import {
  createSandboxPaymentProvider,
  sandboxWebhookSecret,
  type SandboxPaymentProvider,
} from './sandbox/sandbox-payment-provider';
import { createStripePaymentProvider } from './stripe-payment-provider';

export type PaymentProviders = { provider: PaymentProvider; sandbox: SandboxPaymentProvider | null };

/** Stripe when STRIPE_SECRET_KEY is set (its webhook secret is then required), otherwise the built-in sandbox. */
export function createPaymentProvider({
  db,
  publicUrl,
  authSecret,
  stripeSecretKey,
  stripeWebhookSecret,
  production,
  logger,
}: {
  db: Database;
  production: boolean;
  logger: Logger;
  publicUrl: string;
  authSecret: string;
  stripeSecretKey?: string;
  stripeWebhookSecret?: string;
}): PaymentProviders {
  if (stripeSecretKey) {
    if (!stripeWebhookSecret)
      throw new Error('Invalid configuration:\n  STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set');
    return {
      provider: createStripePaymentProvider({ secretKey: stripeSecretKey, webhookSecret: stripeWebhookSecret }),
      sandbox: null,
    };
  }
  // Anyone can "pay" on the sandbox page: fine for trying the product, never what a live shop should run on.
  if (production)
    logger.warn(
      'payments use the built-in sandbox (test mode); set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET to take real payments',
    );
  const sandbox = createSandboxPaymentProvider({ db, publicUrl, webhookSecret: sandboxWebhookSecret(authSecret) });
  return { provider: sandbox, sandbox };
}
