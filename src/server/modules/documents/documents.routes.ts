import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZIdParamsSchema } from '../../../shared/schemas/common';
import {
  DOCUMENTS_API,
  ZAdminDocumentPageSchema,
  ZAdminDocumentsQuerySchema,
  ZBusinessDocumentSchema,
  ZDocumentListSchema,
} from '../../../shared/schemas/documents';
import { requireAdmin, requireViewer } from '../../plugins/viewer';
import type { DocumentsService } from './documents.service';

/**
 * Receipts, invoices and credit notes: the viewer's list, one document, and its PDF (buyer or admin; else 404); for
 * admins, the register of every document and the accountant's CSV of it.
 */
export function documentsRoutes({ documents }: { documents: DocumentsService }): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['documents'];
    app.get(DOCUMENTS_API.mine, { schema: { tags, response: { 200: ZDocumentListSchema } } }, async (request) =>
      documents.listMine(await requireViewer(request)),
    );

    app.get(
      '/api/documents/:id',
      { schema: { tags, params: ZIdParamsSchema, response: { 200: ZBusinessDocumentSchema } } },
      async (request) => documents.get(await requireViewer(request), request.params.id),
    );

    app.get('/api/documents/:id/pdf', { schema: { tags, params: ZIdParamsSchema } }, async (request, reply) => {
      const { number, body } = await documents.pdf(await requireViewer(request), request.params.id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${number}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(body);
    });

    // The admin register and its CSV: admin only, checked before the query is validated (401 / 403 first).
    const adminOnly = async (request: FastifyRequest) => void (await requireAdmin(request));
    const adminTags = ['admin', 'documents'];
    app.get(
      DOCUMENTS_API.adminList,
      {
        onRequest: adminOnly,
        schema: {
          tags: adminTags,
          querystring: ZAdminDocumentsQuerySchema,
          response: { 200: ZAdminDocumentPageSchema },
        },
      },
      async (request) => documents.register(request.query),
    );

    app.get(
      DOCUMENTS_API.adminRegisterCsv,
      { onRequest: adminOnly, schema: { tags: adminTags, querystring: ZAdminDocumentsQuerySchema } },
      async (request, reply) => {
        const { fileName, body } = documents.registerCsv(request.query);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .header('cache-control', 'no-store')
          .send(body);
      },
    );
  };
}
