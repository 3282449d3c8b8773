import type { toast } from 'sonner';

/**
 * sonner (and the toast container) is loaded with the first toast instead of with the app, so
 * pages that never show one (the landing page) don't pay for it. Toasts requested before the
 * container is mounted wait here; sonner would drop them, since its list subscribes on mount.
 */
export type ToastApi = typeof toast;

let api: ToastApi | undefined;
let waiting: ((toasts: ToastApi) => void)[] = [];
let requested = false;
const requestListeners = new Set<() => void>();

/** Runs `show` now if the container is mounted, otherwise once it is (loading it if needed). */
export function withToasts(show: (toasts: ToastApi) => void) {
  if (api) {
    show(api);
    return;
  }
  waiting.push(show);
  requestToaster();
}

/** Whether anything is waiting for the container (so a dismiss need not load it). */
export const hasToasts = () => api !== undefined || waiting.length > 0;

function requestToaster() {
  if (requested) return;
  requested = true;
  requestListeners.forEach((listener) => listener());
}

/** For `useSyncExternalStore`: the host mounts the container once a toast is asked for. */
export function subscribeToasterRequest(listener: () => void) {
  requestListeners.add(listener);
  return () => {
    requestListeners.delete(listener);
  };
}
export const isToasterRequested = () => requested;

/** Called by the mounted container: flushes the toasts that waited for it. */
export function toasterMounted(toasts: ToastApi) {
  api = toasts;
  requested = true;
  const queued = waiting;
  waiting = [];
  queued.forEach((show) => show(toasts));
}
