import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { SonnerToasterProps } from './SonnerToaster';
import { isToasterRequested, subscribeToasterRequest } from './toasterLoader';

const SonnerToaster = lazy(() => import('./SonnerToaster').then((m) => ({ default: m.Toaster })));

export type ToasterProps = SonnerToasterProps;

/**
 * The app's single toast container. It renders nothing until the first toast is asked for,
 * then loads sonner and mounts the real container (SonnerToaster), which shows what waited.
 */
export function Toaster(props: ToasterProps) {
  const requested = useSyncExternalStore(subscribeToasterRequest, isToasterRequested, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster {...props} />
    </Suspense>
  );
}
