import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZIdParamsSchema } from '../../../shared/schemas/common';
import {
  ZComputeMatchingBodySchema,
  ZComputeMatchingResultSchema,
  ZEditMatchingInputsBodySchema,
  ZMatchingDashboardSchema,
  ZMatchingPerformanceSchema,
  ZMatchingRequestDetailSchema,
  ZMatchingSnapshotSchema,
  ZNotAFitBodySchema,
  ZSendInvitationsBodySchema,
  ZSendInvitationsResultSchema,
} from '../../../shared/schemas/matching';
import { ZPageQuerySchema } from '../../../shared/schemas/paging';
import { requireAdmin } from '../../plugins/viewer';
import type { MatchingService } from './matching.service';

/** The admin Matching tab: Active Requests (snapshots, compute, invitations) and Performance. */
export function matchingAdminRoutes({ matching }: { matching: MatchingService }): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['matching'];

    app.get(
      '/api/admin/matching/requests',
      {
        schema: {
          operationId: 'getMatchingDashboard',
          summary: 'List a page of the active requests with their matching state',
          tags,
          querystring: ZPageQuerySchema,
          response: { 200: ZMatchingDashboardSchema },
        },
      },
      async (request) => {
        await requireAdmin(request);
        return matching.dashboard(request.query);
      },
    );

    app.get(
      '/api/admin/matching/requests/:id',
      {
        schema: {
          operationId: 'getMatchingRequest',
          summary: 'Read an active request with its candidates, invitations and not-a-fit marks',
          tags,
          params: ZIdParamsSchema,
          response: { 200: ZMatchingRequestDetailSchema },
        },
      },
      async (request) => {
        await requireAdmin(request);
        return matching.requestDetail(request.params.id);
      },
    );

    // compute-matching: body request_id, force_recompute (spec §7), in this API's camelCase.
    app.post(
      '/api/admin/matching/compute',
      {
        schema: {
          operationId: 'computeMatching',
          summary: "Compute a request's matching, or return its latest snapshot",
          tags,
          body: ZComputeMatchingBodySchema,
          response: { 200: ZComputeMatchingResultSchema },
        },
      },
      async (request) => {
        const admin = await requireAdmin(request);
        const result = await matching.compute(request.body, admin.userId);
        return { ...result, message: result.computed ? 'Matching computed' : 'Latest matching snapshot returned' };
      },
    );

    app.get(
      '/api/admin/matching/requests/:id/snapshot',
      {
        schema: {
          operationId: 'getMatchingSnapshot',
          summary: "Read a request's newest matching snapshot",
          tags,
          params: ZIdParamsSchema,
          response: { 200: z.object({ snapshot: ZMatchingSnapshotSchema.nullable() }) },
        },
      },
      async (request) => {
        await requireAdmin(request);
        return { snapshot: await matching.newestSnapshot(request.params.id) };
      },
    );

    app.post(
      '/api/admin/matching/requests/:id/not-a-fit',
      {
        schema: {
          operationId: 'markCandidateNotAFit',
          summary: 'Mark a shortlisted candidate not a fit, with a reason',
          tags,
          params: ZIdParamsSchema,
          body: ZNotAFitBodySchema,
          response: { 200: z.object({ ok: z.literal(true) }) },
        },
      },
      async (request) => {
        const admin = await requireAdmin(request);
        await matching.markNotAFit(admin, request.params.id, request.body.userId, request.body.reason);
        return { ok: true as const };
      },
    );

    app.put(
      '/api/admin/matching/requests/:id/inputs',
      {
        schema: {
          operationId: 'editMatchingInputs',
          summary: "Edit a request's matching inputs (skills, industry, outcomes) before computing",
          tags,
          params: ZIdParamsSchema,
          body: ZEditMatchingInputsBodySchema,
          response: { 200: ZMatchingRequestDetailSchema },
        },
      },
      async (request) => {
        const admin = await requireAdmin(request);
        await matching.editInputs(admin, request.params.id, request.body);
        return matching.requestDetail(request.params.id);
      },
    );

    // manage-invitations send_invites: request_id, user_ids → invitations_sent.
    app.post(
      '/api/admin/matching/requests/:id/invitations',
      {
        schema: {
          operationId: 'sendMatchingInvitations',
          summary: 'Invite chosen experts to quote on a request',
          tags,
          params: ZIdParamsSchema,
          body: ZSendInvitationsBodySchema,
          response: { 200: ZSendInvitationsResultSchema },
        },
      },
      async (request) => {
        const admin = await requireAdmin(request);
        return matching.sendInvitations(request.params.id, request.body.userIds, admin, request.body.asAgency);
      },
    );

    app.get(
      '/api/admin/matching/performance',
      {
        schema: {
          operationId: 'getMatchingPerformance',
          summary: 'Read how well matching performs',
          tags,
          response: { 200: ZMatchingPerformanceSchema },
        },
      },
      async (request) => {
        await requireAdmin(request);
        return matching.performance();
      },
    );
  };
}
