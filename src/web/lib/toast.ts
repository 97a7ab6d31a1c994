import type { ExternalToast } from 'sonner';

type Show = (title: string, options?: ExternalToast) => void;

let toasterWanted = false;
const toasterListeners = new Set<() => void>();

/** Calls `mount` once the first toast is requested (at once if one already was); returns an unsubscribe. */
export function onFirstToast(mount: () => void): () => void {
  if (toasterWanted) {
    mount();
    return () => undefined;
  }
  toasterListeners.add(mount);
  return () => void toasterListeners.delete(mount);
}

/**
 * Toasts through sonner, loaded on first use: pages that never show a toast (most first paints) never download it.
 * The toaster mounts then too; sonner replays toasts created before it subscribed. Same API as sonner's
 * `toast.success` / `toast.error` / `toast.info` / `toast.warning`.
 */
const lazyToast =
  (kind: 'success' | 'error' | 'info' | 'warning'): Show =>
  (title, options) => {
    if (!toasterWanted) {
      toasterWanted = true;
      toasterListeners.forEach((mount) => mount());
      toasterListeners.clear();
    }
    void import('sonner').then(({ toast }) => toast[kind](title, options));
  };

export const toast = {
  success: lazyToast('success'),
  error: lazyToast('error'),
  info: lazyToast('info'),
  warning: lazyToast('warning'),
};
