import type { Readable } from 'node:stream';
import type { Database } from '../../db/client';
import type { ProfilesService } from '../profiles/profiles.service';
import type { ProjectsService } from '../projects/projects.service';
import type { SettingsService } from '../settings/settings.service';
import type { Jobs } from '../../jobs/jobs';
import type { StorageProvider } from '../../providers/storage/storage-provider';
import type { NotificationsService } from '../notifications/notifications.service';
import { createDocumentEmails } from './document-emails';
import { createDocumentIssuing } from './document-issuing';
import { createDocumentNumbering } from './document-numbering';
import { createExpertDocuments } from './expert-documents';
import { renderDocumentPdf } from './document-pdf';
import { createDocumentFiles } from './document-files';
import { createDocumentFilesRepository } from './document-files.repository';
import { eInvoicePdfOptions, renderUbl } from './e-invoice';
import { createVatTreatment } from './vat-treatment';
import { bookedAmount, createDocumentRegister } from './document-register';
import { createDocumentReads, documentNotFound } from './document-reads';
import { createDocumentsRepository } from './documents.repository';

export type { CreditNoteInput, PaymentDocumentsInput, TransferInvoiceInput } from './document-issuing';
export type { FeeInvoiceInput, PayoutStatementInput } from './expert-documents';

/**
 * Business records (decision 024): a receipt and a VAT invoice for every successful payment, a credit note for every
 * refund, a payout statement for every payout and a monthly platform-fee invoice to each expert; issued in the
 * money's own transaction with gap-free numbers, immutable, e-mailed as PDFs, readable by the person they are
 * addressed to and admins as JSON, HTML (the web page) and PDF.
 */
export function createDocumentsService({
  db,
  settings,
  profiles,
  projects,
  jobs,
  notifications,
  storage,
}: {
  db: Database;
  settings: Pick<SettingsService, 'get'>;
  profiles: Pick<ProfilesService, 'billingPartyOf' | 'billingDetailsOf'>;
  projects: Pick<ProjectsService, 'purchaseOrderReferenceOf'>;
  jobs: Pick<Jobs, 'send'>;
  notifications: Pick<NotificationsService, 'notify'>;
  storage: StorageProvider;
}) {
  const repository = createDocumentsRepository(db);
  const issueNumbered = createDocumentNumbering({ repository, jobs });
  const vat = createVatTreatment({ settings, profiles });
  const issuing = createDocumentIssuing({ repository, issueNumbered, vat, projects });
  const reads = createDocumentReads({ repository });
  const files = createDocumentFiles({
    files: createDocumentFilesRepository(db),
    storage,
    render: async (document) => renderDocumentPdf(document, await eInvoicePdfOptions(document)),
    byId: reads.byId,
  });
  return {
    ...issuing,
    ...createExpertDocuments({ issueNumbered, vat }),
    ...reads,
    ...createDocumentEmails({ reads, files, notifications, profiles }),
    /** Renders and stores an issued document's PDF (the job queued at issue). */
    storeDocumentFile: files.store,
    /** The VAT an invoice for this amount would carry for the buyer (null: signed out), as issuing will decide it. */
    vatPreview: vat.preview,
    ...createDocumentRegister({ repository }),
    /**
     * What the issued documents add up to, for the Money tab, as the books count them: invoiced (payments, positive)
     * and credited (refunds, negative).
     */
    async totals(currency: string): Promise<{ invoiced: number; credited: number }> {
      const byKind = await repository.grossByKind(currency);
      return {
        invoiced: byKind.get('invoice') ?? 0,
        credited: bookedAmount('credit_note', byKind.get('credit_note') ?? 0),
      };
    },

    /** The document's PDF as stored when it was issued: the same bytes every time, with their SHA-256 and size. */
    async pdf(
      viewer: { userId: string; isAdmin: boolean },
      id: string,
    ): Promise<{ number: string; sha256: string; size: number; body: Readable }> {
      const document = await reads.get(viewer, id);
      const { file, body } = await files.pdf(document);
      return { number: document.number, sha256: file.checksum, size: file.sizeBytes, body };
    },

    /** The EN 16931 e-invoice as UBL 2.1 XML: VAT invoices and credit notes only (404 for any other document). */
    async ubl(viewer: { userId: string; isAdmin: boolean }, id: string): Promise<{ number: string; xml: string }> {
      const document = await reads.get(viewer, id);
      if (!document.eInvoice) throw documentNotFound();
      return { number: document.number, xml: await renderUbl(document) };
    },
  };
}

export type DocumentsService = ReturnType<typeof createDocumentsService>;
