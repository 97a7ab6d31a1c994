import { vatPreviewText, vatSplitOf, vatTreatmentOf, type TVatDecision } from '../../../shared/domain/vat';
import type { TDocumentParty, TVatPreview, TVatPreviewQuery } from '../../../shared/schemas/documents';
import type { Executor } from '../../db/client';
import type { ProfilesService } from '../profiles/profiles.service';
import type { SettingsService } from '../settings/settings.service';

export type SellerParty = TDocumentParty & { footer: string | null; bankDetails: string | null };
type BillingParty = Awaited<ReturnType<ProfilesService['billingPartyOf']>>;

/** The marketplace as the issuer of documents, from the admin's seller details, and its VAT rate. */
export async function sellerOf(settings: Pick<SettingsService, 'get'>, executor?: Executor) {
  const seller = await settings.get('seller_details', executor);
  const party: SellerParty = {
    name: seller.legalName,
    email: seller.email || null,
    address: seller.address,
    companyNumber: seller.companyNumber || null,
    vatNumber: seller.vatNumber || null,
    country: seller.country,
    footer: seller.invoiceFooter || null,
    bankDetails: seller.bankDetails || null,
  };
  return { vatRatePercent: seller.vatRatePercent, seller: party };
}

/** The buyer block a document prints (the company, VAT number and country stay in the party). */
export function buyerPartyOf({ companyName: _companyName, ...billing }: BillingParty): TDocumentParty {
  return { ...billing, companyNumber: null };
}

/**
 * Decides the VAT of a sale to one buyer from the seller details, the admin's VAT rules and the buyer's billing
 * details: the same decision for the invoice and for the preview a buyer sees before paying.
 */
export function createVatTreatment({
  settings,
  profiles,
}: {
  settings: Pick<SettingsService, 'get'>;
  profiles: Pick<ProfilesService, 'billingPartyOf'>;
}) {
  // Sequential on purpose: in an issuing transaction these reads share its one connection.
  async function decide(buyerId: string | null, executor?: Executor) {
    const { seller, vatRatePercent } = await sellerOf(settings, executor);
    const rules = await settings.get('vat_rules', executor);
    const billing = buyerId ? await profiles.billingPartyOf(buyerId, executor) : null;
    const decision: TVatDecision = vatTreatmentOf(
      { vatNumber: seller.vatNumber, country: seller.country ?? '', vatRatePercent },
      rules,
      {
        companyName: billing?.companyName ?? null,
        vatNumber: billing?.vatNumber ?? null,
        country: billing?.country ?? null,
      },
    );
    return { decision, seller, billing };
  }

  return {
    decide,

    /** What an invoice for `amount` would say about VAT for this buyer (signed out: a consumer's). */
    async preview(buyerId: string | null, query: TVatPreviewQuery): Promise<TVatPreview> {
      const { decision, billing } = await decide(buyerId);
      const split = vatSplitOf(query.amount, decision);
      const preview = {
        treatment: decision.treatment,
        ratePercent: decision.ratePercent,
        currency: query.currency,
        netAmount: split.net,
        vatAmount: split.vat,
        grossAmount: split.gross,
        buyerVatNumber: decision.treatment === 'reverse_charge' ? (billing?.vatNumber ?? null) : null,
        note: decision.note,
      };
      return { ...preview, text: vatPreviewText(preview) };
    },
  };
}

export type VatTreatment = ReturnType<typeof createVatTreatment>;
