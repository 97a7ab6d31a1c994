import type { ComponentType } from 'react';
import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { RootLayout } from './layout/root-layout';
import { ErrorScreen } from './routes/error-screen';
import { PageLoading } from './routes/page-loading';

type PageModule = Promise<{ default: ComponentType }>;

/** A lazily loaded page: each route is its own chunk, so the first paint loads only what it shows. */
const page = (path: string, load: () => PageModule): RouteObject => ({
  path,
  lazy: async () => ({ Component: (await load()).default }),
});

const marketing = {
  about: () => import('@web/features/marketing/pages/about-page'),
  contact: () => import('@web/features/marketing/pages/contact-page'),
  pricing: () => import('@web/features/marketing/pages/pricing-page'),
  forClients: () => import('@web/features/marketing/pages/for-clients-page'),
  forFreelancers: () => import('@web/features/marketing/pages/for-freelancers-page'),
  forAgencies: () => import('@web/features/marketing/pages/for-agencies-page'),
  privacy: () => import('@web/features/marketing/pages/privacy-policy-page'),
  terms: () => import('@web/features/marketing/pages/terms-of-service-page'),
  security: () => import('@web/features/marketing/pages/security-policy-page'),
  cookies: () => import('@web/features/marketing/pages/cookie-policy-page'),
  dataProtection: () => import('@web/features/marketing/pages/data-protection-page'),
  compliance: () => import('@web/features/marketing/pages/compliance-page'),
  careers: () => import('@web/features/marketing/pages/careers-page'),
  blog: () => import('@web/features/marketing/pages/blog-page'),
  help: () => import('@web/features/marketing/pages/help-page'),
  faq: () => import('@web/features/marketing/pages/faq-page'),
  support: () => import('@web/features/marketing/pages/support-page'),
  documentation: () => import('@web/features/marketing/pages/documentation-page'),
  accessibility: () => import('@web/features/marketing/pages/accessibility-page'),
  sitemap: () => import('@web/features/marketing/pages/sitemap-page'),
};

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <ErrorScreen />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      page('/', () => import('@web/features/home/home-page')),
      page('/auth', () => import('@web/features/auth/components/auth-page')),
      page('/outcomes', () => import('@web/features/catalog/pages/outcomes-page')),
      page('/catalog', () => import('@web/features/catalog/pages/catalog-page')),
      { path: '/product', loader: () => redirect('/catalog') },
      page('/product/:id', () => import('@web/features/catalog/pages/product-page')),
      page('/dashboard', () => import('./routes/dashboard-page')),
      page('/brief-builder', () => import('@web/features/briefs/pages/brief-builder-page')),
      page('/customize', () => import('@web/features/briefs/pages/brief-builder-page')),
      page('/customize/:id', () => import('@web/features/briefs/pages/brief-builder-page')),
      page('/brief-submitted', () => import('@web/features/briefs/pages/brief-submitted-page')),
      page('/dashboard/briefs/:id', () => import('@web/features/briefs/pages/brief-detail-page')),
      page('/dashboard/requests/:id', () => import('@web/features/quotes/pages/request-quotes-page')),
      page('/quote/:id', () => import('@web/features/quotes/pages/quote-review-page')),
      page('/debug/brief', () => import('@web/features/briefs/pages/debug-brief-page')),
      page('/admin', () => import('./routes/admin-page')),
      page('/admin/experts/:id', () => import('@web/features/experts/admin/pages/admin-expert-page')),
      page('/experts/:id', () => import('@web/features/experts/pages/public-expert-page')),
      page('/expert', () => import('./routes/expert-page')),
      page('/expert/apply', () => import('@web/features/experts/pages/expert-apply-page')),
      page('/expert/invitations/:id', () => import('./routes/expert-invitation-page')),
      page('/agency', () => import('@web/features/agencies/pages/agency-page')),
      page('/agency/invitations/:id', () => import('@web/features/agencies/pages/agency-invitation-page')),
      page('/project/:id', () => import('@web/features/projects/pages/project-page')),
      page('/payment-success', () => import('@web/features/payments/pages/payment-success-page')),
      page('/payment-canceled', () => import('@web/features/payments/pages/payment-canceled-page')),
      page('/about', marketing.about),
      page('/contact', marketing.contact),
      page('/pricing', marketing.pricing),
      page('/for-clients', marketing.forClients),
      page('/for-freelancers', marketing.forFreelancers),
      page('/for-agencies', marketing.forAgencies),
      page('/privacy-policy', marketing.privacy),
      page('/terms-of-service', marketing.terms),
      page('/security-policy', marketing.security),
      page('/cookie-policy', marketing.cookies),
      page('/data-protection', marketing.dataProtection),
      page('/compliance', marketing.compliance),
      page('/careers', marketing.careers),
      page('/blog', marketing.blog),
      page('/help', marketing.help),
      page('/faq', marketing.faq),
      page('/support', marketing.support),
      page('/documentation', marketing.documentation),
      page('/accessibility', marketing.accessibility),
      page('/sitemap', marketing.sitemap),
      page('/dev/mailbox', () => import('@web/features/dev-mailbox/dev-mailbox-page')),
      page('*', () => import('./routes/not-found-page')),
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
