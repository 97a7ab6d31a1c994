import { PassThrough, type Readable } from 'node:stream';
import {
  documentTitle,
  paymentMethodLabel,
  SUPPLY_DATE_LABELS,
  transferInstructions,
} from '../../../shared/domain/documents';
import { formatMoney } from '../../../shared/domain/money';
import type { TBusinessDocument, TDocumentParty } from '../../../shared/schemas/documents';
import { archivalPdf, writeText, type PdfRenderOptions } from './document-pdf-archive';

export type { PdfAttachment, PdfRenderOptions } from './document-pdf-archive';
export { facturXMetadata } from './document-pdf-archive';

const money = (minor: number, currency: string) => formatMoney(minor, currency, { alwaysShowMinor: true });
const day = (iso: string) => iso.slice(0, 10);

function partyLines(party: TDocumentParty): string[] {
  return [
    party.name,
    party.address,
    party.email,
    party.companyNumber ? `Company number ${party.companyNumber}` : null,
    party.vatNumber ? `VAT number ${party.vatNumber}` : null,
  ].filter((line): line is string => Boolean(line));
}

/**
 * The document as an A4 PDF/A-3b, drawn from the stored document alone: the same document always gives the same
 * bytes. Fonts are embedded, so any script prints as typed; `options` carries files to embed (a Factur-X XML) and
 * their XMP.
 */
export function renderDocumentPdf(document: TBusinessDocument, options: PdfRenderOptions = {}): Readable {
  const pdf = archivalPdf({
    id: document.id,
    title: `${documentTitle(document)} ${document.number}`,
    author: document.seller.name,
    issuedAt: new Date(document.issuedAt),
    options,
  });
  const out = new PassThrough();
  pdf.pipe(out);
  const left = pdf.page.margins.left;
  const width = pdf.page.width - left - pdf.page.margins.right;

  pdf.fontSize(20);
  writeText(pdf, documentTitle(document), { bold: true, x: left, y: 56 });
  pdf.fontSize(10).moveDown(0.3);
  writeText(pdf, `Number: ${document.number}`);
  writeText(pdf, `Issue date: ${day(document.issuedAt)}`);
  writeText(pdf, `${SUPPLY_DATE_LABELS[document.kind]}: ${day(document.supplyDate)}`);
  if (document.invoiceNumber)
    writeText(pdf, `${document.kind === 'credit_note' ? 'Credits invoice' : 'Invoice'}: ${document.invoiceNumber}`);
  if (document.purchaseOrderReference) writeText(pdf, `Your PO reference: ${document.purchaseOrderReference}`);
  if (document.kind === 'receipt' || document.kind === 'payout_statement')
    writeText(
      pdf,
      `Payment: ${paymentMethodLabel(document.paymentMethod)}${document.providerReference ? ` (reference ${document.providerReference})` : ''}`,
    );

  // Each party line on its own, so a line's runs of another script stay on that line.
  const party = (title: string, lines: string[], x: number, top: number, columnWidth: number) => {
    writeText(pdf, title, { bold: true, x, y: top });
    for (const line of lines) writeText(pdf, line, { x, y: pdf.y, width: columnWidth });
  };
  const partiesTop = pdf.y + 18;
  party('From', partyLines(document.seller), left, partiesTop, width / 2 - 12);
  const sellerBottom = pdf.y;
  party('To', partyLines(document.buyer), left + width / 2, partiesTop, width / 2);
  pdf.y = Math.max(sellerBottom, pdf.y) + 24;

  // Lines: description, then net, VAT and gross in columns.
  const columns = [
    { label: 'Description', x: left, width: width - 300, align: 'left' as const },
    { label: 'Net', x: left + width - 300, width: 100, align: 'right' as const },
    { label: `VAT (${document.vatRatePercent}%)`, x: left + width - 200, width: 100, align: 'right' as const },
    { label: 'Total', x: left + width - 100, width: 100, align: 'right' as const },
  ];
  const row = (cells: string[], bold = false) => {
    const top = pdf.y;
    let bottom = top;
    cells.forEach((cell, index) => {
      const column = columns[index]!;
      writeText(pdf, cell, { bold, x: column.x, y: top, width: column.width, align: column.align });
      bottom = Math.max(bottom, pdf.y);
    });
    pdf.y = bottom + 6;
  };
  row(
    columns.map((column) => column.label),
    true,
  );
  pdf
    .moveTo(left, pdf.y - 3)
    .lineTo(left + width, pdf.y - 3)
    .stroke();
  for (const line of document.lines)
    row([
      line.description,
      money(line.netAmount, document.currency),
      money(line.vatAmount, document.currency),
      money(line.grossAmount, document.currency),
    ]);
  pdf
    .moveTo(left, pdf.y)
    .lineTo(left + width, pdf.y)
    .stroke();
  pdf.y += 8;
  row(
    [
      `Total ${document.currency.toUpperCase()}`,
      money(document.netAmount, document.currency),
      money(document.vatAmount, document.currency),
      money(document.grossAmount, document.currency),
    ],
    true,
  );

  const transfer = transferInstructions(document);
  if (transfer) {
    writeText(pdf, 'How to pay', { bold: true, x: left, y: pdf.y + 12 });
    transfer.forEach((line, index) => writeText(pdf, line, { x: left, y: pdf.y + (index === 0 ? 2 : 0), width }));
  }
  if (document.vatNote) writeText(pdf, document.vatNote, { x: left, y: pdf.y + 12, width });
  if (document.note) writeText(pdf, `Reason: ${document.note}`, { x: left, y: pdf.y + 12, width });
  if (document.kind === 'receipt')
    writeText(pdf, `Amount paid: ${money(document.grossAmount, document.currency)}`, {
      bold: true,
      x: left,
      y: pdf.y + 12,
    });
  if (document.seller.footer) {
    pdf.fontSize(9).fillColor('#555555');
    writeText(pdf, document.seller.footer, { x: left, y: pdf.y + 24, width });
  }
  pdf.end();
  return out;
}
