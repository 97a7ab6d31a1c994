import { ActivityTab } from '@web/features/admin-activity/components/activity-tab';
import { AnalyticsMonitorTab } from '@web/features/analytics/components/analytics-monitor-tab';
import { BriefQaTab } from '@web/features/briefs/components/qa/brief-qa-tab';
import { CatalogAdminTab } from '@web/features/catalog/admin/catalog-admin-tab';
import { DocumentsRegisterTab } from '@web/features/documents/components/documents-register-tab';
import { ReconciliationTab } from '@web/features/escrow/components/reconciliation-tab';
import { AdminExpertsTab } from '@web/features/experts/admin/components/admin-experts-tab';
import { MatchingTab } from '@web/features/matching/components/matching-tab';
import { AdminProjectsTab } from '@web/features/projects/components/admin-projects-tab';
import { QaQueueTab } from '@web/features/projects/components/deliverables/qa-queue-tab';
import { AdminDisputesTab } from '@web/features/projects/components/disputes/admin-disputes-tab';
import { AdminQuoteReviewsTab } from '@web/features/quotes/admin/components/admin-quote-reviews-tab';
import { AdminRequestsTab } from '@web/features/quotes/admin/components/admin-requests-tab';
import { AdminSettingsTab } from './admin-settings-tab';
import type { QueryTab } from './query-tabs';

/**
 * The admin dashboard's tabs, in display order. Each feature contributes its tab here (compose in app/, features
 * never import each other). `value` is the `?tab=` query value.
 */
export type AdminTab = QueryTab;

export const ADMIN_TABS: AdminTab[] = [
  { value: 'quote-reviews', label: 'Quote Reviews', Component: AdminQuoteReviewsTab },
  { value: 'requests', label: 'Requests', Component: AdminRequestsTab },
  { value: 'experts', label: 'Experts', Component: AdminExpertsTab },
  { value: 'catalog', label: 'Catalog', Component: CatalogAdminTab },
  { value: 'projects', label: 'Projects', Component: AdminProjectsTab },
  { value: 'qa-queue', label: 'QA Queue', Component: QaQueueTab },
  { value: 'disputes', label: 'Disputes', Component: AdminDisputesTab },
  { value: 'money', label: 'Money', Component: ReconciliationTab },
  { value: 'matching', label: 'Matching', Component: MatchingTab },
  { value: 'analytics', label: 'Analytics', Component: AnalyticsMonitorTab },
  { value: 'brief-qa', label: 'Brief QA', Component: BriefQaTab },
  { value: 'activity', label: 'Activity', Component: ActivityTab },
  { value: 'documents', label: 'Documents', Component: DocumentsRegisterTab },
  { value: 'settings', label: 'Settings', Component: AdminSettingsTab },
];
