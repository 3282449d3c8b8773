import { assign, fromPromise, setup } from 'xstate';
import type { PublicUser } from '../../api/contract';
import { API_CODES, isApiCode } from '../../api/client';
import {
  clearStoredSession,
  writeStoredSession,
  type StoredSession,
} from '../../api/sessionStorage';

/** The spec's redirect delays. */
export const LOGOUT_REDIRECT_MS = 1000;
export const EXPIRY_REDIRECT_MS = 1500;

export interface SessionContext {
  token: string | null;
  user: PublicUser | null;
}

export type SessionEvent =
  | { type: 'session.loggedIn'; token: string; user: PublicUser }
  | { type: 'session.userUpdated'; user: PublicUser }
  | { type: 'session.logout' }
  | { type: 'session.expired' }
  /** The account was deleted: the server ended the session with it, nothing to revoke. */
  | { type: 'session.deleted' };

/** True when the server refused the token itself (not when it could not be asked). */
function tokenWasRefused(error: unknown): boolean {
  return isApiCode(error, API_CODES.sessionInvalid, API_CODES.signInRequired);
}

/**
 * The app-wide session: signed out, restoring a stored token (validated with /auth/me), signed
 * in, logging out (revoke, toast, home after 1 s), expired (message, /login after 1.5 s) and
 * deleted with the account (farewell, home after 1 s).
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as StoredSession,
  },
  actors: {
    validateToken: fromPromise<PublicUser, { token: string }>(async () => {
      throw new Error('validateToken must be provided');
    }),
    revokeToken: fromPromise<void, { token: string }>(async () => {}),
  },
  actions: {
    persistSession: ({ context }) => {
      if (context.token && context.user) {
        writeStoredSession({ token: context.token, user: context.user });
      }
    },
    adoptSession: assign(({ event }) =>
      event.type === 'session.loggedIn' ? { token: event.token, user: event.user } : {},
    ),
    forgetSession: assign({ token: null, user: null }),
    clearStorage: () => clearStoredSession(),
    // UI effects: the app supplies these with machine.provide({ actions }).
    notifyLoggedOut: () => {},
    notifySessionExpired: () => {},
    notifyAccountDeleted: () => {},
    navigateHome: () => {},
    navigateToLogin: () => {},
  },
  guards: {
    hasStoredToken: ({ context }) => context.token !== null,
    hasStoredUser: ({ context }) => context.user !== null,
    tokenWasRefused: (_, params: { error: unknown }) => tokenWasRefused(params.error),
  },
  delays: {
    logoutRedirect: LOGOUT_REDIRECT_MS,
    expiryRedirect: EXPIRY_REDIRECT_MS,
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ token: input.token, user: input.user }),
  initial: 'booting',
  states: {
    booting: {
      always: [{ guard: 'hasStoredToken', target: 'restoring' }, { target: 'signedOut' }],
    },
    restoring: {
      // The header already shows the stored reader, so their logout must not be lost.
      on: { 'session.logout': 'loggingOut' },
      invoke: {
        src: 'validateToken',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: {
          target: 'signedIn',
          actions: [assign({ user: ({ event }) => event.output }), 'persistSession'],
        },
        onError: [
          {
            guard: { type: 'tokenWasRefused', params: ({ event }) => ({ error: event.error }) },
            target: 'expired',
          },
          // Offline or server trouble: keep the stored reader rather than sign them out.
          { guard: 'hasStoredUser', target: 'signedIn' },
          { target: 'signedOut', actions: ['forgetSession', 'clearStorage'] },
        ],
      },
    },
    signedIn: {
      tags: ['signedIn'],
      on: {
        'session.loggedIn': { actions: ['adoptSession', 'persistSession'] },
        'session.userUpdated': {
          actions: [assign({ user: ({ event }) => event.user }), 'persistSession'],
        },
        'session.logout': 'loggingOut',
        'session.expired': 'expired',
        'session.deleted': 'accountDeleted',
      },
    },
    loggingOut: {
      tags: ['signedIn'],
      invoke: {
        src: 'revokeToken',
        input: ({ context }) => ({ token: context.token ?? '' }),
        // Revocation failing (offline) must not keep the reader signed in on this device.
        onDone: 'loggedOut',
        onError: 'loggedOut',
      },
    },
    loggedOut: {
      entry: ['forgetSession', 'clearStorage', 'notifyLoggedOut'],
      after: { logoutRedirect: { target: 'signedOut', actions: 'navigateHome' } },
      on: {
        'session.loggedIn': { target: 'signedIn', actions: ['adoptSession', 'persistSession'] },
      },
    },
    accountDeleted: {
      entry: ['forgetSession', 'clearStorage', 'notifyAccountDeleted'],
      after: { logoutRedirect: { target: 'signedOut', actions: 'navigateHome' } },
      on: {
        'session.loggedIn': { target: 'signedIn', actions: ['adoptSession', 'persistSession'] },
      },
    },
    expired: {
      entry: ['forgetSession', 'clearStorage', 'notifySessionExpired'],
      after: { expiryRedirect: { target: 'signedOut', actions: 'navigateToLogin' } },
      on: {
        'session.loggedIn': { target: 'signedIn', actions: ['adoptSession', 'persistSession'] },
      },
    },
    signedOut: {
      on: {
        'session.loggedIn': { target: 'signedIn', actions: ['adoptSession', 'persistSession'] },
      },
    },
  },
});
