import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAdminExpertDetailSchema,
  ZAdminExpertListQuerySchema,
  ZAdminExpertListSchema,
  ZExpertDecisionSchema,
  ZExpertIdParamsSchema,
  ZVettingUpdateSchema,
} from '../../../shared/schemas/experts';
import { requireAdmin } from '../../plugins/viewer';
import type { ExpertsService } from './experts.service';

/** The admin Experts tab: applications and experts, vetting and decisions. */
export function expertsAdminRoutes({ experts }: { experts: ExpertsService }): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['experts'];

    app.get(
      '/api/admin/experts',
      {
        schema: {
          operationId: 'listAdminExperts',
          summary: 'List expert applications and experts, filtered',
          tags,
          querystring: ZAdminExpertListQuerySchema,
          response: { 200: ZAdminExpertListSchema },
        },
      },
      async (request) => {
        await requireAdmin(request);
        return experts.adminList(request.query);
      },
    );

    app.get(
      '/api/admin/experts/:id',
      {
        schema: {
          operationId: 'getAdminExpert',
          summary: "Read an expert's application, vetting and history",
          tags,
          params: ZExpertIdParamsSchema,
          response: { 200: ZAdminExpertDetailSchema },
        },
      },
      async (request) => {
        await requireAdmin(request);
        return experts.adminDetail(request.params.id);
      },
    );

    app.put(
      '/api/admin/experts/:id/vetting',
      {
        schema: {
          operationId: 'updateExpertVetting',
          summary: "Update an expert's vetting",
          tags,
          params: ZExpertIdParamsSchema,
          body: ZVettingUpdateSchema,
          response: { 200: ZAdminExpertDetailSchema },
        },
      },
      async (request) => {
        return experts.updateVetting(request.params.id, request.body, await requireAdmin(request));
      },
    );

    app.post(
      '/api/admin/experts/:id/decision',
      {
        schema: {
          operationId: 'decideExpertApplication',
          summary: 'Approve or reject an expert application',
          tags,
          params: ZExpertIdParamsSchema,
          body: ZExpertDecisionSchema,
          response: { 200: ZAdminExpertDetailSchema },
        },
      },
      async (request) => {
        return experts.decide(request.params.id, request.body, await requireAdmin(request));
      },
    );
  };
}
