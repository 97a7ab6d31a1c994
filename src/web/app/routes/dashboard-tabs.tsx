import type { ComponentType } from 'react';
import type { QueryTab } from './query-tabs';
import { BriefListSection } from '@web/features/briefs/components/brief-list-section';
import { SavedExpertsTab } from '@web/features/experts/components/saved-experts-tab';
import { useOrderCount } from '@web/features/payments/api/list-orders';
import { OrdersTab } from '@web/features/payments/components/orders-tab';
import { useActiveProjectCount } from '@web/features/projects/api/list-projects';
import { ProjectsTab } from '@web/features/projects/components/projects-tab';
import { useQuoteCount } from '@web/features/quotes/api/list-quotes';
import { QuotesTab } from '@web/features/quotes/components/quotes-tab';
import { RequestsTab } from '@web/features/quotes/components/requests-tab';

/**
 * The client dashboard's tabs and counters, contributed by features (compose in app/). `aliases` are other `?tab=`
 * values that select the tab (the spec: `customizations` selects the requests/quotes area).
 */
export type DashboardTab = QueryTab;

/** A counter card: a label and a hook returning the number (undefined while loading). */
export type DashboardCounter = { label: string; useValue: () => number | undefined };

export const DASHBOARD_TABS: DashboardTab[] = [
  { value: 'projects', label: 'Projects', Component: ProjectsTab },
  { value: 'orders', label: 'Orders', Component: OrdersTab },
  { value: 'quotes', label: 'Quotes', aliases: ['customizations'], Component: QuotesTab },
  { value: 'requests', label: 'Requests', Component: RequestsTab },
  { value: 'saved-experts', label: 'Saved Experts', Component: SavedExpertsTab },
];

export const DASHBOARD_COUNTERS: DashboardCounter[] = [
  { label: 'Active Projects', useValue: useActiveProjectCount },
  { label: 'Total Orders', useValue: useOrderCount },
  { label: 'Custom Quotes', useValue: useQuoteCount },
];

/** Sections shown under the tabs (e.g. the brief list). */
export const DASHBOARD_SECTIONS: ComponentType[] = [BriefListSection];
