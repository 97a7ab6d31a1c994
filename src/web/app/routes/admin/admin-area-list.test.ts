import { describe, expect, it } from 'vitest';
import { ADMIN_AREA_PAGES } from './admin-area-list';
import { ADMIN_AREA_PAGE_SLUGS, legacyAdminTabTarget } from './admin-area-slugs';

describe('admin areas', () => {
  it('give every routed slug one area, in the same order', () => {
    expect(ADMIN_AREA_PAGES.map((area) => area.slug)).toEqual([...ADMIN_AREA_PAGE_SLUGS]);
  });
});

describe('old /admin?tab= links', () => {
  it('lead to the tab’s own area, keeping the other query parameters', () => {
    expect(legacyAdminTabTarget('?tab=qa-queue')).toBe('/admin/qa-queue');
    expect(legacyAdminTabTarget('?tab=matching&request=abc')).toBe('/admin/matching?request=abc');
    expect(legacyAdminTabTarget('?q=x&tab=requests&request=r1')).toBe('/admin/requests?q=x&request=r1');
  });

  it('lead to the overview for an unknown tab, and nowhere without one', () => {
    expect(legacyAdminTabTarget('?tab=nonsense&x=1')).toBe('/admin?x=1');
    expect(legacyAdminTabTarget('?x=1')).toBeNull();
    expect(legacyAdminTabTarget('')).toBeNull();
  });

  it('cover every former tab', () => {
    const former = ['quote-reviews', 'requests', 'experts', 'catalog', 'projects', 'qa-queue', 'disputes', 'money'];
    const more = ['matching', 'analytics', 'brief-qa', 'activity', 'documents', 'settings'];
    for (const tab of [...former, ...more]) {
      expect(ADMIN_AREA_PAGES.map((area) => area.slug)).toContain(tab);
      expect(legacyAdminTabTarget(`?tab=${tab}`)).toBe(`/admin/${tab}`);
    }
  });
});
