import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';

const Hydrated = createContext(false);

/**
 * Says when the page has hydrated. A page hydrating server HTML renders as not hydrated first (as the server did),
 * then switches in a transition once hydration has committed: React renders the switch (every date written in UTC
 * becoming the reader's zone) in slices that yield to the browser, where a store read in every such component made
 * it one long synchronous render right after hydration. A page rendered in the browser is hydrated from the start.
 */
export function HydrationProvider({ hydrating, children }: { hydrating: boolean; children: ReactNode }) {
  const [hydrated, setHydrated] = useState(() => typeof window !== 'undefined' && !hydrating);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return <Hydrated.Provider value={hydrated}>{children}</Hydrated.Provider>;
}

/**
 * False on the server and while hydrating, true after: a page that hydrates after the viewer is known must first
 * render what the server sent (the signed-out state) or React reports a mismatch.
 */
export const useHydrated = () => useContext(Hydrated);
