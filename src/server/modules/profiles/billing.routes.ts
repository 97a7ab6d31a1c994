import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZBankTransferAccessInputSchema,
  ZBankTransferClientListSchema,
  ZBillingDetailsInputSchema,
  ZBillingDetailsSchema,
} from '../../../shared/schemas/billing';
import { requireAdmin, requireViewer } from '../../plugins/viewer';
import type { ProfilesService } from './profiles.service';

/** The client's billing details on /account, and the admin's list of clients who may pay by bank transfer. */
export function billingRoutes({ profiles }: { profiles: ProfilesService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/account/billing',
      {
        schema: {
          operationId: 'getBillingDetails',
          summary: "Read the signed-in client's billing details for invoices",
          tags: ['account'],
          response: { 200: ZBillingDetailsSchema },
        },
      },
      async (request) => profiles.billingDetailsOf((await requireViewer(request)).userId),
    );

    app.put(
      '/api/account/billing',
      {
        schema: {
          operationId: 'setBillingDetails',
          summary: "Save the signed-in client's billing details for invoices",
          tags: ['account'],
          body: ZBillingDetailsInputSchema,
          response: { 200: ZBillingDetailsSchema },
        },
      },
      async (request) => profiles.setBillingDetails((await requireViewer(request)).userId, request.body),
    );

    app.get(
      '/api/admin/bank-transfer/clients',
      {
        schema: {
          operationId: 'listBankTransferClients',
          summary: 'List the clients allowed to pay by bank transfer',
          tags: ['payments'],
          response: { 200: ZBankTransferClientListSchema },
        },
      },
      async (request) => {
        await requireAdmin(request);
        return { clients: await profiles.listBankTransferClients() };
      },
    );

    app.put(
      '/api/admin/bank-transfer/clients',
      {
        schema: {
          operationId: 'setBankTransferAccess',
          summary: 'Allow a client to pay by bank transfer, or stop it',
          tags: ['payments'],
          body: ZBankTransferAccessInputSchema,
          response: { 200: z.object({ ok: z.literal(true) }) },
        },
      },
      async (request) => {
        const admin = await requireAdmin(request);
        await profiles.setBankTransferAccess(admin, request.body.email, request.body.enabled);
        return { ok: true as const };
      },
    );
  };
}
