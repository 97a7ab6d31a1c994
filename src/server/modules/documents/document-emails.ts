import { buffer } from 'node:stream/consumers';
import { documentTitle } from '../../../shared/domain/documents';
import { formatMoney } from '../../../shared/domain/money';
import type { TBusinessDocument } from '../../../shared/schemas/documents';
import type { NotificationsService } from '../notifications/notifications.service';
import type { ProfilesService } from '../profiles/profiles.service';
import type { DocumentFiles } from './document-files';
import { renderUbl } from './e-invoice';

type Reads = { byId: (id: string) => Promise<TBusinessDocument | null> };

/** The PDF as stored: the e-mail carries the very bytes every download serves. */
async function attachment(document: TBusinessDocument, files: Pick<DocumentFiles, 'pdf'>) {
  const pdf = await buffer((await files.pdf(document)).body);
  return {
    filename: `${document.number}.pdf`,
    contentType: 'application/pdf',
    content: pdf.toString('base64'),
    encoding: 'base64' as const,
  };
}

async function ublAttachment(document: TBusinessDocument) {
  return {
    filename: `${document.number}.xml`,
    contentType: 'application/xml',
    content: Buffer.from(await renderUbl(document), 'utf8').toString('base64'),
    encoding: 'base64' as const,
  };
}

/**
 * Each document reaches the person it is addressed to when it is issued: an in-app notification linking to it and,
 * if they take activity e-mail, the PDF attached. A card payment's invoice travels with its receipt (one e-mail for
 * the payment); a bank-transfer invoice goes at once, since it is to be paid. A client who asked for UBL in their
 * billing settings also gets each e-invoice's UBL XML.
 */
export function createDocumentEmails({
  reads,
  files,
  notifications,
  profiles,
}: {
  reads: Reads;
  files: Pick<DocumentFiles, 'pdf'>;
  notifications: Pick<NotificationsService, 'notify'>;
  profiles: Pick<ProfilesService, 'billingDetailsOf'>;
}) {
  async function send(documentId: string): Promise<void> {
    const document = await reads.byId(documentId);
    if (!document) return;
    if (document.kind === 'invoice' && document.paymentMethod !== 'bank_transfer') return;
    const invoice = document.kind === 'receipt' && document.invoiceNumber ? await invoiceOfReceipt(document) : null;
    const documents = invoice ? [document, invoice] : [document];
    const amount = formatMoney(document.grossAmount, document.currency, { alwaysShowMinor: true });
    const names = documents.map((item) => `${documentTitle(item).toLowerCase()} ${item.number}`).join(' and ');
    const eInvoices = documents.filter((item) => item.eInvoice);
    const withUbl = eInvoices.length > 0 && (await profiles.billingDetailsOf(document.buyerId)).ublByEmail;
    const attachments = await Promise.all([
      ...documents.map((item) => attachment(item, files)),
      ...(withUbl ? eInvoices.map(ublAttachment) : []),
    ]);
    await notifications.notify({
      userId: document.buyerId,
      type: 'document_issued',
      title: `${documentTitle(document)} ${document.number}`,
      message: `Your ${names} (${amount}) ${documents.length > 1 ? 'are' : 'is'} ready; the PDF is attached to the e-mail${withUbl ? ', with the e-invoice as UBL XML' : ''}.`,
      relatedId: document.projectId,
      email: { link: `/documents/${document.id}`, attachments },
    });
  }

  async function invoiceOfReceipt(receipt: TBusinessDocument): Promise<TBusinessDocument | null> {
    return receipt.invoiceId ? reads.byId(receipt.invoiceId) : null;
  }

  return { sendDocumentEmail: send };
}
