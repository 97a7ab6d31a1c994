import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { trackPageView } from '@web/lib/analytics';
import { whenIdle } from '@web/lib/when-idle';
import { SiteFooter } from './site-footer';
import { PageLoading } from '../routes/page-loading';
import { RouteAnnouncer } from './route-announcer';
import { SiteHeader } from './site-header';
import { TestModeBanner } from './test-mode-banner';

/** Every page starts at the top, as a new page would. */
function ScrollToTop() {
  const { pathname } = useLocation();
  // Braces matter: newer Chromium returns a Promise from scrollTo, and React would call it as the effect's clean-up.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/**
 * One page view per route change (the path only, ids as `:id`; a query-string change such as a tab is not one), sent
 * when the browser is idle rather than in the task that runs the page's effects.
 */
function PageViews() {
  const location = useLocation();
  const current = useRef(location);
  current.current = location;
  useEffect(() => {
    const viewed = current.current;
    whenIdle(() => trackPageView(viewed));
  }, [location.pathname]);
  return null;
}

export function RootLayout({ children }: { children?: React.ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <ScrollToTop />
      <PageViews />
      <RouteAnnouncer />
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <TestModeBanner />
      <SiteHeader />
      {/* At least a screen tall, so the footer starts below the fold: pages that load their content in would
          otherwise push a visible footer down (layout shift). */}
      {/* Suspense boundaries split hydration (decision 027): React hydrates the header with the root, then the page
          and the footer in later, interruptible passes, so no single task blocks the main thread for long. They
          never show their fallbacks for a prerendered page; route changes are transitions and keep the current page
          until the next one is ready. The page's loading block shows only while the app's first page loads. */}
      <main id="main" className="min-h-[100dvh] flex-1">
        <Suspense fallback={<PageLoading />}>{children ?? <Outlet />}</Suspense>
      </main>
      <Suspense fallback={null}>
        <SiteFooter />
      </Suspense>
    </div>
  );
}
