import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZWebhookReceivedSchema } from '../../../shared/schemas/payments';
import { BODY_LIMITS } from '../../config/limits';
import type { PaymentsService } from './payments.service';

export const PAYMENT_WEBHOOK_PATH = '/api/payments/webhook';

/**
 * The provider webhook (Stripe's events and the sandbox's alike). Signatures are computed over the exact bytes
 * sent, so this plugin, and only it, keeps request bodies raw instead of parsing JSON.
 */
export function paymentWebhookRoutes({ payments }: { payments: PaymentsService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: BODY_LIMITS.paymentWebhook },
      (_request, body, done) => done(null, body),
    );

    app.post(
      PAYMENT_WEBHOOK_PATH,
      {
        schema: {
          operationId: 'receivePaymentWebhook',
          summary: "Receive a payment provider's signed event (Stripe, or the sandbox)",
          security: [],
          description:
            "Called by the payment provider, not by browsers: the raw request body is checked against the provider's signature header.",
          tags: ['payments'],
          response: { 200: ZWebhookReceivedSchema },
        },
      },
      async (request) => {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        await payments.handleWebhook(body, request.headers);
        return { received: true as const };
      },
    );
  };
}
