import type { TAdminWorkload } from '@shared/schemas/admin-workspace';
import type { TAdminAreaPageSlug } from './admin-area-slugs';

/**
 * The admin workspace's areas, in navigation order, grouped. Light on purpose (no components): the router builds one
 * route per area from it, so `/admin/<slug>` exists and any other `/admin/...` path is a 404. Each area's content is
 * chosen in `admin-area-content.tsx`. `count` names the waiting-work number shown beside it in the navigation.
 */
export type TAdminArea = {
  /** `''` is the overview (`/admin`); Reports has its own page (`/admin/reports`). */
  slug: TAdminAreaPageSlug | '' | 'reports';
  label: string;
  description: string;
  count?: keyof TAdminWorkload;
  /** Other pages that belong to this area (highlighted in the navigation), as path prefixes. */
  also?: string[];
};

export type TAdminAreaGroup = { label: string | null; areas: TAdminArea[] };

/** `/admin` itself. */
export const ADMIN_OVERVIEW: TAdminArea = {
  slug: '',
  label: 'Overview',
  description: 'Review quotes and deliverables, run matching and configure the marketplace.',
};

export const ADMIN_AREA_GROUPS: TAdminAreaGroup[] = [
  { label: null, areas: [ADMIN_OVERVIEW] },
  {
    label: 'Work queues',
    areas: [
      {
        slug: 'quote-reviews',
        label: 'Quote Reviews',
        description: 'Quotes at or above the approval threshold, waiting for an admin to approve or hold them.',
        count: 'quoteReviews',
      },
      {
        slug: 'brief-qa',
        label: 'Brief QA',
        description: 'Brief proposals waiting for QA before they go to the client.',
        count: 'briefQa',
      },
      {
        slug: 'qa-queue',
        label: 'QA Queue',
        description: 'Submitted deliverables waiting for QA: approve them or request a revision.',
        count: 'qaQueue',
      },
      {
        slug: 'disputes',
        label: 'Disputes',
        description: 'Open disputes on funded milestones, waiting for a resolution.',
        count: 'disputes',
      },
      { slug: 'requests', label: 'Requests', description: 'Customization requests and the quotes sent for them.' },
      {
        slug: 'matching',
        label: 'Matching',
        description: 'Match active requests with vetted experts, edit the matching rules and follow performance.',
      },
    ],
  },
  {
    label: 'Marketplace',
    areas: [
      {
        slug: 'experts',
        label: 'Experts',
        description: 'Expert applications waiting for vetting, and every expert.',
        count: 'applications',
        also: ['/admin/experts/'],
      },
      { slug: 'projects', label: 'Projects', description: 'The latest projects, with price, participants and status.' },
      { slug: 'catalog', label: 'Catalog', description: 'Outcome packs and their categories.' },
      {
        slug: 'agencies',
        label: 'Agencies',
        description: 'Every agency with its owner, roster, projects, payout splits and the money released to it.',
        also: ['/admin/agencies/'],
      },
    ],
  },
  {
    label: 'Money',
    areas: [
      { slug: 'money', label: 'Money', description: 'Escrow reconciliation, bank transfers and payouts.' },
      { slug: 'documents', label: 'Documents', description: 'Invoices, receipts and credit notes, and the register.' },
      { slug: 'activity', label: 'Activity', description: 'Every admin action, filtered and exported as CSV.' },
    ],
  },
  {
    label: 'Insight',
    areas: [
      { slug: 'analytics', label: 'Analytics', description: 'The live analytics monitor.' },
      {
        slug: 'reports',
        label: 'Reports',
        description: 'Marketplace KPIs, charts and reports with CSV export.',
      },
    ],
  },
  {
    label: null,
    areas: [{ slug: 'settings', label: 'Settings', description: 'Marketplace settings, one panel per concern.' }],
  },
];

export const ADMIN_AREAS: TAdminArea[] = ADMIN_AREA_GROUPS.flatMap((group) => group.areas);

/** The areas with their own page under `/admin/<slug>`, in the order of `ADMIN_AREA_PAGE_SLUGS`. */
export const ADMIN_AREA_PAGES = ADMIN_AREAS.filter((area) => area.slug && area.slug !== 'reports');

export const adminAreaPath = (area: Pick<TAdminArea, 'slug'>) => (area.slug ? `/admin/${area.slug}` : '/admin');
