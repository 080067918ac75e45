/**
 * Mounts the toaster (./toaster.tsx) from the first toast on (decision 0034). Apart from the store
 * (./toast.tsx) so that the store, which the toaster imports, does not import the toaster back.
 */
import { lazy, Suspense } from 'react';
import { useToastedOnce } from './toast';

/** Radix Toast and the toaster, loaded with the first toast (not with every public page). */
const LazyToaster = lazy(() => import('./toaster').then((module) => ({ default: module.Toaster })));

/**
 * The toaster (./toaster.tsx), loaded and mounted when the first toast is added rather than
 * with the page: a public page that never shows one neither loads Radix Toast nor builds its
 * region on the phone's main thread (decision 0034). Renders nothing in the server render and the
 * hydration pass (the region carries an inline style, which the CSP forbids in served markup).
 */
export function ToasterOnFirstToast() {
  const mounted = useToastedOnce();
  return mounted ? (
    <Suspense fallback={null}>
      <LazyToaster />
    </Suspense>
  ) : null;
}
