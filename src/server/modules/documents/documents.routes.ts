import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZIdParamsSchema } from '../../../shared/schemas/common';
import { DOCUMENTS_API } from '../../../shared/domain/documents';
import {
  ZAdminDocumentPageSchema,
  ZAdminDocumentsQuerySchema,
  ZBusinessDocumentSchema,
  ZDocumentListSchema,
  ZVatPreviewQuerySchema,
  ZVatPreviewSchema,
} from '../../../shared/schemas/documents';
import { rawResponse } from '../../plugins/openapi';
import { requireAdmin, requireViewer } from '../../plugins/viewer';
import type { DocumentsService } from './documents.service';

/**
 * Receipts, invoices and credit notes: the viewer's list, one document, its PDF and a VAT invoice's or credit note's
 * UBL e-invoice (buyer or admin; else 404); the VAT a checkout will charge; for admins, the register of every
 * document and the accountant's CSV of it.
 */
export function documentsRoutes({ documents }: { documents: DocumentsService }): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['documents'];
    app.get(
      DOCUMENTS_API.mine,
      {
        schema: {
          operationId: 'listMyDocuments',
          summary: "List the signed-in person's receipts, invoices, credit notes and statements",
          tags,
          response: { 200: ZDocumentListSchema },
        },
      },
      async (request) => documents.listMine(await requireViewer(request)),
    );

    app.get(
      '/api/documents/:id',
      {
        schema: {
          operationId: 'getDocument',
          summary: 'Read a business document (the person it is addressed to, or an admin)',
          tags,
          params: ZIdParamsSchema,
          response: { 200: ZBusinessDocumentSchema },
        },
      },
      async (request) => documents.get(await requireViewer(request), request.params.id),
    );

    app.get(
      '/api/documents/:id/pdf',
      {
        schema: {
          operationId: 'downloadDocumentPdf',
          summary: 'Download a business document as PDF',
          response: {
            200: rawResponse(
              'application/pdf',
              'The document as PDF (attachment): the bytes stored when it was issued, the same at every download; ' +
                'ETag and Repr-Digest carry their SHA-256.',
            ),
          },
          tags,
          params: ZIdParamsSchema,
        },
      },
      async (request, reply) => {
        const { number, sha256, size, body } = await documents.pdf(await requireViewer(request), request.params.id);
        // The stored bytes never change: their SHA-256 is the entity tag and the representation digest (RFC 9530).
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `attachment; filename="${number}.pdf"`)
          .header('content-length', size)
          .header('etag', `"${sha256}"`)
          .header('repr-digest', `sha-256=:${Buffer.from(sha256, 'hex').toString('base64')}:`)
          .header('cache-control', 'private, no-store')
          .send(body);
      },
    );

    app.get(
      '/api/documents/:id/ubl',
      {
        schema: {
          operationId: 'downloadDocumentUbl',
          summary: 'Download a VAT invoice or credit note as an EN 16931 e-invoice (UBL 2.1 XML)',
          response: { 200: rawResponse('application/xml', 'The e-invoice as UBL 2.1 XML (attachment).') },
          tags,
          params: ZIdParamsSchema,
        },
      },
      async (request, reply) => {
        const { number, xml } = await documents.ubl(await requireViewer(request), request.params.id);
        return reply
          .header('content-type', 'application/xml; charset=utf-8')
          .header('content-disposition', `attachment; filename="${number}.xml"`)
          .header('cache-control', 'private, no-store')
          .send(xml);
      },
    );

    app.get(
      DOCUMENTS_API.vatPreview,
      {
        schema: {
          operationId: 'previewVat',
          summary: 'The VAT an invoice for this amount would carry for the signed-in buyer (signed out: a consumer)',
          tags,
          querystring: ZVatPreviewQuerySchema,
          response: { 200: ZVatPreviewSchema },
        },
      },
      async (request, reply) => {
        const viewer = await request.viewer();
        // It follows the viewer's billing details: never shared between people.
        reply.header('cache-control', 'private, no-store');
        return documents.vatPreview(viewer?.userId ?? null, request.query);
      },
    );

    // The admin register and its CSV: admin only, checked before the query is validated (401 / 403 first).
    const adminOnly = async (request: FastifyRequest) => void (await requireAdmin(request));
    app.get(
      DOCUMENTS_API.adminList,
      {
        onRequest: adminOnly,
        schema: {
          operationId: 'listDocumentRegister',
          summary: 'Page through the register of every issued document',
          tags,
          querystring: ZAdminDocumentsQuerySchema,
          response: { 200: ZAdminDocumentPageSchema },
        },
      },
      async (request) => documents.register(request.query),
    );

    app.get(
      DOCUMENTS_API.adminRegisterCsv,
      {
        onRequest: adminOnly,
        schema: {
          operationId: 'exportInvoiceRegisterCsv',
          summary: "Download the accountant's invoice register as CSV",
          response: { 200: rawResponse('text/csv', 'The register as CSV (attachment).') },
          tags,
          querystring: ZAdminDocumentsQuerySchema,
        },
      },
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
