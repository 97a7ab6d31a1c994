import { describe, expect, it } from 'vitest';
import { preloadPage, preloadPageParts, type PageModule } from './lazy-page';

/** A page module whose parts record the address they were asked for and whether they were loaded. */
function pageWithParts() {
  const asked: string[] = [];
  const loaded: string[] = [];
  const module: PageModule = {
    default: () => null,
    partsOf: (pathname, search) => {
      asked.push(pathname + search);
      return pathname === '/admin/matching' ? [async () => loaded.push('matching')] : [];
    },
  };
  return { load: async () => module, asked, loaded };
}

describe("a page's parts", () => {
  it('are loaded for the address once the page is, and none for an address that shows none', async () => {
    const page = pageWithParts();
    await preloadPageParts(page.load, '/admin/matching', '');
    expect(page.loaded).toEqual([]);

    await preloadPage(page.load);
    await preloadPageParts(page.load, '/admin/matching', '?id=7');
    expect(page.asked).toEqual(['/admin/matching?id=7']);
    expect(page.loaded).toEqual(['matching']);

    await preloadPageParts(page.load, '/admin/experts', '');
    expect(page.loaded).toEqual(['matching']);
  });
});
