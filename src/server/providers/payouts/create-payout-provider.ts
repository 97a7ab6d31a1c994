import type { PayoutProvider } from './payout-provider';
import { createSandboxPayoutProvider } from './sandbox-payout-provider';
import { createStripePayoutProvider } from './stripe-payout-provider';

/** Stripe Connect when STRIPE_SECRET_KEY is set (as for payments), otherwise the sandbox. */
export function createPayoutProvider({ stripeSecretKey }: { stripeSecretKey?: string }): PayoutProvider {
  return stripeSecretKey ? createStripePayoutProvider({ secretKey: stripeSecretKey }) : createSandboxPayoutProvider();
}
