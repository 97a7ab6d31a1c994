import { use, type ComponentType } from 'react';

export type PageModule = Promise<{ default: ComponentType }>;
export type PageLoader = () => PageModule;

const loaded = new Map<PageLoader, ComponentType>();
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
      loaded.set(load, module.default);
    });
    loading.set(load, pending);
    pending.catch(() => failed.add(load));
  }
  return pending;
}

/** Lets the pages that failed to load be loaded again (on the next navigation). */
export function retryFailedPages(): void {
  for (const load of failed) loading.delete(load);
  failed.clear();
}

/**
 * A page from its own chunk. Unlike `React.lazy`, a page whose module is already here renders at once (no suspended
 * pass), which hydration needs; otherwise it suspends until the module arrives (route changes are transitions, so the
 * current page stays until then) and a failed load reaches the route error boundary.
 */
export function LazyPage({ load }: { load: PageLoader }) {
  if (!loaded.has(load)) use(preloadPage(load));
  const Page = loaded.get(load)!;
  return <Page />;
}
