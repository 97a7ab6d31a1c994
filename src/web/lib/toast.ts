import type { ExternalToast } from 'sonner';

type Show = (title: string, options?: ExternalToast) => void;

/**
 * Toasts through sonner, loaded on first use: pages that never show a toast (most first paints) never download it.
 * Same API as sonner's `toast.success` / `toast.error` / `toast.info`.
 */
const lazyToast =
  (kind: 'success' | 'error' | 'info' | 'warning'): Show =>
  (title, options) =>
    void import('sonner').then(({ toast }) => toast[kind](title, options));

export const toast = {
  success: lazyToast('success'),
  error: lazyToast('error'),
  info: lazyToast('info'),
  warning: lazyToast('warning'),
};
