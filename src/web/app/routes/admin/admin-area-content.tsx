import { lazy, type ComponentType } from 'react';

/** An area's content, from its own chunk: `load` fetches it (once), `Content` renders it. */
export type TAdminAreaContent = { load: () => Promise<unknown>; Content: ComponentType };

/**
 * Each area's code loads when the area is opened, so an area's first view evaluates and hydrates only its own. Content
 * whose code is here renders at once, as hydration needs; otherwise it suspends until the code arrives.
 */
function area<TModule>(load: () => Promise<TModule>, pick: (module: TModule) => ComponentType): TAdminAreaContent {
  let loaded: ComponentType | undefined;
  let loading: Promise<TModule> | undefined;
  const start = () =>
    (loading ??= load().then((module) => {
      loaded = pick(module);
      return module;
    }));
  const Suspending = lazy(() => start().then((module) => ({ default: pick(module) })));
  function Content() {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Suspending />;
  }
  return { load: start, Content };
}

/**
 * What each admin area shows: the former dashboard tabs, unchanged. Each feature contributes its component here
 * (compose in app/, features never import each other); the navigation comes from `admin-area-list.ts`.
 */
export const ADMIN_AREA_CONTENT: Record<string, TAdminAreaContent> = {
  'quote-reviews': area(
    () => import('@web/features/quotes/admin/components/admin-quote-reviews-tab'),
    (module) => module.AdminQuoteReviewsTab,
  ),
  'brief-qa': area(
    () => import('@web/features/briefs/components/qa/brief-qa-tab'),
    (module) => module.BriefQaTab,
  ),
  'qa-queue': area(
    () => import('@web/features/projects/components/deliverables/qa-queue-tab'),
    (module) => module.QaQueueTab,
  ),
  disputes: area(
    () => import('@web/features/projects/components/disputes/admin-disputes-tab'),
    (module) => module.AdminDisputesTab,
  ),
  requests: area(
    () => import('@web/features/quotes/admin/components/admin-requests-tab'),
    (module) => module.AdminRequestsTab,
  ),
  matching: area(
    () => import('@web/features/matching/components/matching-tab'),
    (module) => module.MatchingTab,
  ),
  experts: area(
    () => import('@web/features/experts/admin/components/admin-experts-tab'),
    (module) => module.AdminExpertsTab,
  ),
  projects: area(
    () => import('@web/features/projects/components/admin-projects-tab'),
    (module) => module.AdminProjectsTab,
  ),
  catalog: area(
    () => import('@web/features/catalog/admin/catalog-admin-tab'),
    (module) => module.CatalogAdminTab,
  ),
  agencies: area(
    () => import('@web/features/agencies/admin/components/admin-agencies-tab'),
    (module) => module.AdminAgenciesTab,
  ),
  money: area(
    () => import('@web/features/escrow/components/reconciliation-tab'),
    (module) => module.ReconciliationTab,
  ),
  documents: area(
    () => import('@web/features/documents/components/documents-register-tab'),
    (module) => module.DocumentsRegisterTab,
  ),
  activity: area(
    () => import('@web/features/admin-activity/components/activity-tab'),
    (module) => module.ActivityTab,
  ),
  analytics: area(
    () => import('@web/features/analytics/components/analytics-monitor-tab'),
    (module) => module.AnalyticsMonitorTab,
  ),
  settings: area(
    () => import('../admin-settings-tab'),
    (module) => module.AdminSettingsTab,
  ),
};
