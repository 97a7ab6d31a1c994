import { describe, expect, it } from 'vitest';
import { documentNumber, vatOfGross } from './documents';

describe('document numbers', () => {
  it('are the series, the year and six digits', () => {
    expect(documentNumber('invoice', 2026, 123)).toBe('INV-2026-000123');
    expect(documentNumber('receipt', 2027, 1)).toBe('RCT-2027-000001');
    expect(documentNumber('credit_note', 2026, 1_234_567)).toBe('CN-2026-1234567');
  });
});

describe('VAT inside a VAT-inclusive price', () => {
  it('splits £1,200.00 at 20 % into £1,000.00 net and £200.00 VAT', () => {
    expect(vatOfGross(120_000, 20)).toEqual({ net: 100_000, vat: 20_000, gross: 120_000 });
  });
  it('rounds the VAT half up to the penny and keeps net + VAT = gross', () => {
    // £0.03 at 20 %: VAT 0.5p rounds up to 1p.
    expect(vatOfGross(3, 20)).toEqual({ net: 2, vat: 1, gross: 3 });
    // £0.02 at 20 %: VAT 0.333p rounds down to 0p.
    expect(vatOfGross(2, 20)).toEqual({ net: 2, vat: 0, gross: 2 });
    // £999.99 at 20 %: VAT 166.665 → £166.67.
    expect(vatOfGross(99_999, 20)).toEqual({ net: 83_332, vat: 16_667, gross: 99_999 });
    for (const gross of [1, 7, 99, 12_345, 250_000, 9_999_999])
      for (const rate of [0, 5, 12.5, 20]) {
        const split = vatOfGross(gross, rate);
        expect(split.net + split.vat).toBe(gross);
        expect(Math.abs(split.vat - (gross * rate) / (100 + rate))).toBeLessThanOrEqual(0.5);
      }
  });
  it('has no VAT at 0 %', () => {
    expect(vatOfGross(50_000, 0)).toEqual({ net: 50_000, vat: 0, gross: 50_000 });
  });
});
