import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False on the server and while hydrating, true after: a page that hydrates after the viewer is known must first
 * render what the server sent (the signed-out state) or React reports a mismatch.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
