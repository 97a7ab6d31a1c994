import { createHash, randomBytes } from 'node:crypto';
import type { PayoutProvider } from './payout-provider';

const digest = (value: string) => createHash('sha256').update(value).digest('hex').slice(0, 24);

/**
 * The built-in payout provider: an account is active as soon as it is created (one click in the expert area) and a
 * transfer always succeeds. References derive from the idempotency key, so a retried transfer returns the same one.
 */
export function createSandboxPayoutProvider(): PayoutProvider {
  return {
    name: 'sandbox',
    async setupAccount({ existingRef }) {
      return {
        accountRef: existingRef ?? `acct_sandbox_${randomBytes(9).toString('hex')}`,
        status: 'active',
        onboardingUrl: null,
      };
    },
    async accountStatus() {
      return 'active';
    },
    async transfer(input) {
      if (!input.accountRef.startsWith('acct_sandbox_')) throw new Error('not a sandbox payout account');
      if (!Number.isSafeInteger(input.amount) || input.amount <= 0) throw new Error('payout amounts are positive');
      return { reference: `tr_sandbox_${digest(input.idempotencyKey)}` };
    },
  };
}
