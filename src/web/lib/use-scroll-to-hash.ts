import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** How long the target is kept in view while the content above it is still loading. */
const SETTLE_MS = 3000;
const READER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Scrolls the element with this id into view once it is `ready` when the address names it (`/admin/settings#backups`):
 * the router does not, and a notice's link should land on what it points to. Panels above it that finish loading later
 * would push it away, so it is put back while the page grows, until the page settles or the reader takes over.
 */
export function useScrollToHash(id: string, ready: boolean): void {
  const { hash } = useLocation();
  useEffect(() => {
    const target = ready && hash === `#${id}` ? document.getElementById(id) : null;
    if (!target) return;
    const place = () => target.scrollIntoView({ block: 'start' });
    const observer = new ResizeObserver(place);
    const stop = () => {
      observer.disconnect();
      clearTimeout(timer);
      for (const event of READER_INPUT) window.removeEventListener(event, stop);
    };
    const timer = setTimeout(stop, SETTLE_MS);
    for (const event of READER_INPUT) window.addEventListener(event, stop, { passive: true });
    place();
    observer.observe(document.body);
    return stop;
  }, [id, ready, hash]);
}
