import { assign, fromPromise, setup } from 'xstate';
import type { Session } from '../../api/contract/entities';
import {
  connectionFailureStates,
  onFailure,
  requestFailureGuards,
} from '../shared/requestFailures';
import type { ToastRequest } from '../shared/toastRequest';
import type { SessionEnding } from '../../lib/accountFlows';

/** The caller's sessions as the server last listed them. */
export interface SessionList {
  sessions: Session[];
  total: number;
}

export type { SessionEnding };

export interface SessionListContext extends SessionList {
  ending: SessionEnding | null;
}

export type SessionListEvent =
  | { type: 'sessions.retry' }
  | { type: 'sessions.end'; id: number }
  | { type: 'sessions.endOthers' };

const endFailures = [
  onFailure('isSessionEnded', '#sessionList.signedOut'),
  onFailure('isNetworkFailure', '#sessionList.ready.failure.network'),
  onFailure('isServerFailure', '#sessionList.ready.failure.server'),
  onFailure('isRateLimited', '#sessionList.ready.failure.rateLimited'),
  // Not found: ended meanwhile (elsewhere, or by expiry). The list is read again.
  { target: '#sessionList.loading' },
];

/**
 * Settings' "Where you're signed in": `loading` the list, then `ready` (idle, or after a failed
 * end, the failure's toast shown) where one session or every other can be ended (`ending`,
 * answered with the new list). A list that cannot load is `loadFailed` with a retry; an ended
 * own session (`signedOut`) hands over to the session machine.
 */
export const sessionListMachine = setup({
  types: { context: {} as SessionListContext, events: {} as SessionListEvent },
  actors: {
    listSessions: fromPromise<SessionList>(async () => {
      throw new Error('listSessions must be provided');
    }),
    endSessions: fromPromise<SessionList, SessionEnding>(async () => {
      throw new Error('endSessions must be provided');
    }),
  },
  actions: {
    setList: assign((_, list: SessionList) => ({ ...list, ending: null })),
    showToast: (_, _request: ToastRequest) => {},
    /** The screen tells the session: the token is no longer valid. */
    endSession: () => {},
  },
  guards: requestFailureGuards,
}).createMachine({
  id: 'sessionList',
  context: { sessions: [], total: 0, ending: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'listSessions',
        onDone: {
          target: 'ready',
          actions: { type: 'setList', params: ({ event }) => event.output },
        },
        onError: [onFailure('isSessionEnded', '#sessionList.signedOut'), { target: 'loadFailed' }],
      },
    },
    loadFailed: { on: { 'sessions.retry': 'loading' } },
    ready: {
      initial: 'idle',
      on: {
        'sessions.end': {
          target: 'ending',
          actions: assign({ ending: ({ event }) => ({ id: event.id }) }),
        },
        'sessions.endOthers': { target: 'ending', actions: assign({ ending: 'others' }) },
      },
      states: {
        idle: {},
        failure: { initial: 'network', states: connectionFailureStates },
      },
    },
    ending: {
      tags: ['busy'],
      invoke: {
        src: 'endSessions',
        input: ({ context }) => context.ending ?? 'others',
        onDone: {
          target: 'ready',
          actions: [
            {
              type: 'showToast',
              params: ({ context }) => ({
                kind: 'success',
                message:
                  context.ending === 'others'
                    ? 'settings.sessions.toast.endedOthers'
                    : 'settings.sessions.toast.ended',
              }),
            },
            { type: 'setList', params: ({ event }) => event.output },
          ],
        },
        onError: endFailures.map((transition) => ({
          ...transition,
          actions: assign({ ending: null }),
        })),
      },
    },
    signedOut: { entry: 'endSession' },
  },
});
