import PDFDocument from 'pdfkit';
import { PassThrough, type Readable } from 'node:stream';
import {
  DOCUMENT_TITLES,
  paymentMethodLabel,
  SUPPLY_DATE_LABELS,
  transferInstructions,
} from '../../../shared/domain/documents';
import { formatMoney } from '../../../shared/domain/money';
import type { TBusinessDocument, TDocumentParty } from '../../../shared/schemas/documents';

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
 * The document as an A4 PDF, drawn from the stored document alone (the same document always gives the same pages).
 * Standard PDF fonts: no font files to ship, and £ is in their character set.
 */
export function renderDocumentPdf(document: TBusinessDocument): Readable {
  const pdf = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `${DOCUMENT_TITLES[document.kind]} ${document.number}`, Author: document.seller.name },
  });
  const out = new PassThrough();
  pdf.pipe(out);
  const left = pdf.page.margins.left;
  const width = pdf.page.width - left - pdf.page.margins.right;

  pdf.font('Helvetica-Bold').fontSize(20).text(DOCUMENT_TITLES[document.kind], left, 56);
  pdf.font('Helvetica').fontSize(10).moveDown(0.3);
  pdf.text(`Number: ${document.number}`);
  pdf.text(`Issue date: ${day(document.issuedAt)}`);
  pdf.text(`${SUPPLY_DATE_LABELS[document.kind]}: ${day(document.supplyDate)}`);
  if (document.invoiceNumber)
    pdf.text(`${document.kind === 'credit_note' ? 'Credits invoice' : 'Invoice'}: ${document.invoiceNumber}`);
  if (document.purchaseOrderReference) pdf.text(`Your PO reference: ${document.purchaseOrderReference}`);
  if (document.kind === 'receipt' || document.kind === 'payout_statement')
    pdf.text(
      `Payment: ${paymentMethodLabel(document.paymentMethod)}${document.providerReference ? ` (reference ${document.providerReference})` : ''}`,
    );

  const partiesTop = pdf.y + 18;
  pdf.font('Helvetica-Bold').text('From', left, partiesTop);
  pdf.font('Helvetica').text(partyLines(document.seller).join('\n'), left, pdf.y, { width: width / 2 - 12 });
  const sellerBottom = pdf.y;
  pdf.font('Helvetica-Bold').text('To', left + width / 2, partiesTop);
  pdf.font('Helvetica').text(partyLines(document.buyer).join('\n'), left + width / 2, pdf.y, { width: width / 2 });
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
    pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    let bottom = top;
    cells.forEach((cell, index) => {
      const column = columns[index]!;
      pdf.text(cell, column.x, top, { width: column.width, align: column.align });
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
    pdf.font('Helvetica-Bold').text('How to pay', left, pdf.y + 12);
    pdf.font('Helvetica').text(transfer.join('\n'), left, pdf.y + 2, { width });
  }
  if (document.note) pdf.font('Helvetica').text(`Reason: ${document.note}`, left, pdf.y + 12, { width });
  if (document.kind === 'receipt')
    pdf.font('Helvetica-Bold').text(`Amount paid: ${money(document.grossAmount, document.currency)}`, left, pdf.y + 12);
  if (document.seller.footer)
    pdf
      .font('Helvetica')
      .fontSize(9)
      .fillColor('#555555')
      .text(document.seller.footer, left, pdf.y + 24, { width });
  pdf.end();
  return out;
}
