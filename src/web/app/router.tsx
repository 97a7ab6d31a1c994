import type { RouteObject } from 'react-router';
import { PageMeta, type TPageMeta } from '@web/components/page-meta';
import { LazyPage, type PageLoader } from './lazy-page';
import { RootLayout } from './layout/root-layout';
import { ADMIN_AREA_PAGES, ADMIN_OVERVIEW, legacyAdminTabTarget } from './routes/admin/admin-area-list';

/**
 * The route's document title and description, for routes whose page does not set its own; its page module's loader
 * (the browser preloads it, the server looks it up to list the page's chunks in prerendered HTML); and where an old
 * address now leads (from its query string), for routes that redirect.
 */
export type TRouteHandle = { meta?: TPageMeta; load?: PageLoader; redirect?: (search: string) => string | null };

/**
 * A lazily loaded page: each route is its own chunk, so the first paint loads only what it shows. With `meta`, the
 * page gets that title and description; pages with a title of their own (a pack's or project's name, the marketing
 * pages' heroes) set it themselves and pass a description only.
 */
const page = (path: string, load: PageLoader, meta?: TPageMeta, redirect?: TRouteHandle['redirect']): RouteObject => ({
  path,
  handle: { meta, load, redirect } satisfies TRouteHandle,
  element: meta ? (
    <>
      <PageMeta {...meta} />
      <LazyPage load={load} />
    </>
  ) : (
    <LazyPage load={load} />
  ),
});

const adminWorkspace: PageLoader = () => import('./routes/admin/admin-workspace-layout');

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
      page('/', () => import('@web/features/home/home-page'), {
        title: 'Vetted experts, AI assistance, human QA',
        description:
          'Outcome packs and bespoke briefs delivered by vetted experts with AI assistance, human QA on every deliverable and milestone escrow.',
      }),
      page('/auth', () => import('@web/features/auth/components/auth-page'), {
        title: 'Sign in or create an account',
        description:
          'Sign in to Outcome Marketplace or create a free account to order outcome packs, send briefs and follow your projects.',
      }),
      page('/reset-password', () => import('@web/features/auth/pages/reset-password-page'), {
        title: 'Choose a new password',
        description: 'Set a new password for your Outcome Marketplace account with the link we e-mailed you.',
      }),
      page('/setup/:token', () => import('./routes/first-admin-setup-page'), {
        title: 'Set up your marketplace',
        description: 'Create the first administrator account of this marketplace with its one-time setup link.',
      }),
      page('/email-confirmed', () => import('@web/features/auth/pages/email-confirmed-page'), {
        title: 'E-mail confirmation',
        description: 'Confirm the e-mail address of your Outcome Marketplace account.',
      }),
      page('/outcomes', () => import('@web/features/catalog/pages/outcomes-page'), {
        title: 'Outcomes',
        description:
          'The business outcomes our vetted experts deliver, from AI automation to data, product and growth work.',
      }),
      page('/catalog', () => import('@web/features/catalog/pages/catalog-page'), {
        title: 'Outcome Catalog',
        description:
          'Fixed-scope outcome packs with a clear starting price, delivered by vetted experts with human QA and milestone escrow.',
      }),
      { path: '/product', handle: { redirect: () => '/catalog' } satisfies TRouteHandle },
      page('/product/:id', () => import('@web/features/catalog/pages/product-page')),
      page('/account', () => import('@web/features/account/pages/account-page'), {
        title: 'Account settings',
        description: 'Your name, e-mail, password, sessions, notification e-mails, data download and account deletion.',
      }),
      page('/documents', () => import('@web/features/documents/pages/documents-page'), {
        title: 'Receipts and invoices',
        description: 'Your receipts, VAT invoices and credit notes.',
      }),
      page('/documents/:id', () => import('@web/features/documents/pages/document-page'), {
        title: 'Document',
        description: 'A receipt, VAT invoice or credit note.',
      }),
      page('/dashboard', () => import('./routes/dashboard-page'), {
        title: 'Dashboard',
        description: 'Your briefs, quotes, projects and payments in one place.',
      }),
      page('/brief-builder', () => import('@web/features/briefs/pages/brief-builder-page'), {
        title: 'Brief Builder',
        description: 'Describe the outcome you need in a few guided steps and receive quotes from vetted experts.',
      }),
      page('/customize', () => import('@web/features/briefs/pages/brief-builder-page'), {
        title: 'Customize a pack',
        description: 'Tailor an outcome pack to your goals and receive quotes from vetted experts.',
      }),
      page('/customize/:id', () => import('@web/features/briefs/pages/brief-builder-page'), {
        title: 'Customize this pack',
        description: 'Tailor this outcome pack to your goals and receive quotes from vetted experts.',
      }),
      page('/brief-submitted', () => import('@web/features/briefs/pages/brief-submitted-page'), {
        title: 'Brief submitted',
        description: 'Your brief has been received; here is what happens next.',
      }),
      page('/dashboard/briefs/:id', () => import('@web/features/briefs/pages/brief-detail-page'), {
        title: 'Your brief',
        description: 'Your brief, its status and the questions and proposals on it.',
      }),
      page('/dashboard/requests/:id', () => import('@web/features/quotes/pages/request-quotes-page'), {
        title: 'Compare quotes',
        description: 'Compare the quotes vetted experts have sent for your request.',
      }),
      page('/quote/:id', () => import('@web/features/quotes/pages/quote-review-page'), {
        title: 'Review quote',
        description: "Review a quote's scope, milestones and price, then approve it, ask for changes or decline.",
      }),
      page('/debug/brief', () => import('@web/features/briefs/pages/debug-brief-page'), {
        title: 'Brief debugger',
        description: 'Inspect how a brief is interpreted.',
      }),
      {
        // The admin workspace: one layout (admin check, navigation, quick search) around every /admin page.
        path: '/admin',
        handle: {
          meta: {
            title: 'Admin Dashboard',
            description: 'Review quotes and deliverables, run matching and configure the marketplace.',
          },
          load: adminWorkspace,
        } satisfies TRouteHandle,
        element: <LazyPage load={adminWorkspace} />,
        children: [
          // `path: ''` rather than `index`: the server's page matcher reads the matched route's path. Old links
          // (notifications, e-mails, bookmarks) name a tab: `/admin?tab=qa-queue` → `/admin/qa-queue`.
          page(
            '',
            () => import('./routes/admin/admin-overview-page'),
            { title: 'Admin Dashboard', description: ADMIN_OVERVIEW.description },
            legacyAdminTabTarget,
          ),
          ...ADMIN_AREA_PAGES.map((area) =>
            page(area.slug, () => import('./routes/admin/admin-area-page'), {
              title: `${area.label} · Admin`,
              description: area.description,
            }),
          ),
          page('reports', () => import('@web/features/reports/pages/admin-reports-page'), {
            title: 'Admin Reports',
            description:
              'Marketplace KPIs, charts and reports on projects, freelancers, quotes, milestones, QA and meetings.',
          }),
          page('experts/:id', () => import('@web/features/experts/admin/pages/admin-expert-page'), {
            title: 'Expert review',
            description: "Review an expert's application, vetting and history.",
          }),
          page('agencies/:id', () => import('@web/features/agencies/admin/pages/admin-agency-page'), {
            title: 'Agency · Admin',
            description: "An agency's roster, projects, payout splits and the money released to it.",
          }),
        ],
      },
      page('/experts/:id', () => import('@web/features/experts/pages/public-expert-page'), {
        title: 'Expert profile',
        description: "A vetted expert's skills, experience and delivered outcomes.",
      }),
      page('/expert', () => import('./routes/expert-page'), {
        title: 'Expert area',
        description: 'Your expert profile, invitations, quotes and projects.',
      }),
      page('/expert/apply', () => import('@web/features/experts/pages/expert-apply-page'), {
        title: 'Apply as an expert',
        description: 'Apply to join our vetted network of experts and deliver outcomes for clients.',
      }),
      page('/expert/invitations/:id', () => import('./routes/expert-invitation-page'), {
        title: 'Project invitation',
        description: "An invitation to quote for a client's project.",
      }),
      page('/agency', () => import('@web/features/agencies/pages/agency-page'), {
        title: 'Agency',
        description: 'Your agency, its members and the projects it delivers.',
      }),
      page('/agency/invitations/:id', () => import('@web/features/agencies/pages/agency-invitation-page'), {
        title: 'Agency invitation',
        description: 'An invitation to join an agency on Outcome Marketplace.',
      }),
      page('/project/:id', () => import('@web/features/projects/pages/project-page')),
      page('/payment-success', () => import('@web/features/payments/pages/payment-success-page'), {
        title: 'Payment successful',
        description: 'Your payment was received and your project is being set up.',
      }),
      page('/payment-canceled', () => import('@web/features/payments/pages/payment-canceled-page'), {
        title: 'Payment canceled',
        description: 'Your payment was canceled and nothing was charged.',
      }),
      page('/about', marketing.about, {
        description:
          'Who we are: a marketplace where vetted experts deliver business outcomes with AI assistance, human QA and milestone escrow.',
      }),
      page('/contact', marketing.contact, {
        description: 'Contact the Outcome Marketplace team for sales, support, partnerships or press.',
      }),
      page('/pricing', marketing.pricing, {
        description:
          'Clear starting prices for outcome packs, quotes for bespoke briefs and milestone payments held in escrow.',
      }),
      page('/for-clients', marketing.forClients, {
        description:
          'How clients get outcomes delivered: choose a pack or send a brief, compare quotes and pay by milestone.',
      }),
      page('/for-freelancers', marketing.forFreelancers, {
        description:
          'Join our vetted expert network: get matched to projects, quote on your terms and get paid by milestone.',
      }),
      page('/for-agencies', marketing.forAgencies, {
        description: 'Bring your agency to Outcome Marketplace: manage members, quote as a team and deliver outcomes.',
      }),
      page('/privacy-policy', marketing.privacy, {
        description: 'How Outcome Marketplace collects, uses and protects your personal data.',
      }),
      page('/terms-of-service', marketing.terms, {
        description: 'The terms that govern your use of Outcome Marketplace.',
      }),
      page('/security-policy', marketing.security, {
        description:
          'How we keep the marketplace, your data and your payments secure, and how to report a vulnerability.',
      }),
      page('/cookie-policy', marketing.cookies, {
        description: 'The cookies Outcome Marketplace uses and how to control them.',
      }),
      page('/data-protection', marketing.dataProtection, {
        description: 'Your data protection rights and how to exercise them.',
      }),
      page('/compliance', marketing.compliance, {
        description: 'The standards and regulations Outcome Marketplace complies with.',
      }),
      page('/careers', marketing.careers, { description: 'Work with us: open roles at Outcome Marketplace.' }),
      page('/blog', marketing.blog, {
        description: 'Articles on getting outcomes delivered with vetted experts and AI.',
      }),
      page('/help', marketing.help, {
        description: 'Answers and guides for clients, experts and agencies using Outcome Marketplace.',
      }),
      page('/faq', marketing.faq, {
        description: 'Frequently asked questions about packs, briefs, quotes, payments and escrow.',
      }),
      page('/support', marketing.support, { description: 'Get help from our support team.' }),
      page('/documentation', marketing.documentation, {
        description: 'Documentation for using Outcome Marketplace as a client, expert or agency.',
      }),
      page('/accessibility', marketing.accessibility, {
        description: 'Our commitment to accessibility and how to tell us about a barrier.',
      }),
      page('/sitemap', marketing.sitemap, { description: 'Every public page of Outcome Marketplace.' }),
      page('/dev/mailbox', () => import('@web/features/dev-mailbox/dev-mailbox-page'), {
        title: 'Dev mailbox',
        description: 'E-mails sent by this development server.',
      }),
      page('*', () => import('./routes/not-found-page'), {
        title: 'Page not found',
        description: 'The page you were looking for does not exist.',
      }),
    ],
  },
];
