import type { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DISPUTE_EVIDENCE_MAX_MB } from '../../../shared/domain/limits';
import { ZIdParamsSchema, ZOkSchema } from '../../../shared/schemas/common';
import {
  ZAdminDisputeListSchema,
  ZDisputeFileSchema,
  ZDisputeMessageBodySchema,
  ZDisputeSchema,
  ZOpenDisputeBodySchema,
  ZProjectDisputesSchema,
  ZResolveDisputeBodySchema,
} from '../../../shared/schemas/disputes';
import { rawResponse } from '../../plugins/openapi';
import { uploadGuard } from '../../plugins/upload-guard';
import { requireAdmin, requireViewer } from '../../plugins/viewer';
import { disputesErrors } from './disputes.errors';
import type { DisputesService } from './disputes.service';

const tags = ['disputes'];

/** Disputes: a project's timeline, opening, the expert's answer, comments, the admin's resolution. */
export function disputesRoutes({ disputes }: { disputes: DisputesService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/projects/:id/disputes',
      {
        schema: {
          operationId: 'listProjectDisputes',
          summary: "List a project's disputes with their timelines",
          tags,
          params: ZIdParamsSchema,
          response: { 200: ZProjectDisputesSchema },
        },
      },
      async (request) => disputes.listForProject(await requireViewer(request), request.params.id),
    );

    app.post(
      '/api/projects/:id/disputes',
      {
        schema: {
          operationId: 'openDispute',
          summary: 'Open a dispute on a project',
          tags,
          params: ZIdParamsSchema,
          body: ZOpenDisputeBodySchema,
          response: { 201: ZDisputeSchema },
        },
      },
      async (request, reply) => {
        const dispute = await disputes.open(await requireViewer(request), request.params.id, request.body);
        return reply.code(201).send(dispute);
      },
    );

    app.post(
      '/api/disputes/:id/answer',
      {
        schema: {
          operationId: 'answerDispute',
          summary: "Answer a dispute as the project's expert",
          tags,
          params: ZIdParamsSchema,
          body: ZDisputeMessageBodySchema,
          response: { 200: ZOkSchema },
        },
      },
      async (request) => {
        await disputes.answer(await requireViewer(request), request.params.id, request.body.body);
        return { ok: true as const };
      },
    );

    app.post(
      '/api/disputes/:id/comments',
      {
        schema: {
          operationId: 'commentOnDispute',
          summary: 'Comment on a dispute',
          tags,
          params: ZIdParamsSchema,
          body: ZDisputeMessageBodySchema,
          response: { 200: ZOkSchema },
        },
      },
      async (request) => {
        await disputes.comment(await requireViewer(request), request.params.id, request.body.body);
        return { ok: true as const };
      },
    );

    app.post(
      '/api/admin/disputes/:id/resolve',
      {
        schema: {
          operationId: 'resolveDispute',
          summary: 'Resolve a dispute: release, partial refund or full refund',
          tags,
          params: ZIdParamsSchema,
          body: ZResolveDisputeBodySchema,
          response: { 200: ZDisputeSchema },
        },
      },
      async (request) => disputes.resolve(await requireAdmin(request), request.params.id, request.body),
    );

    app.get(
      '/api/admin/disputes',
      {
        schema: {
          operationId: 'listUnresolvedDisputes',
          summary: 'List the unresolved disputes',
          tags,
          response: { 200: ZAdminDisputeListSchema },
        },
      },
      async (request) => {
        await requireAdmin(request);
        return disputes.listUnresolvedForAdmin();
      },
    );

    app.get(
      '/api/disputes/:id/files/:fileId',
      {
        schema: {
          operationId: 'downloadDisputeEvidence',
          summary: "Download a dispute's evidence file",
          response: {
            200: rawResponse(
              'application/octet-stream',
              'The file (attachment), with the Content-Type it was uploaded with.',
            ),
          },
          tags,
          params: z.object({ id: z.uuid(), fileId: z.uuid() }),
        },
      },
      async (request, reply) => {
        const file = await disputes.evidenceFile(
          await requireViewer(request),
          request.params.id,
          request.params.fileId,
        );
        return reply
          .header('Content-Type', file.contentType)
          .header('Content-Length', String(file.size))
          .header('X-Content-Type-Options', 'nosniff')
          .header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
          .send(file.stream);
      },
    );
  };
}

/**
 * Evidence uploads stream the raw request body to storage (never held whole in memory): the file's own
 * Content-Type, its name in `?name=`. This plugin keeps bodies as streams instead of parsing them.
 */
export function disputeEvidenceRoutes({ disputes }: { disputes: DisputesService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser(
      '*',
      { bodyLimit: (DISPUTE_EVIDENCE_MAX_MB + 1) * 1024 * 1024 },
      (_request, payload, done) => done(null, payload),
    );

    app.post(
      '/api/disputes/:id/files',
      {
        schema: {
          operationId: 'uploadDisputeEvidence',
          summary: 'Upload an evidence file to a dispute',
          description:
            'The request body is the file itself, sent with its own Content-Type; its name goes in `?name=`.',
          tags,
          params: ZIdParamsSchema,
          querystring: z.object({ name: z.string().trim().min(1).max(255) }),
          response: { 201: ZDisputeFileSchema },
        },
        bodyLimit: (DISPUTE_EVIDENCE_MAX_MB + 1) * 1024 * 1024,
        ...uploadGuard({ maxBytes: DISPUTE_EVIDENCE_MAX_MB * 1024 * 1024, tooLarge: disputesErrors.fileTooLarge }),
      },
      async (request, reply) => {
        const viewer = await requireViewer(request);
        const file = await disputes.addEvidence(viewer, request.params.id, {
          fileName: request.query.name,
          contentType: request.headers['content-type']?.split(';')[0]?.trim() || 'application/octet-stream',
          stream: request.body as Readable,
        });
        return reply.code(201).send(file);
      },
    );
  };
}
