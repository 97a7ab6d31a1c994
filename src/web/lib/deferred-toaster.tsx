import { lazy, Suspense, useEffect, useState, type CSSProperties } from 'react';
import { onFirstToast } from './toast';

const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

/**
 * sonner's rich colours put mid-tone text on pale tints (success #008a2e on #ecfdf3 is 4.25:1, warning lower): the
 * 800 shades of the same hues keep every toast above WCAG AA's 4.5:1.
 */
const TOAST_TEXT_COLORS = {
  '--success-text': '#166534',
  '--info-text': '#1e40af',
  '--warning-text': '#92400e',
  '--error-text': '#991b1b',
} as CSSProperties;

/**
 * Toasts sit at the bottom right on desktop, away from the header's bell and avatar; under sonner's 600 px breakpoint
 * they span the bottom of the screen (centred) with a small inset, clear of the header and the mobile menu.
 */
export const TOASTER_PLACEMENT = {
  position: 'bottom-right',
  offset: 24,
  mobileOffset: 16,
} as const;

/** Mounts sonner's toaster when the first toast is requested, so visitors who see none never download it. */
export function DeferredToaster() {
  const [needed, setNeeded] = useState(false);
  useEffect(() => onFirstToast(() => setNeeded(true)), []);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster richColors closeButton {...TOASTER_PLACEMENT} style={TOAST_TEXT_COLORS} />
    </Suspense>
  );
}
