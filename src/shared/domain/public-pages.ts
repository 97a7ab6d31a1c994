/**
 * The marketing, audience, company, support and legal pages: public, the same for everyone, without data of their
 * own. The sitemap lists them and the server prerenders them (with the pages that do carry data).
 */
export const STATIC_PUBLIC_PAGES = [
  '/pricing',
  '/for-clients',
  '/for-freelancers',
  '/for-agencies',
  '/about',
  '/careers',
  '/blog',
  '/contact',
  '/help',
  '/faq',
  '/support',
  '/documentation',
  '/accessibility',
  '/sitemap',
  '/privacy-policy',
  '/terms-of-service',
  '/security-policy',
  '/cookie-policy',
  '/data-protection',
  '/compliance',
] as const;
