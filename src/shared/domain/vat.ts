import { vatOfGross } from './documents';
import { formatMoney } from './money';

/**
 * How VAT applies to a sale (decision 036):
 * - `standard`: the seller's rate, included in the price;
 * - `reverse_charge`: a business buyer in another country accounts for the VAT itself, so none is charged;
 * - `not_registered`: the seller has no VAT number, so it may not charge VAT and issues plain invoices.
 */
export const VAT_TREATMENTS = ['standard', 'reverse_charge', 'not_registered'] as const;
export type TVatTreatment = (typeof VAT_TREATMENTS)[number];

/** The admin's VAT rules (setting `vat_rules`). */
export type TVatRules = { reverseChargeEnabled: boolean; reverseChargeNote: string; notRegisteredNote: string };

export const DEFAULT_VAT_RULES: TVatRules = {
  reverseChargeEnabled: true,
  reverseChargeNote: 'Reverse charge: the customer accounts for VAT (Article 196, Council Directive 2006/112/EC)',
  notRegisteredNote: 'No VAT is charged: the seller is not registered for VAT.',
};

export type TVatSeller = { vatNumber: string | null; country: string; vatRatePercent: number };
export type TVatBuyer = { companyName: string | null; vatNumber: string | null; country: string | null };

export type TVatDecision = { treatment: TVatTreatment; ratePercent: number; note: string | null };

const given = (text: string | null | undefined) => Boolean(text?.trim());

/** Which treatment a sale from this seller to this buyer gets, its rate, and the note the invoice carries. */
export function vatTreatmentOf(seller: TVatSeller, rules: TVatRules, buyer: TVatBuyer): TVatDecision {
  if (!given(seller.vatNumber))
    return { treatment: 'not_registered', ratePercent: 0, note: rules.notRegisteredNote.trim() || null };
  const business = given(buyer.companyName) && given(buyer.vatNumber);
  if (rules.reverseChargeEnabled && business && buyer.country && buyer.country !== seller.country)
    return { treatment: 'reverse_charge', ratePercent: 0, note: rules.reverseChargeNote.trim() || null };
  return { treatment: 'standard', ratePercent: seller.vatRatePercent, note: null };
}

/** The VAT a price includes under a decision: net + VAT = gross, VAT 0 unless standard-rated. */
export const vatSplitOf = (gross: number, decision: Pick<TVatDecision, 'ratePercent'>) =>
  vatOfGross(gross, decision.ratePercent);

/** What the checkout says before payment, e.g. "Includes VAT 20%: £916.67". */
export function vatPreviewText(preview: {
  treatment: TVatTreatment;
  ratePercent: number;
  vatAmount: number;
  currency: string;
  buyerVatNumber: string | null;
}): string {
  if (preview.treatment === 'reverse_charge')
    return `No VAT: reverse charge (your VAT number ${preview.buyerVatNumber ?? ''})`;
  if (preview.treatment === 'not_registered') return 'No VAT charged';
  return `Includes VAT ${preview.ratePercent}%: ${formatMoney(preview.vatAmount, preview.currency, { alwaysShowMinor: true })}`;
}
