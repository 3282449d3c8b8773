import { assign, fromPromise, setup } from 'xstate';
import { API_CODES, isApiCode } from '../../api/client';
import type { AccountDeletionError } from '../../lib/accountFlows';
import { onFailure, requestFailureGuards } from '../shared/requestFailures';

export type { AccountDeletionError };

export interface AccountDeletionContext {
  error: AccountDeletionError | null;
}

export type AccountDeletionEvent =
  | { type: 'deletion.open' }
  | { type: 'deletion.cancel' }
  | { type: 'deletion.submit'; password: string };

const EDITING = '#accountDeletion.open.editing';

/** Back to the password with `error` said, when `guard` (one of setup's) knows the failure. */
const refusedWith = <const Guard extends string>(guard: Guard, error: AccountDeletionError) => ({
  ...onFailure(guard, EDITING),
  actions: { type: 'setError' as const, params: error },
});

/**
 * "Delete my account": `closed`, then `open` (the dialog: `editing` the password, `deleting`),
 * and `deleted` once the server has erased the account (`accountDeleted`, the session's
 * farewell). Every refusal stays in the dialog with its reason (nothing typed is lost); a
 * session that had already ended is `sessionEnded`.
 */
export const accountDeletionMachine = setup({
  types: { context: {} as AccountDeletionContext, events: {} as AccountDeletionEvent },
  actors: {
    deleteAccount: fromPromise<void, { password: string }>(async () => {
      throw new Error('deleteAccount must be provided');
    }),
  },
  actions: {
    setError: assign((_, error: AccountDeletionError | null) => ({ error })),
    /** The screen tells the session: the account and its session are gone. */
    accountDeleted: () => {},
    /** The screen tells the session: the token is no longer valid. */
    endSession: () => {},
  },
  guards: {
    ...requestFailureGuards,
    isBlank: (_, params: { password: string }) => params.password === '',
    isWrongPassword: (_, params: { error: unknown }) =>
      isApiCode(params.error, API_CODES.wrongCredentials),
  },
}).createMachine({
  id: 'accountDeletion',
  context: { error: null },
  initial: 'closed',
  states: {
    closed: {
      on: { 'deletion.open': { target: 'open', actions: { type: 'setError', params: null } } },
    },
    open: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'deletion.cancel': '#accountDeletion.closed',
            'deletion.submit': [
              {
                guard: { type: 'isBlank', params: ({ event }) => ({ password: event.password }) },
                actions: { type: 'setError', params: 'required' },
              },
              { target: 'deleting', actions: { type: 'setError', params: null } },
            ],
          },
        },
        deleting: {
          tags: ['busy'],
          invoke: {
            src: 'deleteAccount',
            input: ({ event }) => ({
              password: event.type === 'deletion.submit' ? event.password : '',
            }),
            onDone: '#accountDeletion.deleted',
            onError: [
              onFailure('isSessionEnded', '#accountDeletion.sessionEnded'),
              refusedWith('isWrongPassword', 'wrong'),
              refusedWith('isNetworkFailure', 'network'),
              refusedWith('isRateLimited', 'rateLimited'),
              { target: EDITING, actions: { type: 'setError', params: 'server' } },
            ],
          },
        },
      },
    },
    deleted: { type: 'final', entry: 'accountDeleted' },
    sessionEnded: { type: 'final', entry: 'endSession' },
  },
});
