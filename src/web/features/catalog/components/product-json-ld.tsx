import { JsonLd } from '@web/components/json-ld';
import { toMajorUnits } from '@shared/domain/money';
import type { TProduct } from '@shared/schemas/catalog';

/** A pack as a schema.org Product with its Offer (the base price), so search results can show the price. */
export function ProductJsonLd({ product }: { product: TProduct }) {
  return (
    <JsonLd
      data={{
        '@type': 'Product',
        name: product.title,
        description: product.description,
        category: product.category.name,
        offers: {
          '@type': 'Offer',
          price: String(toMajorUnits(product.basePrice, product.currency)),
          priceCurrency: product.currency.toUpperCase(),
          availability: 'https://schema.org/InStock',
        },
      }}
    />
  );
}
