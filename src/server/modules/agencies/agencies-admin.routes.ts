import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAdminAgencyDetailSchema,
  ZAdminAgencyListQuerySchema,
  ZAdminAgencyListSchema,
} from '../../../shared/schemas/admin-agencies';
import { ZAgencyParamsSchema } from '../../../shared/schemas/agencies';
import { requireAdmin } from '../../plugins/viewer';
import type { AgenciesService } from './agencies.service';

/** The admin's agency directory, read-only. Signed out 401, non-admin 403, as other admin routes. */
export function agenciesAdminRoutes({ agencies }: { agencies: AgenciesService }): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['agencies'];

    app.get(
      '/api/admin/agencies',
      {
        schema: {
          operationId: 'listAdminAgencies',
          summary: 'List agencies with their roster, projects and released money, searched by name or owner',
          tags,
          querystring: ZAdminAgencyListQuerySchema,
          response: { 200: ZAdminAgencyListSchema },
        },
      },
      async (request) => {
        await requireAdmin(request);
        return agencies.adminList(request.query);
      },
    );

    app.get(
      '/api/admin/agencies/:id',
      {
        schema: {
          operationId: 'getAdminAgency',
          summary: "Read an agency's whole roster, its projects with their payout splits, and the money released",
          tags,
          params: ZAgencyParamsSchema,
          response: { 200: ZAdminAgencyDetailSchema },
        },
      },
      async (request) => {
        await requireAdmin(request);
        return agencies.adminDetail(request.params.id);
      },
    );
  };
}
