import type { TCategorySeed } from './types';

/** The four catalog categories, in the spec's catalog order. */
export const CATEGORIES: readonly TCategorySeed[] = [
  {
    name: 'Sales Acceleration',
    slug: 'sales-acceleration',
    is_active: true,
    subcategories: [
      { name: 'Lead Generation', slug: 'lead-generation' },
      { name: 'Outbound Campaigns', slug: 'outbound-campaigns' },
      { name: 'CRM & Sales Enablement', slug: 'crm-sales-enablement' },
    ],
  },
  {
    name: 'Performance Improvement',
    slug: 'performance-improvement',
    is_active: true,
    subcategories: [
      { name: 'KPI & Reporting', slug: 'kpi-reporting' },
      { name: 'Improvement Plans', slug: 'improvement-plans' },
      { name: 'Team Performance', slug: 'team-performance' },
    ],
  },
  {
    name: 'Process Optimization',
    slug: 'process-optimization',
    is_active: true,
    subcategories: [
      { name: 'Workflow Automation', slug: 'workflow-automation' },
      { name: 'Customer Support Operations', slug: 'customer-support-ops' },
    ],
  },
  {
    name: 'Compliance',
    slug: 'compliance',
    is_active: true,
    subcategories: [
      { name: 'Data Protection', slug: 'data-protection' },
      { name: 'HR & Employment', slug: 'hr-employment' },
      { name: 'Information Security', slug: 'information-security' },
    ],
  },
];
