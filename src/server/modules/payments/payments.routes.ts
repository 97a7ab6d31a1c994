import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZCreatePaymentBodySchema,
  ZCreatePaymentResponseSchema,
  ZOrderListSchema,
  ZVerifyPaymentBodySchema,
  ZVerifyPaymentResponseSchema,
} from '../../../shared/schemas/payments';
import { RATE_LIMITS } from '../../config/limits';
import { acceptPlainForms } from '../../plugins/plain-form';
import { ZProviderReconciliationSchema } from '../../../shared/schemas/escrow';
import { requireAdmin, requireViewer } from '../../plugins/viewer';
import type { PaymentsService } from './payments.service';

/** The pack page's Buy form, posted before the page's script runs: a pack id and nothing else. */
const ZCheckoutFormSchema = z.object({ product_id: z.string() });

export function paymentsRoutes({ payments }: { payments: PaymentsService }): FastifyPluginAsyncZod {
  return async (app) => {
    acceptPlainForms(app);

    // Buy Outcome Pack as a plain form (the page works before its script runs): to the checkout when signed in, to
    // sign-in (coming back to the pack) when not, back to the pack's page, which says so, when it cannot be bought.
    app.post(
      '/api/payments/checkout',
      {
        schema: {
          operationId: 'checkoutForm',
          summary: 'Buy a pack from a plain HTML form: redirects to the checkout or to sign-in',
          tags: ['payments'],
          consumes: ['application/x-www-form-urlencoded'],
          body: ZCheckoutFormSchema,
          response: { 303: z.null() },
        },
        config: { rateLimit: RATE_LIMITS.createPayment },
      },
      async (request, reply) => {
        const productId = request.body.product_id;
        const parsed = ZCreatePaymentBodySchema.safeParse({ product_id: productId });
        if (!parsed.success) return reply.redirect('/catalog', 303);
        const packPage = `/product/${productId}`;
        const viewer = await request.viewer();
        if (!viewer) return reply.redirect(`/auth?next=${encodeURIComponent(packPage)}`, 303);
        const checkout = await payments.createPayment(viewer, productId).catch((error: unknown) => {
          request.log.warn({ err: error, productId }, 'checkout from the plain form failed');
          return null;
        });
        return reply.redirect(checkout?.url ?? `${packPage}?checkout=failed`, 303);
      },
    );
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
