// The SPA shell's start-up (pages the server does not prerender): the answers the server sent with the page, and
// data fetched as soon as a link is about to be followed, so a page's requests do not wait for its code (decision 040).
import { fetchEarly, keepEmbeddedAnswers } from '@web/lib/api-answers';
import { preloadMatchedPages } from './app-routes';
import { routeDataOf } from './route-data';

/** A pointer over a link or focus on it: the page's module and its first reads start loading. */
function onLinkIntent(event: Event): void {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
  if (link.pathname === window.location.pathname) return;
  void preloadMatchedPages(link.pathname).catch(() => undefined);
  fetchEarly(routeDataOf(link.pathname, { withShell: false }));
}

export function startSignedInShell(embeddedAnswers: Record<string, unknown>): void {
  keepEmbeddedAnswers(embeddedAnswers);
  document.addEventListener('pointerover', onLinkIntent, { passive: true });
  document.addEventListener('focusin', onLinkIntent);
}
