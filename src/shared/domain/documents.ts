/**
 * Business documents: receipts and VAT invoices for payments, credit notes for refunds, and for experts a payout
 * statement per payout and a monthly invoice of the platform fees withheld. Amounts are integers of minor
 * units. Marketplace prices are what the client pays, VAT included (decision 024): an invoice's gross is the payment,
 * and its VAT is the VAT fraction of it, rounded half up to the minor unit; net is the rest, so net + VAT = gross.
 */
export const DOCUMENT_KINDS = ['receipt', 'invoice', 'credit_note', 'payout_statement', 'fee_invoice'] as const;
export type TDocumentKind = (typeof DOCUMENT_KINDS)[number];

/** Each kind has its own gap-free series per calendar year: INV-2026-000123, RCT-2026-000045, CN-2026-000002. */
export const DOCUMENT_SERIES: Record<TDocumentKind, string> = {
  invoice: 'INV',
  receipt: 'RCT',
  credit_note: 'CN',
  payout_statement: 'PS',
  fee_invoice: 'FEE',
};

/** Each kind's name; an invoice is a "VAT invoice" unless its seller charged no VAT as unregistered (documentTitle). */
export const DOCUMENT_TITLES: Record<TDocumentKind, string> = {
  invoice: 'Invoice',
  receipt: 'Receipt',
  credit_note: 'Credit note',
  payout_statement: 'Payout statement',
  fee_invoice: 'Platform fee invoice',
};

/** How a payment was made, as receipts and invoices print it. */
export const PAYMENT_METHOD_LABELS = {
  card: 'Card',
  bank_transfer: 'Bank transfer',
  payout: 'Payout to your account',
  withheld_from_payouts: 'Withheld from payouts',
} as const;
export type TPaymentMethod = keyof typeof PAYMENT_METHOD_LABELS;

/** Days a client has to pay a bank-transfer invoice before the client and admins are reminded. */
export const BANK_TRANSFER_DUE_DAYS = 14;

export function documentNumber(kind: TDocumentKind, year: number, sequence: number): string {
  return `${DOCUMENT_SERIES[kind]}-${year}-${String(sequence).padStart(6, '0')}`;
}

/** VAT inside a VAT-inclusive gross at `ratePercent` (e.g. 20): gross × rate / (100 + rate), rounded half up. */
export function vatOfGross(gross: number, ratePercent: number): { net: number; vat: number; gross: number } {
  if (!Number.isInteger(gross) || gross < 0) throw new Error('gross must be a non-negative integer of minor units');
  // Rates are stored with up to two decimals; work in hundredths of a percent to stay in integers.
  const rate = Math.round(ratePercent * 100);
  const vat = Math.floor((gross * rate * 2 + (10_000 + rate)) / (2 * (10_000 + rate)));
  return { net: gross - vat, vat, gross };
}

/** A document's title: "VAT invoice" for an invoice of a VAT-registered seller, a plain "Invoice" otherwise. */
export function documentTitle(document: { kind: TDocumentKind; vatTreatment: string }): string {
  return document.kind === 'invoice' && document.vatTreatment !== 'not_registered'
    ? 'VAT invoice'
    : DOCUMENT_TITLES[document.kind];
}

/**
 * VAT invoices and their credit notes also exist as EN 16931 e-invoices, which name the seller by VAT number and
 * e-mail (documents issued before the seller had both have none).
 */
export function hasEInvoice(document: {
  kind: TDocumentKind;
  vatTreatment: string;
  seller: { vatNumber?: string | null; email?: string | null };
}): boolean {
  return (
    (document.kind === 'invoice' || document.kind === 'credit_note') &&
    document.vatTreatment !== 'not_registered' &&
    Boolean(document.seller.vatNumber && document.seller.email)
  );
}

export const paymentMethodLabel = (method: string | null): string =>
  PAYMENT_METHOD_LABELS[(method ?? 'card') as TPaymentMethod] ?? method ?? 'Card';

/** What a bank-transfer invoice tells the client to do (null for any other document), for the PDF and the page. */
export function transferInstructions(document: {
  kind: TDocumentKind;
  paymentMethod: string | null;
  providerReference: string | null;
  dueAt: string | null;
  seller: { bankDetails: string | null };
}): string[] | null {
  if (document.kind !== 'invoice' || document.paymentMethod !== 'bank_transfer') return null;
  return [
    `Pay by bank transfer${document.dueAt ? ` by ${document.dueAt.slice(0, 10)}` : ''}, quoting the payment reference ${document.providerReference ?? ''}.`,
    document.seller.bankDetails ?? 'Bank details: ask support.',
    'The milestone is funded into escrow when the transfer is received.',
  ];
}

/** What a document's supply date means for its kind. */
export const SUPPLY_DATE_LABELS: Record<TDocumentKind, string> = {
  invoice: 'Supply date',
  receipt: 'Supply date',
  credit_note: 'Refund date',
  payout_statement: 'Paid on',
  fee_invoice: 'Supply date',
};

/**
 * The documents' API paths, apart from their schemas (in schemas/documents.ts): a product page reads the VAT preview's
 * and so loads no schema (decision 044).
 */
export const DOCUMENTS_API = {
  mine: '/api/documents',
  one: (id: string) => `/api/documents/${id}`,
  pdf: (id: string) => `/api/documents/${id}/pdf`,
  /** The EN 16931 e-invoice as UBL 2.1 XML (VAT invoices and credit notes). */
  ubl: (id: string) => `/api/documents/${id}/ubl`,
  /** The VAT the signed-in buyer would be charged on an amount (GET ?ZVatPreviewQuerySchema → TVatPreview). */
  vatPreview: '/api/documents/vat-preview',
  /** Admin only: the register of every issued document (GET ?ZAdminDocumentsQuerySchema → TAdminDocumentPage). */
  adminList: '/api/admin/documents',
  /** Admin only: the accountant's CSV of the same filters (q, kind, month; no paging), streamed. */
  adminRegisterCsv: '/api/admin/documents/invoice-register.csv',
} as const;
