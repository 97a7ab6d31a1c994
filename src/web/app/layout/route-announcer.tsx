import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/** How long a new page may take to show its heading (signed-in pages load their data first). */
const HEADING_WAIT_MS = 8_000;

/**
 * After a route change, moves focus to the new page's h1 and says its title in a polite live region, as a full page
 * load would for a screen reader; otherwise focus stays on the link that was followed (or falls to the body when it
 * went) and the next Tab starts wherever that was. Focus is left alone when the person or the page (an autofocused
 * field) has already put it somewhere else, or is in an open popup.
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const [announcement, setAnnouncement] = useState('');
  // The first page is a page load of its own: the browser and screen reader already handle it.
  const isFirstPage = useRef(true);

  useEffect(() => {
    if (isFirstPage.current) {
      isFirstPage.current = false;
      return;
    }
    const focusedAtNavigation = document.activeElement;
    const focusStillUnclaimed = () => {
      const active = document.activeElement;
      // Focus is read when the page arrives, not when it was asked for: a popup opened while it was on its way (the
      // bell, the account menu) is the person's, and taking focus from it would close it.
      if (active?.closest('[role="dialog"], [role="menu"]')?.getAttribute('data-state') === 'open') return false;
      return !active || active === document.body || active === focusedAtNavigation || !active.isConnected;
    };
    const arrive = (heading: HTMLElement) => {
      if (focusStillUnclaimed()) {
        heading.tabIndex = -1;
        heading.focus({ preventScroll: true });
      }
      setAnnouncement(document.title);
    };
    const main = document.getElementById('main');
    const found = main?.querySelector('h1');
    if (found) {
      arrive(found);
      return;
    }
    if (!main) return;
    const observer = new MutationObserver(() => {
      const heading = main.querySelector('h1');
      if (!heading) return;
      observer.disconnect();
      arrive(heading);
    });
    observer.observe(main, { childList: true, subtree: true });
    const giveUp = window.setTimeout(() => observer.disconnect(), HEADING_WAIT_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(giveUp);
    };
  }, [pathname]);

  return (
    <div aria-live="polite" aria-atomic="true" className="sr-only" data-testid="route-announcer">
      {announcement}
    </div>
  );
}
