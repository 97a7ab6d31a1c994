import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZMilestoneCheckoutResponseSchema,
  ZMilestoneParamsSchema,
  ZVerifyMilestonePaymentResponseSchema,
} from '../../../shared/schemas/milestones';
import { ZVerifyPaymentBodySchema } from '../../../shared/schemas/payments';
import { RATE_LIMITS } from '../../config/limits';
import { requireViewer } from '../../plugins/viewer';
import type { PaymentsService } from './payments.service';

/** Funding a milestone: the client's checkout, and the return page's verification. */
export function milestonePaymentsRoutes({ payments }: { payments: PaymentsService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/projects/:projectId/milestones/:milestoneId/checkout',
      {
        schema: {
          tags: ['payments'],
          params: ZMilestoneParamsSchema,
          response: { 200: ZMilestoneCheckoutResponseSchema },
        },
        config: { rateLimit: RATE_LIMITS.createPayment },
      },
      async (request) => {
        const viewer = await requireViewer(request);
        return payments.createMilestoneCheckout(viewer, request.params.projectId, request.params.milestoneId);
      },
    );

    app.post(
      '/api/payments/verify-milestone-payment',
      {
        schema: {
          tags: ['payments'],
          body: ZVerifyPaymentBodySchema,
          response: { 200: ZVerifyMilestonePaymentResponseSchema },
        },
      },
      async (request) => {
        const viewer = await requireViewer(request);
        return payments.verifyMilestonePayment(viewer, request.body.session_id);
      },
    );
  };
}
