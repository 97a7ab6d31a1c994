import type { ComponentType } from 'react';
import { ActivityTab } from '@web/features/admin-activity/components/activity-tab';
import { AdminAgenciesTab } from '@web/features/agencies/admin/components/admin-agencies-tab';
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
import { AdminSettingsTab } from '../admin-settings-tab';

/**
 * What each admin area shows: the former dashboard tabs, unchanged. Each feature contributes its component here
 * (compose in app/, features never import each other); the navigation comes from `admin-area-list.ts`.
 */
export const ADMIN_AREA_CONTENT: Record<string, ComponentType> = {
  'quote-reviews': AdminQuoteReviewsTab,
  'brief-qa': BriefQaTab,
  'qa-queue': QaQueueTab,
  disputes: AdminDisputesTab,
  requests: AdminRequestsTab,
  matching: MatchingTab,
  experts: AdminExpertsTab,
  projects: AdminProjectsTab,
  catalog: CatalogAdminTab,
  agencies: AdminAgenciesTab,
  money: ReconciliationTab,
  documents: DocumentsRegisterTab,
  activity: ActivityTab,
  analytics: AnalyticsMonitorTab,
  settings: AdminSettingsTab,
};
