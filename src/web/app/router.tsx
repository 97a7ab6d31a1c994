import type { RouteObject } from 'react-router';
import { LazyPage, type PageLoader, type PageModule } from './lazy-page';
import type { SHELL_PAGES } from './shell-pages';
import { RootLayout } from './layout/root-layout';
import { ADMIN_AREA_PAGE_SLUGS, legacyAdminTabTarget } from './routes/admin/admin-area-slugs';

/**
 * The route's page module loader (the browser preloads it, the server looks it up to list the page's chunks in
 * prerendered HTML), and where an old address now leads (from its query string), for routes that redirect.
 */
export type TRouteHandle = { load?: PageLoader; redirect?: (search: string) => string | null };

/**
 * A lazily loaded page: each route is its own chunk, so the first paint loads only what it shows. The page's title
 * and description are its module's `meta` export, in the same chunk, so no page's text is on another page's first
 * load; pages with a title of their own (a pack's or project's name, the marketing pages' heroes) set it themselves.
 */
const page = (path: string, load: PageLoader, redirect?: TRouteHandle['redirect']): RouteObject => ({
  path,
  handle: { load, redirect } satisfies TRouteHandle,
  element: <LazyPage load={load} />,
});

/**
 * A page the server does not prerender, loaded through `shell-pages.ts` (one more small chunk on the first visit to
 * such a page), so its chunk list is not on a public page's first load.
 */
const shellPage =
  (name: keyof typeof SHELL_PAGES): PageLoader =>
  () =>
    import('./shell-pages').then((pages): Promise<PageModule> => pages.SHELL_PAGES[name]());

const adminWorkspace = shellPage('adminWorkspace');

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
    children: [
      page('/', () => import('@web/features/home/home-page')),
      page('/auth', shellPage('auth')),
      page('/reset-password', shellPage('resetPassword')),
      page('/setup/:token', shellPage('firstAdminSetup')),
      page('/email-confirmed', shellPage('emailConfirmed')),
      page('/outcomes', () => import('@web/features/catalog/pages/outcomes-page')),
      page('/catalog', () => import('@web/features/catalog/pages/catalog-page')),
      { path: '/product', handle: { redirect: () => '/catalog' } satisfies TRouteHandle },
      page('/product/:id', () => import('@web/features/catalog/pages/product-page')),
      page('/account', shellPage('account')),
      page('/account/revert', shellPage('accountRevert')),
      page('/documents', shellPage('documents')),
      page('/documents/:id', shellPage('document')),
      page('/dashboard', shellPage('dashboard')),
      page('/brief-builder', shellPage('briefBuilder')),
      page('/customize', shellPage('briefBuilder')),
      page('/customize/:id', shellPage('briefBuilder')),
      page('/brief-submitted', shellPage('briefSubmitted')),
      page('/dashboard/briefs/:id', shellPage('briefDetail')),
      page('/dashboard/requests/:id', shellPage('requestQuotes')),
      page('/quote/:id', shellPage('quoteReview')),
      page('/debug/brief', shellPage('debugBrief')),
      {
        // The admin workspace: one layout (admin check, navigation, quick search) around every /admin page.
        path: '/admin',
        handle: { load: adminWorkspace } satisfies TRouteHandle,
        element: <LazyPage load={adminWorkspace} />,
        children: [
          // `path: ''` rather than `index`: the server's page matcher reads the matched route's path. Old links
          // (notifications, e-mails, bookmarks) name a tab: `/admin?tab=qa-queue` → `/admin/qa-queue`.
          page('', shellPage('adminOverview'), legacyAdminTabTarget),
          ...ADMIN_AREA_PAGE_SLUGS.map((slug) => page(slug, shellPage('adminArea'))),
          page('reports', shellPage('adminReports')),
          page('experts/:id', shellPage('adminExpert')),
          page('agencies/:id', shellPage('adminAgency')),
        ],
      },
      page('/experts/:id', () => import('@web/features/experts/pages/public-expert-page')),
      page('/expert', shellPage('expertArea')),
      page('/expert/apply', shellPage('expertApply')),
      page('/expert/invitations/:id', shellPage('expertInvitation')),
      page('/agency', shellPage('agency')),
      page('/agency/invitations/:id', shellPage('agencyInvitation')),
      page('/project/:id', shellPage('project')),
      page('/payment-success', shellPage('paymentSuccess')),
      page('/payment-canceled', shellPage('paymentCanceled')),
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
      page('/dev/mailbox', shellPage('devMailbox')),
      page('*', () => import('./routes/not-found-page')),
    ],
  },
];
