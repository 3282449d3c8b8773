import { API_CODES, ApiError } from '../../api/client';
import type { MessageId } from '../../i18n/messages';
import type { ToastRequest } from '../shared/toastRequest';

/** One failure case: the failure state's child, the error the call fails with, its toast. */
export type FailureCase = [state: string, error: unknown, toast: ToastRequest];

/**
 * The failures every form built on machines/shared/requestFailures answers the same way: no
 * connection, a server error, too many attempts. Each flow's table adds its own outcomes.
 */
export const connectionFailureCases: (FailureCase & [string, ApiError, ToastRequest])[] = [
  [
    'network',
    new ApiError('network', 'offline'),
    { kind: 'network', message: 'toast.generic.network' },
  ],
  [
    'server',
    new ApiError('server', '', { code: API_CODES.internal, httpStatus: 500 }),
    { kind: 'server', message: 'toast.generic.server' },
  ],
  [
    'rateLimited',
    new ApiError('rateLimited', '', { code: API_CODES.rateLimited, httpStatus: 429 }),
    { kind: 'rateLimited', message: 'toast.generic.rateLimit' },
  ],
];

/** A failure row for `it.each` tables: its name, the error, the failure state, the toast's text. */
export type FailureRow = readonly [
  label: string,
  error: ApiError,
  state: string,
  message: MessageId,
];

/** The connection failures as table rows, for flows whose tables add their own outcomes. */
export const connectionFailureRows: FailureRow[] = connectionFailureCases.map(
  ([state, error, toast]) => [state, error, state, toast.message] as const,
);
