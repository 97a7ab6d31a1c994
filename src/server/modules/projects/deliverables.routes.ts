import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZIdParamsSchema } from '../../../shared/schemas/common';
import { ZPageQuerySchema } from '../../../shared/schemas/paging';
import {
  ZCreateDeliverableSchema,
  ZDeliverableFileParamsSchema,
  ZDeliverableFileSchema,
  ZDeliverableListSchema,
  ZDeliverableParamsSchema,
  ZDeliverableSchema,
  ZQaQueueSchema,
  ZRevisionRequestSchema,
} from '../../../shared/schemas/deliverables';
import { DELIVERABLE_FILE_NAME_MAX_LENGTH } from '../../../shared/domain/limits';
import { rawResponse } from '../../plugins/openapi';
import { uploadGuard } from '../../plugins/upload-guard';
import { requireAdmin, requireViewer } from '../../plugins/viewer';
import { contentDisposition, decodeFileName } from './deliverable-uploads';
import { deliverablesErrors, type DeliverablesService } from './deliverables.service';

const tags = ['deliverables'];
/** Headroom over the upload limit for the route's bodyLimit; the storage meter enforces the exact limit. */
const BODY_LIMIT_HEADROOM = 1024 * 1024;

/** Project deliverables (list, create, client decisions, downloads) and the admin QA Queue. */
export function deliverablesRoutes({ deliverables }: { deliverables: DeliverablesService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/projects/:projectId/deliverables',
      {
        schema: {
          operationId: 'listDeliverables',
          summary: "List a project's deliverables",
          tags,
          params: z.object({ projectId: z.uuid() }),
          response: { 200: ZDeliverableListSchema },
        },
      },
      async (request) => deliverables.list(await requireViewer(request), request.params.projectId),
    );

    app.post(
      '/api/projects/:projectId/deliverables',
      {
        schema: {
          operationId: 'createDeliverable',
          summary: 'Create a deliverable on a project',
          tags,
          params: z.object({ projectId: z.uuid() }),
          body: ZCreateDeliverableSchema,
          response: { 201: ZDeliverableSchema },
        },
      },
      async (request, reply) => {
        const viewer = await requireViewer(request);
        return reply.code(201).send(await deliverables.create(viewer, request.params.projectId, request.body));
      },
    );

    app.get(
      '/api/projects/:projectId/deliverables/:id/files/:fileId',
      {
        schema: {
          operationId: 'downloadDeliverableFile',
          summary: "Download a deliverable's file",
          response: {
            200: rawResponse(
              'application/octet-stream',
              'The file (attachment), with the Content-Type it was uploaded with.',
            ),
          },
          tags,
          params: ZDeliverableFileParamsSchema,
        },
      },
      async (request, reply) => {
        const viewer = await requireViewer(request);
        const { projectId, id, fileId } = request.params;
        const file = await deliverables.download(viewer, projectId, id, fileId);
        return reply
          .header('content-type', file.contentType)
          .header('content-length', String(file.size))
          .header('content-disposition', contentDisposition(file.fileName))
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, no-store')
          .send(file.stream);
      },
    );

    app.post(
      '/api/projects/:projectId/deliverables/:id/start',
      {
        schema: {
          operationId: 'startDeliverable',
          summary: "Mark a deliverable as in progress as the project's expert",
          tags,
          params: ZDeliverableParamsSchema,
          response: { 200: ZDeliverableSchema },
        },
      },
      async (request) =>
        deliverables.startWork(await requireViewer(request), request.params.projectId, request.params.id),
    );

    app.post(
      '/api/projects/:projectId/deliverables/:id/approve',
      {
        schema: {
          operationId: 'approveDeliverable',
          summary: 'Approve a deliverable as the client',
          tags,
          params: ZDeliverableParamsSchema,
          response: { 200: ZDeliverableSchema },
        },
      },
      async (request) =>
        deliverables.clientApprove(await requireViewer(request), request.params.projectId, request.params.id),
    );

    app.post(
      '/api/projects/:projectId/deliverables/:id/request-revision',
      {
        schema: {
          operationId: 'requestDeliverableRevision',
          summary: 'Ask for a revision of a deliverable as the client',
          tags,
          params: ZDeliverableParamsSchema,
          body: ZRevisionRequestSchema,
          response: { 200: ZDeliverableSchema },
        },
      },
      async (request) =>
        deliverables.clientRequestRevision(
          await requireViewer(request),
          request.params.projectId,
          request.params.id,
          request.body.reason,
        ),
    );

    app.get(
      '/api/admin/qa-queue',
      {
        schema: {
          operationId: 'listQaQueue',
          summary: 'List a page of the deliverables waiting for QA',
          tags,
          querystring: ZPageQuerySchema,
          response: { 200: ZQaQueueSchema },
        },
      },
      async (request) => {
        await requireAdmin(request);
        return deliverables.qaQueue(request.query);
      },
    );

    app.post(
      '/api/admin/qa-queue/:id/approve',
      {
        schema: {
          operationId: 'passDeliverableQa',
          summary: "Pass a deliverable's QA (it goes to the client)",
          tags,
          params: ZIdParamsSchema,
          response: { 200: ZDeliverableSchema },
        },
      },
      async (request) => deliverables.qaApprove(await requireAdmin(request), request.params.id),
    );

    app.post(
      '/api/admin/qa-queue/:id/request-revision',
      {
        schema: {
          operationId: 'requestQaRevision',
          summary: 'Send a deliverable back to the expert from QA',
          tags,
          params: ZIdParamsSchema,
          body: ZRevisionRequestSchema,
          response: { 200: ZDeliverableSchema },
        },
      },
      async (request) =>
        deliverables.qaRequestRevision(await requireAdmin(request), request.params.id, request.body.reason),
    );

    // Uploads: the raw body streams to storage. Scoped so only this route keeps bodies as streams.
    await app.register(async (uploads) => {
      uploads.addContentTypeParser('application/octet-stream', (_request, payload, done) => done(null, payload));
      uploads.withTypeProvider<ZodTypeProvider>().put(
        '/api/projects/:projectId/deliverables/:id/files',
        {
          bodyLimit: deliverables.uploadMaxBytes + BODY_LIMIT_HEADROOM,
          ...uploadGuard({
            maxBytes: deliverables.uploadMaxBytes,
            tooLarge: () => deliverablesErrors.tooLarge(deliverables.uploadMaxBytes),
          }),
          schema: {
            operationId: 'uploadDeliverableFile',
            summary: 'Upload a file to a deliverable',
            description:
              'The request body is the file itself as `application/octet-stream`; its name, percent-encoded, goes in ' +
              '`X-File-Name`.',
            tags,
            params: ZDeliverableParamsSchema,
            headers: z.object({
              /** The file's name, percent-encoded. */
              'x-file-name': z
                .string()
                .min(1)
                .max(DELIVERABLE_FILE_NAME_MAX_LENGTH * 12),
              /** The type the browser gives the file (File.type); may be empty. */
              'x-file-type': z.string().max(255).optional(),
              'content-length': z.coerce.number().int().min(0).optional(),
            }),
            response: { 201: ZDeliverableFileSchema },
          },
        },
        async (request, reply) => {
          const viewer = await requireViewer(request);
          const fileName = decodeFileName(request.headers['x-file-name']);
          if (!fileName || fileName.length > DELIVERABLE_FILE_NAME_MAX_LENGTH)
            throw deliverablesErrors.fileNameRequired();
          if (request.body !== undefined && !(request.body instanceof Readable))
            throw deliverablesErrors.badType('Send the file as application/octet-stream');
          const body = request.body ?? Readable.from([]);
          const file = await deliverables.upload(viewer, request.params.projectId, request.params.id, {
            fileName,
            declaredType: request.headers['x-file-type'] ?? '',
            contentLength: request.headers['content-length'] ?? (request.body === undefined ? 0 : null),
            body,
          });
          return reply.code(201).send(file);
        },
      );
    });
  };
}
