import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { TProductSummary } from '@shared/schemas/catalog';
import { ProductCard } from './product-card';

const product = (deliverables: string[]): TProductSummary => ({
  id: '5b0c7c4e-0d5e-4c36-9a2f-1f0d9c1f2a10',
  title: 'Lead Generation Sprint',
  description: 'A three-week sprint that builds a verified list of decision-makers.',
  basePrice: 450050,
  currency: 'gbp',
  timeline: '3 weeks',
  deliverables,
  tags: ['lead generation'],
  category: { id: '9f3a2f8e-1d2c-4b5a-8e7f-6a5b4c3d2e1f', name: 'Sales Acceleration', slug: 'sales-acceleration' },
});

const render = (p: TProductSummary) =>
  renderToString(
    <MemoryRouter>
      <ProductCard product={p} />
    </MemoryRouter>,
  );

describe('ProductCard', () => {
  it('shows the first three deliverables, then "+ more", the price in pounds and the spec links', () => {
    const html = render(product(['One', 'Two', 'Three', 'Four', 'Five']));
    expect(html).toContain('One');
    expect(html).toContain('Three');
    expect(html).not.toContain('Four');
    expect(html).toContain('+ more');
    expect(html).toContain('£4,500.50');
    expect(html).toContain('line-clamp-2');
    expect(html).toContain(`href="/product/${product([]).id}"`);
    expect(html).toContain(`href="/brief-builder?pack_id=${product([]).id}"`);
  });

  it('names the brief-builder link for what it does: "Buy Outcome Pack" means checkout, on the pack page only', () => {
    const html = render(product(['One']));
    expect(html).toContain('Start a Brief from This Pack');
    expect(html).not.toContain('Buy Outcome Pack');
  });

  it('has no "+ more" marker with three deliverables or fewer', () => {
    expect(render(product(['One', 'Two', 'Three']))).not.toContain('+ more');
  });
});
