/**
 * The admin areas with a page of their own, `/admin/<slug>`, in navigation order. The router builds one route per
 * slug from this list alone, so any other `/admin/...` path is a 404; the areas' labels, descriptions and groups
 * (`admin-area-list.ts`) load with the admin workspace rather than with every page.
 */
export const ADMIN_AREA_PAGE_SLUGS = [
  'quote-reviews',
  'brief-qa',
  'qa-queue',
  'disputes',
  'requests',
  'matching',
  'experts',
  'projects',
  'catalog',
  'agencies',
  'money',
  'documents',
  'activity',
  'analytics',
  'settings',
] as const;

export type TAdminAreaPageSlug = (typeof ADMIN_AREA_PAGE_SLUGS)[number];

const isAreaPageSlug = (value: string): value is TAdminAreaPageSlug =>
  (ADMIN_AREA_PAGE_SLUGS as readonly string[]).includes(value);

/**
 * Where an old `/admin?tab=<value>` link (notifications, e-mails, bookmarks) now leads: the tab's area with the other
 * query parameters kept; an unknown tab leads to the overview. Null when the URL has no `tab`.
 */
export function legacyAdminTabTarget(search: string): string | null {
  const params = new URLSearchParams(search);
  const tab = params.get('tab');
  if (tab === null) return null;
  params.delete('tab');
  const rest = params.toString();
  return `${isAreaPageSlug(tab) ? `/admin/${tab}` : '/admin'}${rest ? `?${rest}` : ''}`;
}
