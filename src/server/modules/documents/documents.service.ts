import type { Readable } from 'node:stream';
import type { Database } from '../../db/client';
import type { ProfilesService } from '../profiles/profiles.service';
import type { ProjectsService } from '../projects/projects.service';
import type { SettingsService } from '../settings/settings.service';
import type { Jobs } from '../../jobs/jobs';
import type { NotificationsService } from '../notifications/notifications.service';
import { defineDocumentEmails } from './document-emails';
import { createDocumentIssuing } from './document-issuing';
import { createDocumentNumbering } from './document-numbering';
import { createExpertDocuments } from './expert-documents';
import { renderDocumentPdf } from './document-pdf';
import { createDocumentRegister } from './document-register';
import { createDocumentReads } from './document-reads';
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
}: {
  db: Database;
  settings: Pick<SettingsService, 'get'>;
  profiles: Pick<ProfilesService, 'billingPartyOf'>;
  projects: Pick<ProjectsService, 'purchaseOrderReferenceOf'>;
  jobs: Pick<Jobs, 'define' | 'send'>;
  notifications: Pick<NotificationsService, 'notify'>;
}) {
  const repository = createDocumentsRepository(db);
  const issueNumbered = createDocumentNumbering({ repository, jobs });
  const issuing = createDocumentIssuing({ repository, issueNumbered, settings, profiles, projects });
  const reads = createDocumentReads({ repository });
  return {
    ...issuing,
    ...createExpertDocuments({ issueNumbered, settings, profiles }),
    ...reads,
    ...defineDocumentEmails({ jobs, reads, notifications }),
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
