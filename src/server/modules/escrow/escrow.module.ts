import type { AppServices, ModuleContext, ServerModule } from '../../app-services';
import type { PaymentProvider } from '../../providers/payments/payment-provider';
import { createPayoutProvider } from '../../providers/payouts/create-payout-provider';
import { escrowSweepJob, feeInvoicesJob, payoutsJob, refundsJob } from './escrow.jobs';
import { escrowRoutes } from './escrow.routes';
import { createEscrowService, type EscrowService } from './escrow.service';

/** Escrow: what a project holds, its releases, refunds and the experts' payouts. */
export function createEscrowModule({
  env,
  ...deps
}: Pick<ModuleContext, 'db' | 'env' | 'logger' | 'publicUrl'> &
  Pick<
    AppServices,
    | 'ledger'
    | 'settings'
    | 'notifications'
    | 'jobs'
    | 'projects'
    | 'agencies'
    | 'experts'
    | 'payments'
    | 'analytics'
    | 'documents'
  > & { paymentProvider: PaymentProvider }): ServerModule<EscrowService> {
  const escrow = createEscrowService({
    ...deps,
    payoutProvider: createPayoutProvider({ stripeSecretKey: env.STRIPE_SECRET_KEY }),
  });
  return {
    service: escrow,
    routes: [escrowRoutes({ escrow })],
    jobs: [
      payoutsJob(escrow.payOutstanding),
      refundsJob(escrow.executeRefund),
      escrowSweepJob(escrow.retryUnfinished),
      feeInvoicesJob(escrow.issueFeeInvoicesForMonth),
    ],
  };
}
