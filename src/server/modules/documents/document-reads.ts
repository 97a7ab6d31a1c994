import type { TBusinessDocument, TDocumentList, TDocumentSummary } from '../../../shared/schemas/documents';
import type { TDocumentKind } from '../../../shared/domain/documents';
import type { TDocumentLine, TDocumentParty } from '../../../shared/schemas/documents';
import { appError } from '../../errors';
import type { DocumentRow, createDocumentsRepository } from './documents.repository';

type Reader = { userId: string; isAdmin: boolean };

/** A document's short form for lists and links. */
export function toSummary(row: DocumentRow): TDocumentSummary {
  return {
    id: row.id,
    kind: row.kind as TDocumentKind,
    number: row.number,
    issuedAt: row.issuedAt.toISOString(),
    projectId: row.projectId,
    orderId: row.orderId,
    milestoneId: row.milestoneId,
    currency: row.currency,
    grossAmount: row.grossAmount,
  };
}

const notFound = () => appError('documents.not_found', 404, 'Document not found');

/** The buyer's documents, and one document for its buyer or an admin (404 for everyone else). */
export function createDocumentReads({ repository }: { repository: ReturnType<typeof createDocumentsRepository> }) {
  async function toDto(row: DocumentRow): Promise<TBusinessDocument> {
    const invoice = row.invoiceId ? await repository.findById(row.invoiceId) : null;
    return {
      id: row.id,
      kind: row.kind as TDocumentKind,
      number: row.number,
      issuedAt: row.issuedAt.toISOString(),
      supplyDate: row.supplyDate.toISOString(),
      projectId: row.projectId,
      orderId: row.orderId,
      milestoneId: row.milestoneId,
      buyerId: row.buyerId,
      invoiceId: row.invoiceId,
      invoiceNumber: invoice?.number ?? null,
      paymentMethod: row.paymentMethod,
      providerReference: row.providerReference,
      purchaseOrderReference: row.purchaseOrderReference,
      dueAt: row.dueAt?.toISOString() ?? null,
      currency: row.currency,
      netAmount: row.netAmount,
      vatAmount: row.vatAmount,
      grossAmount: row.grossAmount,
      vatRatePercent: Number(row.vatRatePercent),
      seller: { bankDetails: null, ...(row.seller as Omit<TBusinessDocument['seller'], 'bankDetails'>) },
      buyer: row.buyer as TDocumentParty,
      lines: row.lines as TDocumentLine[],
      note: row.note,
    };
  }

  return {
    async listMine(viewer: Reader): Promise<TDocumentList> {
      const rows = await repository.listForBuyer(viewer.userId);
      return {
        documents: rows.map(toSummary),
      };
    },

    /** Any document by id, for the system's own use (its e-mail); people read through `get`. */
    async byId(id: string): Promise<TBusinessDocument | null> {
      const row = await repository.findById(id);
      return row ? toDto(row) : null;
    },

    async get(viewer: Reader, id: string): Promise<TBusinessDocument> {
      const row = await repository.findById(id);
      if (!row || (row.buyerId !== viewer.userId && !viewer.isAdmin)) throw notFound();
      return toDto(row);
    },
  };
}
