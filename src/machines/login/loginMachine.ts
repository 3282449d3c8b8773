import { assign, fromPromise, setup } from 'xstate';
import { API_CODES, isApiCode, isApiError } from '../../api/client';
import type { LoginBody, PublicUser } from '../../api/contract';
import {
  firstInvalidLoginField,
  submitLoginErrors,
  type LoginField,
  type LoginValues,
} from '../../validation';
import {
  connectionFailureGuards,
  connectionFailureStates,
  connectionFailureTransitions,
  onFailure,
} from '../shared/requestFailures';
import { editAgain, editing, formEffects, recordEdit, validatingState } from '../shared/formFlow';
import type { FormEvent } from '../shared/formFlow';
import { toast, type ToastRequest } from '../shared/toastRequest';

/** The spec's pause between the success message and /dashboard. */
export const LOGIN_REDIRECT_MS = 1500;

export interface LoginResult {
  token: string;
  user: PublicUser;
}

export interface LoginContext {
  values: LoginValues;
  /** Fields the reader has edited (or all, after a blocked submit): only these show marks. */
  touched: Record<LoginField, boolean>;
  /** The signed-in session, held until the redirect so the guest-only guard does not jump. */
  result: LoginResult | null;
  /** The status code of an unexpected API answer, for its message. */
  failureCode: string | null;
  /** A moderator suspended the account: until when (null: no end date) and why. */
  suspension: Suspension | null;
}

export interface Suspension {
  until: string | null;
  reason: string;
}

/** What a suspended reader is told: the end date when there is one, and always the reason. */
function suspendedToast(suspension: Suspension | null): ToastRequest {
  const reason = suspension?.reason ?? '';
  return suspension?.until
    ? {
        kind: 'error',
        message: 'toast.auth.suspended',
        values: { until: suspension.until, reason },
      }
    : { kind: 'error', message: 'toast.auth.suspendedNoEnd', values: { reason } };
}

/** The suspension a refused sign-in names in its values (`until: …`, `reason: …`), if any. */
export function suspensionOf(error: unknown): Suspension | null {
  if (!isApiCode(error, API_CODES.forbidden) || !isApiError(error)) return null;
  const value = (name: string) =>
    error.values.find((each) => each.startsWith(`${name}: `))?.slice(name.length + 2);
  const reason = value('reason');
  return reason === undefined ? null : { until: value('until') ?? null, reason };
}

export type LoginEvent = FormEvent<LoginField>;

/**
 * Sign-in: idle, validating (the spec's submit-time rules; a failure shows the validation toast
 * and makes no call), submitting, success (toast, /dashboard after 1.5 s) and failure, one
 * sub-state per outcome the spec names.
 */
export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
  },
  actors: {
    login: fromPromise<LoginResult, LoginBody>(async () => {
      throw new Error('login must be provided');
    }),
  },
  actions: {
    ...formEffects<LoginField>(),
    setField: recordEdit<LoginContext, LoginField>(),
    touchAll: assign({ touched: { email: true, password: true } }),
    /** Hands the session to the app (the screen sends session.loggedIn). */
    startSession: (_, _params: { result: LoginResult | null }) => {},
    navigateToDashboard: () => {},
  },
  guards: {
    canSubmit: ({ context }) => firstInvalidLoginField(submitLoginErrors(context.values)) === null,
    ...connectionFailureGuards,
    isWrongCredentials: (_, { error }: { error: unknown }) =>
      isApiCode(error, API_CODES.notFound, API_CODES.wrongCredentials),
    isSuspended: (_, { error }: { error: unknown }) => suspensionOf(error) !== null,
    // Status 0 without token or userInfo fails the contract's parsing: a 'format' failure.
    isUserInfoMissing: (_, { error }: { error: unknown }) =>
      isApiError(error) && error.kind === 'format' && error.code === API_CODES.ok,
    isUnexpectedCode: (_, { error }: { error: unknown }) =>
      isApiError(error) && error.kind === 'api' && error.code !== undefined,
  },
  delays: {
    loginRedirect: LOGIN_REDIRECT_MS,
  },
}).createMachine({
  id: 'login',
  context: {
    values: { email: '', password: '' },
    touched: { email: false, password: false },
    result: null,
    failureCode: null,
    suspension: null,
  },
  initial: 'idle',
  states: {
    idle: editing,
    validating: validatingState(
      'idle',
      (context: LoginContext) =>
        firstInvalidLoginField(submitLoginErrors(context.values)) ?? 'email',
    ),
    submitting: {
      tags: ['busy'],
      invoke: {
        src: 'login',
        input: ({ context }) => ({
          email: context.values.email.trim(),
          password: context.values.password,
        }),
        onDone: { target: 'success', actions: assign({ result: ({ event }) => event.output }) },
        onError: [
          ...connectionFailureTransitions,
          onFailure('isWrongCredentials', 'failure.wrongCredentials'),
          {
            guard: { type: 'isSuspended', params: ({ event }) => ({ error: event.error }) },
            target: 'failure.suspended',
            actions: assign({ suspension: ({ event }) => suspensionOf(event.error) }),
          },
          onFailure('isUserInfoMissing', 'failure.userInfoMissing'),
          {
            guard: { type: 'isUnexpectedCode', params: ({ event }) => ({ error: event.error }) },
            target: 'failure.unexpectedCode',
            actions: assign({
              failureCode: ({ event }) => (isApiError(event.error) ? (event.error.code ?? '') : ''),
            }),
          },
          { target: 'failure.unknown' },
        ],
      },
    },
    success: {
      tags: ['busy'],
      entry: toast({ kind: 'success', message: 'toast.auth.loginSuccess' }),
      after: {
        loginRedirect: {
          target: 'signedIn',
          actions: [
            { type: 'startSession', params: ({ context }) => ({ result: context.result }) },
            'navigateToDashboard',
          ],
        },
      },
    },
    signedIn: { type: 'final', tags: ['busy'] },
    failure: {
      // Always entered through a named child; `unknown` is the spec's generic login error.
      initial: 'unknown',
      on: editAgain('idle'),
      states: {
        ...connectionFailureStates,
        wrongCredentials: {
          entry: toast({ kind: 'error', message: 'toast.auth.wrongCredentials' }),
        },
        userInfoMissing: {
          entry: toast({ kind: 'warning', message: 'toast.auth.userInfoMissing' }),
        },
        suspended: {
          entry: {
            type: 'showToast',
            params: ({ context }) => suspendedToast(context.suspension),
          },
        },
        unexpectedCode: {
          entry: {
            type: 'showToast',
            params: ({ context }) => ({
              kind: 'error',
              message: 'toast.auth.loginFailedCode',
              values: { code: context.failureCode ?? '' },
            }),
          },
        },
        unknown: { entry: toast({ kind: 'error', message: 'toast.auth.loginFailed' }) },
      },
    },
  },
});
