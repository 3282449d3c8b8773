import { createElement } from 'react';
import type { ExternalToast } from 'sonner';
import { hasToasts, withToasts } from './toasterLoader';

/** The kinds of toast the product shows, each with its emoji, sonner type and duration. */
export const toastKinds = {
  success: { emoji: '✅', type: 'success', duration: 3000 },
  error: { emoji: '❌', type: 'error', duration: 5000 },
  warning: { emoji: '⚠️', type: 'warning', duration: 4000 },
  info: { emoji: 'ℹ️', type: 'info', duration: 4000 },
  liked: { emoji: '❤️', type: 'info', duration: 2000 },
  copied: { emoji: '📋', type: 'success', duration: 2000 },
  network: { emoji: '📡', type: 'error', duration: 6000 },
  server: { emoji: '🛠️', type: 'error', duration: 6000 },
  rateLimited: { emoji: '⏳', type: 'error', duration: 6000 },
  validation: { emoji: '📝', type: 'warning', duration: 4000 },
} as const;

/** A toast kind with a fixed duration. */
export type ToastKind = keyof typeof toastKinds;

/** Identifies a toast, to update or dismiss it. */
export type ToastId = string | number;

export interface NotifyOptions {
  /** Reuse an id to replace a toast instead of stacking a new one. */
  id?: ToastId;
  /** A second, smaller line of already-translated text. */
  description?: string;
}

let lastId = 0;
/** Ids are ours, so a toast can be updated or dismissed before sonner has loaded. */
const newId = (): ToastId => `toast-${++lastId}`;

function show(kind: ToastKind, message: string, options: NotifyOptions = {}): ToastId {
  const { emoji, type, duration } = toastKinds[kind];
  const id = options.id ?? newId();
  const data: ExternalToast = {
    ...options,
    id,
    duration,
    // The emoji decorates; hidden from screen readers so the live region reads only the text.
    icon: createElement('span', { 'aria-hidden': true, 'data-toast-emoji': '' }, emoji),
    className: `toast-kind-${kind}`,
  };
  withToasts((toast) => toast[type](message, data));
  return id;
}

const kind = (name: ToastKind) => (message: string, options?: NotifyOptions) =>
  show(name, message, options);

/**
 * Toasts with the spec's durations and emoji. Every function takes text the caller has already
 * translated with react-intl, and returns the toast id.
 */
export const notify = {
  success: kind('success'),
  error: kind('error'),
  warning: kind('warning'),
  info: kind('info'),
  liked: kind('liked'),
  copied: kind('copied'),
  network: kind('network'),
  server: kind('server'),
  rateLimited: kind('rateLimited'),
  validation: kind('validation'),
  /** A toast that stays until dismissed; call again with the same id to update its text. */
  progress: (message: string, options: NotifyOptions = {}): ToastId => {
    const id = options.id ?? newId();
    withToasts((toast) =>
      toast.loading(message, {
        ...options,
        id,
        duration: Infinity,
        className: 'toast-kind-progress',
      }),
    );
    return id;
  },
  /** Dismiss one toast by id, or all of them. */
  dismiss: (id?: ToastId) => {
    if (hasToasts()) withToasts((toast) => toast.dismiss(id));
  },
};
