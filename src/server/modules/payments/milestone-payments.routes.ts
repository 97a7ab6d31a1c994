import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZMilestoneCheckoutResponseSchema,
  ZMilestoneParamsSchema,
  ZVerifyMilestonePaymentResponseSchema,
} from '../../../shared/schemas/milestones';
import { ZVerifyPaymentBodySchema } from '../../../shared/schemas/payments';
import { RATE_LIMITS } from '../../config/limits';
import {
  ZAwaitingTransferListSchema,
  ZBankTransferSchema,
  ZTransferReceivedInputSchema,
  ZTransferReceivedResultSchema,
} from '../../../shared/schemas/bank-transfers';
import { requireAdmin, requireViewer } from '../../plugins/viewer';
import type { PaymentsService } from './payments.service';

/**
 * Funding a milestone: the client's checkout and the return page's verification; or, for clients allowed it, a bank
 * transfer against an invoice, which an admin marks received.
 */
export function milestonePaymentsRoutes({ payments }: { payments: PaymentsService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/projects/:projectId/milestones/:milestoneId/checkout',
      {
        schema: {
          operationId: 'createMilestoneCheckout',
          summary: 'Start a checkout to fund a milestone',
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
          operationId: 'verifyMilestonePayment',
          summary: "Check a milestone checkout's outcome (the return page)",
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

    app.post(
      '/api/projects/:projectId/milestones/:milestoneId/bank-transfer',
      {
        schema: {
          operationId: 'requestMilestoneBankTransfer',
          summary: 'Fund a milestone by bank transfer: issue its invoice with the payment details',
          tags: ['payments'],
          params: ZMilestoneParamsSchema,
          response: { 200: ZBankTransferSchema },
        },
      },
      async (request) => {
        const viewer = await requireViewer(request);
        return payments.bankTransfers.requestTransfer(viewer, request.params.projectId, request.params.milestoneId);
      },
    );

    app.get(
      '/api/admin/bank-transfers',
      {
        schema: {
          operationId: 'listAwaitingBankTransfers',
          summary: 'List the bank transfers awaiting payment',
          tags: ['payments'],
          response: { 200: ZAwaitingTransferListSchema },
        },
      },
      async (request) => {
        await requireAdmin(request);
        return payments.bankTransfers.listAwaiting();
      },
    );

    app.post(
      '/api/admin/bank-transfers/:paymentId/received',
      {
        schema: {
          operationId: 'markBankTransferReceived',
          summary: 'Mark a bank transfer received (funds its milestone)',
          tags: ['payments'],
          params: z.object({ paymentId: z.uuid() }),
          body: ZTransferReceivedInputSchema,
          response: { 200: ZTransferReceivedResultSchema },
        },
      },
      async (request) => {
        const admin = await requireAdmin(request);
        const outcome = await payments.bankTransfers.markReceived(admin, request.params.paymentId, request.body);
        return { ok: true as const, outcome };
      },
    );
  };
}
