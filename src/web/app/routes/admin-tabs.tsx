import type { ComponentType } from 'react';

/**
 * The admin dashboard's tabs, in display order. Each feature contributes its tab here (compose in app/, features
 * never import each other). `value` is the `?tab=` query value.
 */
export type AdminTab = { value: string; label: string; Component: ComponentType };

export const ADMIN_TABS: AdminTab[] = [];
