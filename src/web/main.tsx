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

/** Lets the browser run what is waiting (input, rendering) before the next piece of start-up work. */
const yieldToBrowser = () => new Promise((resolve) => setTimeout(resolve, 0));

const start = async () => {
  const chunks = JSON.parse(document.getElementById('page-chunks')?.textContent ?? '[]') as string[];
  // The page's own chunks (listed by the server, each after what it imports) are fetched beside the app rather than
  // after it, in one insertion into the painted document.
  document.head.append(
    ...chunks.map((href) => Object.assign(document.createElement('link'), { rel: 'modulepreload', href })),
  );
  // Then the code runs one chunk per task, the frameworks first: a page's code run in one task kept a phone from
  // answering a tap for hundreds of milliseconds. A chunk that fails to load fails the page's own import later.
  await import('react-dom/client');
  for (const href of chunks) await yieldToBrowser().then(() => import(/* @vite-ignore */ href).catch(() => undefined));
  await yieldToBrowser();
  await (await import('./start')).start();
};

if (document.getElementById('ssr-state')) afterFirstPaint(() => void start());
else void start();
