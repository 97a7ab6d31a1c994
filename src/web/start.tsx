import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import type { TSsrState } from './entry-server';
import { AppProviders } from './app/app-providers';
import { AppRoutes, preloadMatchedPages } from './app/app-routes';
import { createQueryClient } from './lib/query-client';

/** How long data that came with a prerendered page counts as fresh (a query's own staleTime wins). */
const HYDRATED_STALE_MS = 30_000;

/** The state a prerendered public page carries (decision 027); absent on the SPA shell. */
function readServerState(): TSsrState | null {
  const script = document.getElementById('ssr-state');
  return script?.textContent ? (JSON.parse(script.textContent) as TSsrState) : null;
}

/** Renders the app: hydrates a prerendered page's HTML, or renders into the SPA shell's empty root. */
export async function start(): Promise<void> {
  const state = readServerState();
  const queryClient = createQueryClient();
  const root = document.getElementById('root')!;
  // The SPA shell of a page the server does not prerender carries the page's first reads.
  const answers = document.getElementById('api-answers')?.textContent;
  if (answers)
    (await import('./app/shell-pages')).startSignedInShell(
      JSON.parse(answers) as Record<string, unknown>,
      preloadMatchedPages,
    );
  if (state?.hydrate) {
    const dehydrated = state.queries as DehydratedState;
    // The page's data arrived with its HTML: fresh for a while, so mounting the page does not fetch it again.
    for (const query of dehydrated.queries) {
      query.state.dataUpdatedAt = Date.now();
      queryClient.setQueryDefaults(query.queryKey, { staleTime: HYDRATED_STALE_MS });
    }
    hydrate(queryClient, dehydrated);
    // The page's module first, so the first render is the page the server rendered, not a suspended one.
    // (A page that fails to load shows the error screen once hydrated.)
    await preloadMatchedPages(window.location.pathname, window.location.search).catch(() => undefined);
    // The page's module ran in this task; hydration starts in the next.
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  const app = (
    <AppProviders
      queryClient={queryClient}
      origin={state?.origin ?? window.location.origin}
      renderedAt={state?.hydrate ? state.renderedAt : null}
    >
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
  // Hydrating as a transition lets React hydrate the whole page in slices of a few milliseconds, yielding to the
  // browser in between, instead of the root (header, layout) in one long task before the Suspense boundaries.
  if (state?.hydrate) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
  // React listens from here on: a click on a part not yet hydrated is replayed once it is. Journeys wait for this
  // before acting on a prerendered page, as a person's first tap would otherwise be lost in the gap before it.
  document.documentElement.dataset.appStarted = '';
}
