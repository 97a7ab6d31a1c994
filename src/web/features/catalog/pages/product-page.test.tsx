import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { TProduct } from '@shared/schemas/catalog';
import { queryKeys } from '@web/lib/query-keys';
import ProductPage from './product-page';

const product: TProduct = {
  id: '5b0c7c4e-0d5e-4c36-9a2f-1f0d9c1f2a10',
  title: 'Lead Generation Sprint',
  description: 'A three-week sprint that builds a verified list of decision-makers.\n'.repeat(20),
  basePrice: 450050,
  currency: 'gbp',
  timeline: '3 weeks',
  deliverables: ['Verified lead list'],
  tags: ['lead generation'],
  category: { id: '9f3a2f8e-1d2c-4b5a-8e7f-6a5b4c3d2e1f', name: 'Sales Acceleration', slug: 'sales-acceleration' },
  subcategory: null,
};

function render(): string {
  const queryClient = new QueryClient();
  queryClient.setQueryData(queryKeys.viewer, null);
  queryClient.setQueryData(queryKeys.catalog.product(product.id), product);
  return renderToString(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[`/product/${product.id}`]}>
        <Routes>
          <Route path="/product/:id" element={<ProductPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('ProductPage', () => {
  it('puts the price and Buy before the long description (one column on phones reaches them first)', () => {
    const html = render();
    const title = html.indexOf('Lead Generation Sprint');
    const price = html.indexOf('£4,500');
    const buy = html.indexOf('Buy Outcome Pack');
    const description = html.indexOf('data-testid="product-description"');
    expect(title).toBeGreaterThan(-1);
    expect(description).toBeGreaterThan(-1);
    expect(title).toBeLessThan(price);
    expect(price).toBeLessThan(buy);
    expect(buy).toBeLessThan(description);
    // From lg the price card keeps its own sticky column beside the text.
    expect(html).toContain('lg:col-start-3');
    expect(html).toContain('lg:sticky');
  });
});
