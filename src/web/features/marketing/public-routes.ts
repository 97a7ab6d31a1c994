/**
 * Every public route of the marketplace, grouped as on the sitemap page.
 * The sitemap renders from this list; header and footer may reuse it.
 */

export const PUBLIC_ROUTE_GROUPS = ['Main', 'Audiences', 'Company', 'Support', 'Legal', 'Account'] as const;
export type TPublicRouteGroup = (typeof PUBLIC_ROUTE_GROUPS)[number];

export type TPublicRoute = {
  path: string;
  label: string;
  group: TPublicRouteGroup;
};

export const PUBLIC_ROUTES = [
  { path: '/', label: 'Home', group: 'Main' },
  { path: '/outcomes', label: 'Outcomes', group: 'Main' },
  { path: '/catalog', label: 'Outcome Catalog', group: 'Main' },
  { path: '/brief-builder', label: 'Brief Builder', group: 'Main' },
  { path: '/pricing', label: 'Pricing', group: 'Main' },

  { path: '/for-clients', label: 'For Clients', group: 'Audiences' },
  { path: '/for-freelancers', label: 'For Freelancers', group: 'Audiences' },
  { path: '/for-agencies', label: 'For Agencies', group: 'Audiences' },

  { path: '/about', label: 'About', group: 'Company' },
  { path: '/careers', label: 'Careers', group: 'Company' },
  { path: '/blog', label: 'Blog', group: 'Company' },
  { path: '/contact', label: 'Contact', group: 'Company' },

  { path: '/help', label: 'Help Center', group: 'Support' },
  { path: '/faq', label: 'FAQ', group: 'Support' },
  { path: '/support', label: 'Support', group: 'Support' },
  { path: '/documentation', label: 'Documentation', group: 'Support' },
  { path: '/accessibility', label: 'Accessibility', group: 'Support' },

  { path: '/privacy-policy', label: 'Privacy Policy', group: 'Legal' },
  { path: '/terms-of-service', label: 'Terms of Service', group: 'Legal' },
  { path: '/security-policy', label: 'Security Policy', group: 'Legal' },
  { path: '/cookie-policy', label: 'Cookie Policy', group: 'Legal' },
  { path: '/data-protection', label: 'Data Protection', group: 'Legal' },
  { path: '/compliance', label: 'Compliance', group: 'Legal' },

  { path: '/auth', label: 'Sign In / Sign Up', group: 'Account' },
  { path: '/dashboard', label: 'Dashboard', group: 'Account' },
] as const satisfies readonly TPublicRoute[];

/** The routes of one group, in list order. */
export function publicRoutesIn(group: TPublicRouteGroup): TPublicRoute[] {
  return PUBLIC_ROUTES.filter((route) => route.group === group);
}
