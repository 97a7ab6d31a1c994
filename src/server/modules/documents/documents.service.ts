import type { Readable } from 'node:stream';
import type { Database } from '../../db/client';
import type { ProfilesService } from '../profiles/profiles.service';
import type { ProjectsService } from '../projects/projects.service';
import type { SettingsService } from '../settings/settings.service';
import { createDocumentIssuing } from './document-issuing';
import { renderDocumentPdf } from './document-pdf';
import { createDocumentRegister } from './document-register';
import { createDocumentReads } from './document-reads';
import { createDocumentsRepository } from './documents.repository';

export type { CreditNoteInput, PaymentDocumentsInput, TransferInvoiceInput } from './document-issuing';

/**
 * Business records (decision 024): a receipt and a VAT invoice for every successful payment and a credit note for
 * every refund, issued in the money's own transaction with gap-free numbers, immutable, readable by their buyer and
 * admins as JSON, HTML (the web page) and PDF.
 */
export function createDocumentsService({
  db,
  settings,
  profiles,
  projects,
}: {
  db: Database;
  settings: Pick<SettingsService, 'get'>;
  profiles: Pick<ProfilesService, 'billingPartyOf'>;
  projects: Pick<ProjectsService, 'purchaseOrderReferenceOf'>;
}) {
  const repository = createDocumentsRepository(db);
  const issuing = createDocumentIssuing({ repository, settings, profiles, projects });
  const reads = createDocumentReads({ repository });
  return {
    ...issuing,
    ...reads,
    ...createDocumentRegister({ repository }),
    /** What the issued documents add up to, for the Money tab: invoiced (payments) and credited (refunds). */
    async totals(currency: string): Promise<{ invoiced: number; credited: number }> {
      const byKind = await repository.grossByKind(currency);
      return { invoiced: byKind.get('invoice') ?? 0, credited: byKind.get('credit_note') ?? 0 };
    },

    async pdf(viewer: { userId: string; isAdmin: boolean }, id: string): Promise<{ number: string; body: Readable }> {
      const document = await reads.get(viewer, id);
      return { number: document.number, body: renderDocumentPdf(document) };
    },
  };
}

export type DocumentsService = ReturnType<typeof createDocumentsService>;
