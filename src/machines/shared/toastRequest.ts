import type { ApiFailureKind } from '../../api/client';
import { isApiError } from '../../api/client';
import type { MessageId } from '../../i18n/messages';

/**
 * The toast kinds flows ask for; a subset of the Toaster's kinds (machines may not import
 * components, and the screens hand requests to the Toaster's `useToastAction`).
 */
export type ToastRequestKind =
  | 'success'
  | 'error'
  | 'warning'
  | 'info'
  | 'liked'
  | 'network'
  | 'server'
  | 'rateLimited'
  | 'validation';

/**
 * What a machine asks the screen to show: the toast kind (it decides emoji and duration) and
 * a message id translated when the toast shows, so machines stay free of react-intl and sonner.
 */
export interface ToastRequest {
  kind: ToastRequestKind;
  message: MessageId;
  values?: Record<string, string>;
}

/** True when `error` is an API failure of `kind` (network, server, rateLimited, ...). */
export function isFailureOfKind(error: unknown, kind: ApiFailureKind): boolean {
  return isApiError(error) && error.kind === kind;
}

/**
 * A toast action for machines whose `showToast` action the screen supplies; the machine's own
 * `showToast` signature decides which request shape it takes.
 */
export const toast = <const Request extends object>(request: Request) => ({
  type: 'showToast' as const,
  params: request,
});
