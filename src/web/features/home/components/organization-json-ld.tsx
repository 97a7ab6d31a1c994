import { JsonLd } from '@web/components/json-ld';
import { SITE_TITLE, useSiteOrigin } from '@web/components/page-meta';

/** The marketplace as a schema.org Organization (name, address, logo), for search engines' knowledge panels. */
export function OrganizationJsonLd() {
  const origin = useSiteOrigin() ?? '';
  return (
    <JsonLd
      data={{
        '@type': 'Organization',
        name: SITE_TITLE,
        url: `${origin}/`,
        logo: `${origin}/favicon.svg`,
      }}
    />
  );
}
