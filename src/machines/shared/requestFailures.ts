import { API_CODES, isApiCode } from '../../api/client';
import { isFailureOfKind, toast } from './toastRequest';

/**
 * What every form that sends one request does when it fails for a reason that is not about the
 * form. Machines spread the guards into `setup`, put the transitions first in `onError`, and the
 * states into their `failure` state; their own failures (email taken, wrong password) follow.
 *
 * - `connectionFailure*`: no connection, a server error, too many attempts. Public forms (sign
 *   in, register) have no session to lose and take only these.
 * - `requestFailure*`: the session ended, then the connection failures. Signed-in forms.
 */

type ErrorGuard = (_: unknown, params: { error: unknown }) => boolean;

export const connectionFailureGuards = {
  isNetworkFailure: (_, { error }) => isFailureOfKind(error, 'network'),
  isServerFailure: (_, { error }) => isFailureOfKind(error, 'server'),
  isRateLimited: (_, { error }) => isFailureOfKind(error, 'rateLimited'),
} satisfies Record<string, ErrorGuard>;

export const requestFailureGuards = {
  /** The session is gone, or the server no longer knows the token (sign-in required). */
  isSessionEnded: (_, { error }) =>
    isApiCode(error, API_CODES.sessionInvalid, API_CODES.signInRequired),
  ...connectionFailureGuards,
} satisfies Record<string, ErrorGuard>;

/** The `onError` transition taken when `guard` recognises the error: on to `target`. */
export const onFailure = <const Guard extends string, const Target extends string>(
  guard: Guard,
  target: Target,
) => ({
  guard: {
    type: guard,
    params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
  },
  target,
});

export const connectionFailureTransitions = [
  onFailure('isNetworkFailure', 'failure.network'),
  onFailure('isServerFailure', 'failure.server'),
  onFailure('isRateLimited', 'failure.rateLimited'),
];

export const requestFailureTransitions = [
  onFailure('isSessionEnded', 'failure.sessionEnded'),
  ...connectionFailureTransitions,
];

export const connectionFailureStates = {
  network: { entry: toast({ kind: 'network', message: 'toast.generic.network' }) },
  server: { entry: toast({ kind: 'server', message: 'toast.generic.server' }) },
  rateLimited: { entry: toast({ kind: 'rateLimited', message: 'toast.generic.rateLimit' }) },
};

export const requestFailureStates = {
  // The session machine shows the expiry message and goes to /login.
  sessionEnded: {},
  ...connectionFailureStates,
};
