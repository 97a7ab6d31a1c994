import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { HydrationProvider, useHydrated } from './use-hydrated';

/** When the server rendered the page (epoch ms), on the server and in the browser that hydrates it; null otherwise. */
const RenderedAt = createContext<number | null>(null);

/** The moment the server rendered the page being hydrated (null when the browser renders it), and so whether it hydrates. */
export function RenderedAtProvider({ at, children }: { at: number | null; children: ReactNode }) {
  return (
    <RenderedAt.Provider value={at}>
      <HydrationProvider hydrating={at !== null}>{children}</HydrationProvider>
    </RenderedAt.Provider>
  );
}

/**
 * The current time, refreshed every `everyMs` so countdowns and "in 3 days" stay true while the page is open. Until
 * a server-rendered page has hydrated it is the moment the server rendered it, so both sides write the same relative
 * time (React requires the same text); a page rendered in the browser reads the clock at once.
 */
export function useNow(everyMs = 30_000): Date {
  const renderedAt = useContext(RenderedAt);
  const hydrated = useHydrated();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return hydrated || renderedAt === null ? now : new Date(renderedAt);
}
