import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { TAdminAgencyList, TAdminAgencyListQuery } from '@shared/schemas/admin-agencies';
import { queryKeys } from '@web/lib/query-keys';
import { AdminAgenciesTab } from './admin-agencies-tab';

const HALCYON: TAdminAgencyList['agencies'][number] = {
  id: '6a1f1c44-8a34-4c55-9d55-1a9c8f1c0d01',
  name: 'Halcyon Data Collective',
  owner: { id: '6a1f1c44-8a34-4c55-9d55-1a9c8f1c0d02', fullName: 'Hana Halcyon', email: 'hana@example.test' },
  members: { leadExperts: 1, supportingExperts: 2, pendingInvitations: 1 },
  projects: { active: 3, completed: 4 },
  released: [{ currency: 'gbp', amount: 680_000 }],
  createdAt: '2026-03-04T10:00:00.000Z',
};

/** The tab at `url`, with the list query for `filter` answered by `list` (or still loading without one). */
function render(url: string, filter: TAdminAgencyListQuery, list?: TAdminAgencyList): string {
  const queryClient = new QueryClient();
  if (list) queryClient.setQueryData(queryKeys.admin.agencyList(filter), list);
  // React separates adjacent text with comments; the text a person reads has none.
  return renderToString(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <AdminAgenciesTab />
      </MemoryRouter>
    </QueryClientProvider>,
  ).replaceAll('<!-- -->', '');
}

const page = (agencies: TAdminAgencyList['agencies'], total = agencies.length, pageNumber = 1) => ({
  agencies,
  total,
  page: pageNumber,
  pageSize: 20,
});

describe('AdminAgenciesTab', () => {
  it('shows placeholders while the list loads', () => {
    expect(render('/admin/agencies', { q: undefined, page: 1 })).toContain('aria-label="Loading agencies"');
  });

  it('says there are no agencies yet, or that none matches the search', () => {
    expect(render('/admin/agencies', { q: undefined, page: 1 }, page([]))).toContain('No agencies yet');
    const none = render('/admin/agencies?q=zebra', { q: 'zebra', page: 1 }, page([]));
    expect(none).toContain('No agencies match this search');
    expect(none).toContain('Nothing matches “zebra”');
  });

  it('lists each agency with its owner, roster, projects and money released, linked to its page', () => {
    const html = render('/admin/agencies', { q: undefined, page: 1 }, page([HALCYON]));
    expect(html).toContain(`href="/admin/agencies/${HALCYON.id}"`);
    for (const text of ['Hana Halcyon', '1 lead expert, 2 supporting experts', '1 invitation pending']) {
      expect(html).toContain(text);
    }
    expect(html).toContain('3 active, 4 completed');
    // The wide table says the same.
    for (const text of [
      '1 lead expert</span>',
      '2 supporting experts</span>',
      '3 active</span>',
      '4 completed</span>',
    ]) {
      expect(html).toContain(text);
    }
    expect(html).toContain('£6,800.00');
    expect(html).toContain('1 agency');
  });

  it('pages: the search and page come from the address, and a page past the end offers the way back', () => {
    const second = render('/admin/agencies?q=data&page=2', { q: 'data', page: 2 }, page([HALCYON], 21, 2));
    expect(second).toContain('Page 2 of 2');
    expect(second).toContain('value="data"');
    const past = render('/admin/agencies?page=5', { q: undefined, page: 5 }, page([], 3, 5));
    expect(past).toContain('Page 5 of 1');
    expect(past).not.toContain('No agencies yet');
  });
});
