import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZIdParamsSchema } from '../../../shared/schemas/common';
import { DOCUMENTS_API, ZBusinessDocumentSchema, ZDocumentListSchema } from '../../../shared/schemas/documents';
import { requireViewer } from '../../plugins/viewer';
import type { DocumentsService } from './documents.service';

/** Receipts, invoices and credit notes: the viewer's list, one document, and its PDF (buyer or admin; else 404). */
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
  };
}
