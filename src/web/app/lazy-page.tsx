import { use, type ComponentType } from 'react';
import { PageMetaOf, type TPageMetaExport } from '@web/components/page-meta';

/**
 * A page's module: the page and, unless the page sets them itself, its title and description; `partsOf`, the code it
 * loads lazily that a path shows at once (an admin area's content), to load with the page.
 */
export type PageModule = {
  default: ComponentType;
  meta?: TPageMetaExport;
  partsOf?: (pathname: string, search: string) => (() => Promise<unknown>)[];
};
export type PageLoader = () => Promise<PageModule>;

const loaded = new Map<PageLoader, PageModule>();
const loading = new Map<PageLoader, Promise<void>>();
const failed = new Set<PageLoader>();

/**
 * Starts loading a page's module (once). Resolves when the page can render without suspending: before hydration, so
 * the first render is the page the server rendered, and on navigation, so a layout and its page load side by side
 * rather than one after the other. A failed load stays failed (the error screen shows) until `retryFailedPages`.
 */
export function preloadPage(load: PageLoader): Promise<void> {
  if (loaded.has(load)) return Promise.resolve();
  let pending = loading.get(load);
  if (!pending) {
    pending = load().then((module) => {
      loaded.set(load, module);
    });
    loading.set(load, pending);
    pending.catch(() => failed.add(load));
  }
  return pending;
}

/** Loads the parts a loaded page shows at a path (see `PageModule`). */
export function preloadPageParts(load: PageLoader, pathname: string, search: string): Promise<void> {
  const parts = loaded.get(load)?.partsOf?.(pathname, search) ?? [];
  return Promise.all(parts.map((part) => part())).then(() => undefined);
}

/** Lets the pages that failed to load be loaded again (on the next navigation). */
export function retryFailedPages(): void {
  for (const load of failed) loading.delete(load);
  failed.clear();
}

/**
 * A page from its own chunk, with the title and description its module exports. Unlike `React.lazy`, a page whose
 * module is already here renders at once (no suspended pass), which hydration needs; otherwise it suspends until the
 * module arrives (route changes are transitions, so the current page stays until then) and a failed load reaches the
 * route error boundary.
 */
export function LazyPage({ load }: { load: PageLoader }) {
  if (!loaded.has(load)) use(preloadPage(load));
  const { default: Page, meta } = loaded.get(load)!;
  return (
    <>
      {meta ? <PageMetaOf meta={meta} /> : null}
      <Page />
    </>
  );
}
