import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZEarningsSchema, ZPayoutAccountSetupSchema, ZReconciliationSchema } from '../../../shared/schemas/escrow';
import { ZPageQuerySchema } from '../../../shared/schemas/paging';
import { requireAdmin, requireViewer } from '../../plugins/viewer';
import type { EscrowService } from './escrow.service';

/** The expert's earnings and payout account; the admin's reconciliation. */
export function escrowRoutes({ escrow }: { escrow: EscrowService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/expert/earnings',
      {
        schema: {
          operationId: 'getExpertEarnings',
          summary: "Read the signed-in expert's earnings and a page of their payouts",
          tags: ['escrow'],
          querystring: ZPageQuerySchema,
          response: { 200: ZEarningsSchema },
        },
      },
      async (request) => {
        const viewer = await requireViewer(request);
        return escrow.earnings(viewer.userId, request.query);
      },
    );

    app.post(
      '/api/expert/payout-account',
      {
        schema: {
          operationId: 'setUpPayoutAccount',
          summary: "Set up the signed-in expert's payout account (returns the provider's onboarding link)",
          tags: ['escrow'],
          response: { 200: ZPayoutAccountSetupSchema },
        },
      },
      async (request) => {
        const viewer = await requireViewer(request);
        return escrow.setupPayoutAccount(viewer);
      },
    );

    app.get(
      '/api/admin/reconciliation',
      {
        schema: {
          operationId: 'getReconciliation',
          summary: 'Compare the ledger with the payment provider and the documents issued',
          tags: ['escrow'],
          response: { 200: ZReconciliationSchema },
        },
      },
      async (request) => {
        await requireAdmin(request);
        return escrow.reconciliation();
      },
    );
  };
}
