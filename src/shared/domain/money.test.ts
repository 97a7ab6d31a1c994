import { describe, expect, it } from 'vitest';
import { DEFAULT_CURRENCY, formatMoney, toMajorUnits, toMinorUnits } from './money';

describe('formatMoney', () => {
  it('shows whole pounds without pence', () => {
    expect(formatMoney(395000)).toBe('£3,950');
    expect(formatMoney(0)).toBe('£0');
    expect(formatMoney(2500000)).toBe('£25,000');
  });

  it('shows pence only when the amount is not whole', () => {
    expect(formatMoney(12345)).toBe('£123.45');
    expect(formatMoney(12340)).toBe('£123.40');
    expect(formatMoney(5)).toBe('£0.05');
  });

  it('can always show pence', () => {
    expect(formatMoney(395000, 'gbp', { alwaysShowMinor: true })).toBe('£3,950.00');
  });

  it('formats negative amounts and other currencies', () => {
    expect(formatMoney(-500)).toBe('-£5');
    expect(formatMoney(1250, 'eur')).toBe('€12.50');
    expect(formatMoney(1250, 'USD')).toBe('US$12.50');
    expect(formatMoney(1250, 'jpy')).toBe('JP¥1,250');
  });

  it('rejects amounts that are not integer minor units', () => {
    expect(() => formatMoney(39.5)).toThrow(RangeError);
    expect(() => formatMoney(Number.NaN)).toThrow(RangeError);
  });

  it('defaults to gbp', () => {
    expect(DEFAULT_CURRENCY).toBe('gbp');
  });
});

describe('major and minor units', () => {
  it('converts pounds to pence without float drift', () => {
    expect(toMinorUnits(3950)).toBe(395000);
    expect(toMinorUnits(19.99, 'gbp')).toBe(1999);
    expect(toMinorUnits(0.1 + 0.2)).toBe(30);
    expect(Object.is(toMinorUnits(-0.001), 0)).toBe(true);
  });

  it('follows the currency: yen have no minor unit', () => {
    expect(toMinorUnits(5000, 'jpy')).toBe(5000);
    expect(toMinorUnits(5000, 'EUR')).toBe(500000);
    expect(toMajorUnits(5000, 'jpy')).toBe(5000);
  });

  it('rejects non-finite amounts', () => {
    expect(() => toMinorUnits(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('converts pence to pounds', () => {
    expect(toMajorUnits(395000)).toBe(3950);
    expect(toMajorUnits(12345, 'gbp')).toBe(123.45);
    expect(() => toMajorUnits(1.5)).toThrow(RangeError);
  });
});
