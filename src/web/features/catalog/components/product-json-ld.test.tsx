import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { TProduct } from '@shared/schemas/catalog';
import { ProductJsonLd } from './product-json-ld';

const PRODUCT: TProduct = {
  id: '00000000-0000-4000-8000-000000000001',
  title: 'Pricing study </script><script>alert(1)</script>',
  description: 'A fixed-scope pricing study.',
  basePrice: 250_050,
  currency: 'gbp',
  timeline: '3 weeks',
  deliverables: [],
  tags: [],
  category: { id: '00000000-0000-4000-8000-000000000002', name: 'Strategy', slug: 'strategy' },
  subcategory: null,
};

describe('a pack as schema.org JSON-LD', () => {
  it('is one data block a JSON-LD reader parses to a Product with its Offer and the price in major units', () => {
    const html = renderToString(<ProductJsonLd product={PRODUCT} />);
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)];
    expect(blocks).toHaveLength(1);
    expect(JSON.parse(blocks[0]![1]!)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: PRODUCT.title,
      description: 'A fixed-scope pricing study.',
      category: 'Strategy',
      offers: {
        '@type': 'Offer',
        price: '2500.5',
        priceCurrency: 'GBP',
        availability: 'https://schema.org/InStock',
      },
    });
  });
});
