import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZCreatePaymentBodySchema,
  ZCreatePaymentResponseSchema,
  ZOrderListSchema,
  ZVerifyPaymentBodySchema,
  ZVerifyPaymentResponseSchema,
} from '../../../shared/schemas/payments';
import { RATE_LIMITS } from '../../config/limits';
import { ZProviderReconciliationSchema } from '../../../shared/schemas/escrow';
import { requireAdmin, requireViewer } from '../../plugins/viewer';
import type { PaymentsService } from './payments.service';

export function paymentsRoutes({ payments }: { payments: PaymentsService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/payments/create-payment',
      {
        schema: {
          operationId: 'createPayment',
          summary: 'Start a checkout to buy a pack',
          tags: ['payments'],
          body: ZCreatePaymentBodySchema,
          response: { 200: ZCreatePaymentResponseSchema },
        },
        config: { rateLimit: RATE_LIMITS.createPayment },
      },
      async (request) => {
        const viewer = await requireViewer(request);
        return payments.createPayment(viewer, request.body.product_id);
      },
    );

    app.post(
      '/api/payments/verify-payment',
      {
        schema: {
          operationId: 'verifyPayment',
          summary: "Check a pack checkout's outcome (the return page)",
          tags: ['payments'],
          body: ZVerifyPaymentBodySchema,
          response: { 200: ZVerifyPaymentResponseSchema },
        },
      },
      async (request) => {
        const viewer = await requireViewer(request);
        return payments.verifyPayment(viewer, request.body.session_id);
      },
    );

    app.post(
      '/api/admin/reconciliation/run',
      {
        schema: {
          operationId: 'reconcileWithProvider',
          summary: "Reconcile the provider's captures and refunds with the ledger now",
          tags: ['payments'],
          response: { 200: ZProviderReconciliationSchema },
        },
      },
      async (request) => payments.reconcileWithProvider(await requireAdmin(request)),
    );

    app.get(
      '/api/orders',
      {
        schema: {
          operationId: 'listOrders',
          summary: "List the signed-in client's pack orders",
          tags: ['payments'],
          response: { 200: ZOrderListSchema },
        },
      },
      async (request) => {
        const viewer = await requireViewer(request);
        return payments.listOrders(viewer.userId);
      },
    );
  };
}
