// The entry: only the style sheet and a few lines, so nothing but the HTML and the CSS stands between a prerendered
// page and its first paint (decision 027). The app (React, the router, the page) loads after that paint and hydrates
// the server's HTML; the SPA shell, which has nothing to paint, starts it at once.
import './styles/index.css';

// The spec: uncaught errors and unhandled rejections are only logged.
window.addEventListener('error', (event) => console.error('Uncaught error:', event.error ?? event.message));
window.addEventListener('unhandledrejection', (event) => console.error('Unhandled promise rejection:', event.reason));

/** Calls `run` once the page has painted its content (at once when nothing will paint: no HTML, a hidden tab). */
function afterFirstPaint(run: () => void): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    run();
  };
  const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
  if (
    painted() ||
    document.visibilityState === 'hidden' ||
    !PerformanceObserver.supportedEntryTypes?.includes('paint')
  ) {
    once();
    return;
  }
  const observer = new PerformanceObserver(() => {
    if (!painted()) return;
    observer.disconnect();
    once();
  });
  observer.observe({ type: 'paint', buffered: true });
  // A page that never reports a paint (a background tab, an odd browser) still gets its app.
  setTimeout(once, 3_000);
  document.addEventListener('visibilitychange', once, { once: true });
}

/** The page's own chunks (listed by the server), fetched beside the app rather than after it. */
function preloadPageChunks(): void {
  const list = document.getElementById('page-chunks')?.textContent;
  if (!list) return;
  // One insertion into the painted document rather than one per link.
  const links = document.createDocumentFragment();
  for (const href of JSON.parse(list) as string[]) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    links.append(link);
  }
  document.head.append(links);
}

/** Lets the browser run what is waiting (input, rendering) before the next piece of start-up work. */
const yieldToBrowser = () => new Promise((resolve) => setTimeout(resolve, 0));

const start = () => {
  preloadPageChunks();
  // The frameworks' code runs first, the app's in a later task: two shorter tasks instead of one long one that
  // would keep the page from answering a tap.
  void import('react-dom/client')
    .then(yieldToBrowser)
    .then(() => import('./start'))
    .then((app) => app.start());
};

if (document.getElementById('ssr-state')) afterFirstPaint(start);
else start();
