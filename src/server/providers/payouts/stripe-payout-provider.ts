import Stripe from 'stripe';
import type { PayoutProvider } from './payout-provider';

/** Stripe Connect: Express accounts onboarded through Stripe's hosted link, paid by transfers from the platform. */
export function createStripePayoutProvider({
  secretKey,
  config,
}: {
  secretKey: string;
  config?: Stripe.StripeConfig;
}): PayoutProvider {
  const stripe = new Stripe(secretKey, { maxNetworkRetries: 2, timeout: 20_000, ...config });

  return {
    name: 'stripe',
    async setupAccount({ email, existingRef, returnUrl }) {
      const accountRef =
        existingRef ??
        (
          await stripe.accounts.create({
            type: 'express',
            email,
            capabilities: { transfers: { requested: true } },
          })
        ).id;
      const account = await stripe.accounts.retrieve(accountRef);
      if (account.payouts_enabled) return { accountRef, status: 'active', onboardingUrl: null };
      const link = await stripe.accountLinks.create({
        account: accountRef,
        refresh_url: returnUrl,
        return_url: returnUrl,
        type: 'account_onboarding',
      });
      return { accountRef, status: 'onboarding', onboardingUrl: link.url };
    },
    async accountStatus(accountRef) {
      const account = await stripe.accounts.retrieve(accountRef);
      return account.payouts_enabled ? 'active' : 'onboarding';
    },
    async transfer(input) {
      const transfer = await stripe.transfers.create(
        {
          amount: input.amount,
          currency: input.currency,
          destination: input.accountRef,
          description: input.description,
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return { reference: transfer.id };
    },
  };
}
