import type { TBusinessDocument, TDocumentList, TDocumentSummary } from '../../../shared/schemas/documents';
import { hasEInvoice, type TDocumentKind } from '../../../shared/domain/documents';
import type { TVatTreatment } from '../../../shared/domain/vat';
import type { TDocumentLine, TDocumentParty } from '../../../shared/schemas/documents';
import { appError } from '../../errors';
import type { DocumentRow, createDocumentsRepository } from './documents.repository';

type Reader = { userId: string; isAdmin: boolean };

type Seller = TBusinessDocument['seller'];

/** The VAT treatment as stored, and whether the document is also an e-invoice. */
function vatOf(row: DocumentRow) {
  const kind = row.kind as TDocumentKind;
  const vatTreatment = row.vatTreatment as TVatTreatment;
  return { vatTreatment, eInvoice: hasEInvoice({ kind, vatTreatment, seller: row.seller as Seller }) };
}

/** A document's short form for lists and links. */
export function toSummary(row: DocumentRow): TDocumentSummary {
  return {
    ...vatOf(row),
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

export const documentNotFound = () => appError('documents.not_found', 404, 'Document not found');

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
      ...vatOf(row),
      vatNote: row.vatNote,
      // Snapshots taken before bank details and countries were recorded lack them.
      seller: { bankDetails: null, country: null, ...(row.seller as Partial<Seller>) } as Seller,
      buyer: { country: null, ...(row.buyer as Partial<TDocumentParty>) } as TDocumentParty,
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
      if (!row || (row.buyerId !== viewer.userId && !viewer.isAdmin)) throw documentNotFound();
      return toDto(row);
    },
  };
}
