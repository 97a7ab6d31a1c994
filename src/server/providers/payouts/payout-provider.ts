import type { TPaymentProvider } from '../../../shared/domain/orders';

export type PayoutAccountSetup = {
  accountRef: string;
  /** Active accounts can receive transfers now; onboarding ones wait for the expert to finish the provider's form. */
  status: 'onboarding' | 'active';
  /** Where the expert finishes onboarding (Stripe Connect Express); null when nothing is left to do. */
  onboardingUrl: string | null;
};

export type TransferInput = {
  accountRef: string;
  amount: number;
  currency: string;
  /** The same key always yields the same transfer, so a retried payout never pays twice. */
  idempotencyKey: string;
  description: string;
};

/**
 * Paying experts: Stripe Connect (Express accounts, onboarding links, transfers) when Stripe is configured, a
 * sandbox account and sandbox transfers otherwise. One interface, so escrow never knows which.
 */
export type PayoutProvider = {
  readonly name: TPaymentProvider;
  /** Creates the expert's account (or, given an existing one, a fresh onboarding link for it). */
  setupAccount: (input: {
    email: string;
    existingRef: string | null;
    returnUrl: string;
  }) => Promise<PayoutAccountSetup>;
  /** Whether the provider now lets the account receive transfers. */
  accountStatus: (accountRef: string) => Promise<'onboarding' | 'active'>;
  transfer: (input: TransferInput) => Promise<{ reference: string }>;
};
