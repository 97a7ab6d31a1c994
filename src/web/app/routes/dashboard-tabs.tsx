import type { ComponentType } from 'react';

/**
 * The client dashboard's tabs and counters, contributed by features (compose in app/). `aliases` are other `?tab=`
 * values that select the tab (the spec: `customizations` selects the requests/quotes area).
 */
export type DashboardTab = { value: string; label: string; aliases?: string[]; Component: ComponentType };

/** A counter card: a label and a hook returning the number (undefined while loading). */
export type DashboardCounter = { label: string; useValue: () => number | undefined };

export const DASHBOARD_TABS: DashboardTab[] = [];

export const DASHBOARD_COUNTERS: DashboardCounter[] = [];

/** Sections shown under the tabs (e.g. the brief list). */
export const DASHBOARD_SECTIONS: ComponentType[] = [];
