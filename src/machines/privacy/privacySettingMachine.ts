import { assign, fromPromise, setup } from 'xstate';
import {
  connectionFailureStates,
  onFailure,
  requestFailureGuards,
} from '../shared/requestFailures';
import type { ToastRequest } from '../shared/toastRequest';

/** What the server answered to a change: the setting now, and how many requests it approved. */
export interface PrivacySaved {
  isPrivate: boolean;
  /** Waiting follow requests that became follows (only when the profile went public). */
  approved: number;
}

export interface PrivacySettingContext {
  /** The setting as the server last said it. */
  isPrivate: boolean;
  /** The setting being saved, shown at once so the switch follows the reader's hand. */
  wanted: boolean | null;
}

export type PrivacySettingEvent =
  { type: 'privacy.retry' } | { type: 'privacy.set'; isPrivate: boolean };

const saveFailures = [
  onFailure('isSessionEnded', '#privacySetting.signedOut'),
  onFailure('isNetworkFailure', '#privacySetting.ready.failure.network'),
  onFailure('isServerFailure', '#privacySetting.ready.failure.server'),
  onFailure('isRateLimited', '#privacySetting.ready.failure.rateLimited'),
  // Anything else (an answer not in the contract's shape) leaves the setting as it was, and
  // the reader is told as for a server error: trying again is all they can do.
  { target: '#privacySetting.ready.failure.server' },
];

/** The toast for a saved setting: going public says how many waiting requests it approved. */
function savedToast({ isPrivate, approved }: PrivacySaved): ToastRequest {
  if (isPrivate) return { kind: 'success', message: 'toast.privacy.nowPrivate' };
  if (approved > 0) {
    return {
      kind: 'success',
      message: 'toast.privacy.nowPublicApproved',
      values: { count: String(approved) },
    };
  }
  return { kind: 'success', message: 'toast.privacy.nowPublic' };
}

const savedActions = [
  {
    type: 'setPrivate',
    params: ({ event }: { event: { output: PrivacySaved } }) => event.output.isPrivate,
  },
  {
    type: 'showToast',
    params: ({ event }: { event: { output: PrivacySaved } }) => savedToast(event.output),
  },
] as const;

/**
 * Settings' "Private profile" switch: `loading` the reader's own profile for the setting, then
 * `ready` (idle, or after a failed save, the failure's toast shown) where it can be turned on or
 * off (`saving`, answered with the setting and the requests it approved). A setting that cannot
 * load is `loadFailed` with a retry; an ended session (`signedOut`) hands over to the session
 * machine. Going public approves every waiting request on the server, so `requestsApproved`
 * lets the screen refresh the list of requests.
 */
export const privacySettingMachine = setup({
  types: { context: {} as PrivacySettingContext, events: {} as PrivacySettingEvent },
  actors: {
    loadPrivacy: fromPromise<boolean>(async () => {
      throw new Error('loadPrivacy must be provided');
    }),
    savePrivacy: fromPromise<PrivacySaved, boolean>(async () => {
      throw new Error('savePrivacy must be provided');
    }),
  },
  actions: {
    setPrivate: assign((_, isPrivate: boolean) => ({ isPrivate, wanted: null })),
    forgetWanted: assign({ wanted: null }),
    showToast: (_, _request: ToastRequest) => {},
    /** The screen tells the session: the token is no longer valid. */
    endSession: () => {},
    /** The screen reloads the follow requests: the server turned them into follows. */
    requestsApproved: () => {},
  },
  guards: {
    ...requestFailureGuards,
    changesSetting: ({ context }, params: { isPrivate: boolean }) =>
      params.isPrivate !== context.isPrivate,
    approvedRequests: (_, saved: PrivacySaved) => saved.approved > 0,
  },
}).createMachine({
  id: 'privacySetting',
  context: { isPrivate: false, wanted: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadPrivacy',
        onDone: {
          target: 'ready',
          actions: { type: 'setPrivate', params: ({ event }) => event.output },
        },
        onError: [
          onFailure('isSessionEnded', '#privacySetting.signedOut'),
          { target: 'loadFailed' },
        ],
      },
    },
    loadFailed: { on: { 'privacy.retry': 'loading' } },
    ready: {
      initial: 'idle',
      on: {
        'privacy.set': {
          guard: {
            type: 'changesSetting',
            params: ({ event }) => ({ isPrivate: event.isPrivate }),
          },
          target: 'saving',
          actions: assign({ wanted: ({ event }) => event.isPrivate }),
        },
      },
      states: {
        idle: {},
        failure: { initial: 'network', states: connectionFailureStates },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        src: 'savePrivacy',
        input: ({ context }) => context.wanted ?? context.isPrivate,
        onDone: [
          {
            guard: { type: 'approvedRequests', params: ({ event }) => event.output },
            target: 'ready',
            actions: [...savedActions, 'requestsApproved'],
          },
          { target: 'ready', actions: savedActions },
        ],
        onError: saveFailures.map((transition) => ({
          ...transition,
          actions: 'forgetWanted' as const,
        })),
      },
    },
    signedOut: { entry: 'endSession' },
  },
});
