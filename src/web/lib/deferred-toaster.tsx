import { lazy, Suspense, useEffect, useState } from 'react';
import { onFirstToast } from './toast';

const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

/** Mounts sonner's toaster when the first toast is requested, so visitors who see none never download it. */
export function DeferredToaster() {
  const [needed, setNeeded] = useState(false);
  useEffect(() => onFirstToast(() => setNeeded(true)), []);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster richColors closeButton position="top-right" />
    </Suspense>
  );
}
