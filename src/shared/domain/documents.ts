/**
 * Business documents: receipts and VAT invoices for payments, credit notes for refunds. Amounts are integers of minor
 * units. Marketplace prices are what the client pays, VAT included (decision 024): an invoice's gross is the payment,
 * and its VAT is the VAT fraction of it, rounded half up to the minor unit; net is the rest, so net + VAT = gross.
 */
export const DOCUMENT_KINDS = ['receipt', 'invoice', 'credit_note'] as const;
export type TDocumentKind = (typeof DOCUMENT_KINDS)[number];

/** Each kind has its own gap-free series per calendar year: INV-2026-000123, RCT-2026-000045, CN-2026-000002. */
export const DOCUMENT_SERIES: Record<TDocumentKind, string> = { invoice: 'INV', receipt: 'RCT', credit_note: 'CN' };

export const DOCUMENT_TITLES: Record<TDocumentKind, string> = {
  invoice: 'VAT invoice',
  receipt: 'Receipt',
  credit_note: 'Credit note',
};

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
