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
  // Production reaches here only with PAYMENTS_SANDBOX=true (config/env.ts refuses otherwise): a staging server.
  if (production)
    logger.warn('payments use the built-in sandbox (PAYMENTS_SANDBOX=true): test mode, no real payments are taken');
  const sandbox = createSandboxPaymentProvider({ db, publicUrl, webhookSecret: sandboxWebhookSecret(authSecret) });
  return { provider: sandbox, sandbox };
}
