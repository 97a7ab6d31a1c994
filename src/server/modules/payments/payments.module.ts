import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppServices, ModuleContext, ServerModule } from '../../app-services';
import { createPaymentProvider } from '../../providers/payments/create-payment-provider';
import type { PaymentProvider } from '../../providers/payments/payment-provider';
import { sandboxCheckoutRoutes } from '../../providers/payments/sandbox/sandbox-checkout.routes';
import { milestonePaymentsRoutes } from './milestone-payments.routes';
import { paymentWebhookRoutes, PAYMENT_WEBHOOK_PATH } from './payment-webhook.routes';
import { bankTransferRemindersJob, providerReconciliationJob } from './payments.jobs';
import { paymentsRoutes } from './payments.routes';
import { createPaymentsService, type PaymentsService } from './payments.service';

/**
 * Payments: checkouts for packs and milestones through Stripe (or the sandbox), their webhook, bank transfers and the
 * provider reconciliation. Its routes come in two places of the API document: checkouts, and the webhook with the
 * sandbox's checkout page.
 */
export function createPaymentsModule({
  db,
  env,
  logger,
  publicUrl,
  authSecret,
  later,
  ...services
}: Pick<ModuleContext, 'db' | 'env' | 'logger' | 'publicUrl' | 'authSecret'> &
  Pick<
    AppServices,
    | 'catalog'
    | 'projects'
    | 'ledger'
    | 'requests'
    | 'notifications'
    | 'analytics'
    | 'documents'
    | 'profiles'
    | 'activity'
  > & {
    /** Escrow is built on payments: a payment not kept is refunded through it by this port. */
    later: () => Pick<AppServices, 'escrow'>;
  }): ServerModule<PaymentsService> & { webhookRoutes: FastifyPluginAsyncZod[]; provider: PaymentProvider } {
  const production = env.NODE_ENV === 'production';
  const { provider, sandbox } = createPaymentProvider({
    db,
    publicUrl,
    authSecret,
    stripeSecretKey: env.STRIPE_SECRET_KEY,
    stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET,
    production,
    logger,
  });
  const payments = createPaymentsService({
    db,
    provider,
    publicUrl,
    logger,
    ...services,
    // A payment not kept (milestone already funded, project cancelled) is refunded at once through escrow.
    refundPayment: (input, tx) => later().escrow.refund(input, tx),
    refundedByPayment: (references) => later().escrow.refundedByPayment(references),
  });
  return {
    service: payments,
    routes: [paymentsRoutes({ payments }), milestonePaymentsRoutes({ payments })],
    webhookRoutes: [
      paymentWebhookRoutes({ payments }),
      ...(sandbox ? [sandboxCheckoutRoutes({ sandbox, webhookPath: PAYMENT_WEBHOOK_PATH })] : []),
    ],
    provider,
    jobs: [
      bankTransferRemindersJob(payments.bankTransfers.remindOverdue),
      providerReconciliationJob(payments.reconcileOnSchedule),
    ],
  };
}
