import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SiteOriginProvider } from '@web/components/page-meta';
import { OrganizationJsonLd } from './organization-json-ld';

describe('the marketplace as schema.org JSON-LD', () => {
  it('is one data block a JSON-LD reader parses to an Organization with its name, address and logo', () => {
    const html = renderToString(
      <SiteOriginProvider origin="https://market.example">
        <OrganizationJsonLd />
      </SiteOriginProvider>,
    );
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)];
    expect(blocks).toHaveLength(1);
    expect(JSON.parse(blocks[0]![1]!)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Outcome Marketplace',
      url: 'https://market.example/',
      logo: 'https://market.example/favicon.svg',
    });
  });
});
