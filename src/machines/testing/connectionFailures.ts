import { API_CODES, ApiError } from '../../api/client';
import type { ToastRequest } from '../shared/toastRequest';

/** One failure case: the failure state's child, the error the call fails with, its toast. */
export type FailureCase = [state: string, error: unknown, toast: ToastRequest];

/**
 * The failures every form built on machines/shared/requestFailures answers the same way: no
 * connection, a server error, too many attempts. Each flow's table adds its own outcomes.
 */
export const connectionFailureCases: FailureCase[] = [
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
