import { describe, expect, it } from 'vitest';
import { DEFAULT_VAT_RULES, vatPreviewText, vatSplitOf, vatTreatmentOf } from './vat';

const seller = { vatNumber: 'GB123456789', country: 'GB', vatRatePercent: 20 };
const business = (country: string) => ({ companyName: 'Beispiel GmbH', vatNumber: 'DE123456789', country });

describe('VAT treatment of a sale', () => {
  it('a seller without a VAT number charges no VAT, whoever buys', () => {
    for (const buyer of [business('DE'), business('GB'), { companyName: null, vatNumber: null, country: null }])
      expect(vatTreatmentOf({ ...seller, vatNumber: ' ' }, DEFAULT_VAT_RULES, buyer)).toEqual({
        treatment: 'not_registered',
        ratePercent: 0,
        note: 'No VAT is charged: the seller is not registered for VAT.',
      });
  });

  it('a business buyer with a VAT number in another country is reverse-charged with the note', () => {
    expect(vatTreatmentOf(seller, DEFAULT_VAT_RULES, business('DE'))).toEqual({
      treatment: 'reverse_charge',
      ratePercent: 0,
      note: 'Reverse charge: the customer accounts for VAT (Article 196, Council Directive 2006/112/EC)',
    });
  });

  it('everyone else pays the seller rate: same country, no company, no VAT number, no country, or the rule off', () => {
    const standard = { treatment: 'standard', ratePercent: 20, note: null };
    expect(vatTreatmentOf(seller, DEFAULT_VAT_RULES, business('GB'))).toEqual(standard);
    expect(vatTreatmentOf(seller, DEFAULT_VAT_RULES, { ...business('DE'), companyName: ' ' })).toEqual(standard);
    expect(vatTreatmentOf(seller, DEFAULT_VAT_RULES, { ...business('DE'), vatNumber: null })).toEqual(standard);
    expect(vatTreatmentOf(seller, DEFAULT_VAT_RULES, { ...business('DE'), country: null })).toEqual(standard);
    const off = { ...DEFAULT_VAT_RULES, reverseChargeEnabled: false };
    expect(vatTreatmentOf(seller, off, business('DE'))).toEqual(standard);
  });

  it('splits £5,500.00 into £916.67 VAT at 20 %, none under the reverse charge', () => {
    expect(vatSplitOf(550_000, { ratePercent: 20 })).toEqual({ net: 458_333, vat: 91_667, gross: 550_000 });
    expect(vatSplitOf(550_000, { ratePercent: 0 })).toEqual({ net: 550_000, vat: 0, gross: 550_000 });
  });

  it('says before payment what the invoice will', () => {
    const preview = { ratePercent: 20, vatAmount: 91_667, currency: 'gbp', buyerVatNumber: null };
    expect(vatPreviewText({ ...preview, treatment: 'standard' })).toBe('Includes VAT 20%: £916.67');
    expect(vatPreviewText({ ...preview, treatment: 'reverse_charge', buyerVatNumber: 'DE123456789' })).toBe(
      'No VAT: reverse charge (your VAT number DE123456789)',
    );
    expect(vatPreviewText({ ...preview, treatment: 'not_registered' })).toBe('No VAT charged');
  });
});
