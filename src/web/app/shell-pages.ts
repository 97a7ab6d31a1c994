// The pages the server does not prerender (sign-in, the signed-in areas, admin): the browser renders them in the SPA
// shell. Their loaders live in this chunk, loaded on the first visit to one of them, because Vite writes beside each
// `import()` the list of chunks to fetch with it, and these lists were most of the route table's size on every public
// page's first load (decision 031).
import type { PageLoader } from './lazy-page';

// The SPA shell's start-up too: every page it serves loads this chunk, so one script rather than two.
export { startSignedInShell } from './signed-in-shell';

export const SHELL_PAGES = {
  auth: () => import('@web/features/auth/components/auth-page'),
  resetPassword: () => import('@web/features/auth/pages/reset-password-page'),
  firstAdminSetup: () => import('./routes/first-admin-setup-page'),
  emailConfirmed: () => import('@web/features/auth/pages/email-confirmed-page'),
  account: () => import('@web/features/account/pages/account-page'),
  accountRevert: () => import('@web/features/account/pages/account-revert-page'),
  documents: () => import('@web/features/documents/pages/documents-page'),
  document: () => import('@web/features/documents/pages/document-page'),
  dashboard: () => import('./routes/dashboard-page'),
  briefBuilder: () => import('@web/features/briefs/pages/brief-builder-page'),
  briefSubmitted: () => import('@web/features/briefs/pages/brief-submitted-page'),
  briefDetail: () => import('@web/features/briefs/pages/brief-detail-page'),
  requestQuotes: () => import('@web/features/quotes/pages/request-quotes-page'),
  quoteReview: () => import('@web/features/quotes/pages/quote-review-page'),
  debugBrief: () => import('@web/features/briefs/pages/debug-brief-page'),
  adminWorkspace: () => import('./routes/admin/admin-workspace-layout'),
  adminOverview: () => import('./routes/admin/admin-overview-page'),
  adminArea: () => import('./routes/admin/admin-area-page'),
  adminReports: () => import('@web/features/reports/pages/admin-reports-page'),
  adminExpert: () => import('@web/features/experts/admin/pages/admin-expert-page'),
  adminAgency: () => import('@web/features/agencies/admin/pages/admin-agency-page'),
  expertArea: () => import('./routes/expert-page'),
  expertApply: () => import('@web/features/experts/pages/expert-apply-page'),
  expertInvitation: () => import('./routes/expert-invitation-page'),
  agency: () => import('@web/features/agencies/pages/agency-page'),
  agencyInvitation: () => import('@web/features/agencies/pages/agency-invitation-page'),
  project: () => import('@web/features/projects/pages/project-page'),
  paymentSuccess: () => import('@web/features/payments/pages/payment-success-page'),
  paymentCanceled: () => import('@web/features/payments/pages/payment-canceled-page'),
  devMailbox: () => import('@web/features/dev-mailbox/dev-mailbox-page'),
} satisfies Record<string, PageLoader>;
