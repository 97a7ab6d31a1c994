import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Money } from './money';

describe('Money', () => {
  it('shows an amount with its symbol and pence, never the currency code', () => {
    expect(renderToString(<Money minor={70000} currency="gbp" />)).toBe('<span>£700.00</span>');
  });

  it('keeps the pence of a whole amount, so £5,500 and £5,500.00 never appear side by side', () => {
    expect(renderToString(<Money minor={550000} currency="gbp" className="font-semibold" />)).toBe(
      '<span class="font-semibold">£5,500.00</span>',
    );
  });
});
