// The SPA shell's start-up (pages the server does not prerender): the answers the server sent with the page, and
// data fetched as soon as a link is about to be followed, so a page's requests do not wait for its code (decision 040).
import { fetchEarly, keepEmbeddedAnswers } from '@web/lib/api-answers';
import { routeDataOf } from './route-data';

/**
 * Keeps the answers the server sent with the page; from then on a pointer over a link or focus on it starts loading
 * that page's modules (`preloadPages`, passed in by the app's start, whose chunk has the route table) and its first
 * reads.
 */
export function startSignedInShell(
  embeddedAnswers: Record<string, unknown>,
  preloadPages: (pathname: string, search: string) => Promise<void>,
): void {
  keepEmbeddedAnswers(embeddedAnswers);
  const onLinkIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
    if (link.pathname === window.location.pathname) return;
    void preloadPages(link.pathname, link.search).catch(() => undefined);
    fetchEarly(routeDataOf(link.pathname, { withShell: false }));
  };
  document.addEventListener('pointerover', onLinkIntent, { passive: true });
  document.addEventListener('focusin', onLinkIntent);
}
