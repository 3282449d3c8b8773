import { assign, fromPromise, setup } from 'xstate';
import { isApiError } from '../../api/client';
import type { RegisterBody } from '../../api/contract';
import {
  EMPTY_REGISTER_VALUES,
  REGISTER_FIELDS,
  completionPercent,
  completionStage,
  firstInvalidRegisterField,
  registerBody,
  registerErrors,
  type CompletionStage,
  type RegisterField,
  type RegisterValues,
} from '../../validation';
import {
  connectionFailureGuards,
  connectionFailureStates,
  connectionFailureTransitions,
  onFailure,
} from '../shared/requestFailures';
import { editAgain, editing, formEffects, recordEdit, validatingState } from '../shared/formFlow';
import type { FormEvent } from '../shared/formFlow';
import { toast } from '../shared/toastRequest';

/** The spec's pause between the success message and /login. */
export const REGISTER_REDIRECT_MS = 2000;

export interface RegisterContext {
  values: RegisterValues;
  /** Fields the reader has edited (or all, after a blocked submit): only these show marks. */
  touched: Record<RegisterField, boolean>;
}

export type RegisterEvent = FormEvent<RegisterField>;

const untouched = Object.fromEntries(REGISTER_FIELDS.map((field) => [field, false])) as Record<
  RegisterField,
  boolean
>;
const allTouched = Object.fromEntries(REGISTER_FIELDS.map((field) => [field, true])) as Record<
  RegisterField,
  boolean
>;

/** The server's messages for a refused registration, as one lowercase text to search. */
function valuesText(error: unknown): string {
  return isApiError(error) ? error.values.join(' ').toLowerCase() : '';
}

/** The completion indicator: share of valid fields and its stage. */
export function registerProgress(values: RegisterValues): {
  percent: number;
  stage: CompletionStage;
} {
  const percent = completionPercent(registerErrors(values));
  return { percent, stage: completionStage(percent) };
}

/**
 * Registration: idle (live validation per field), validating (an invalid form shows the
 * validation toast and makes no call), submitting, success (toast, /login after 2 s) and
 * failure, one sub-state per outcome the spec names. It creates the account only; the reader
 * signs in afterwards.
 */
export const registerMachine = setup({
  types: {
    context: {} as RegisterContext,
    events: {} as RegisterEvent,
  },
  actors: {
    register: fromPromise<void, RegisterBody>(async () => {
      throw new Error('register must be provided');
    }),
  },
  actions: {
    ...formEffects<RegisterField>(),
    setField: recordEdit<RegisterContext, RegisterField>(),
    touchAll: assign({ touched: allTouched }),
    navigateToLogin: () => {},
  },
  guards: {
    canSubmit: ({ context }) => firstInvalidRegisterField(registerErrors(context.values)) === null,
    ...connectionFailureGuards,
    // The spec checks the values text in this order: username, email, password.
    mentionsUsername: (_, { error }: { error: unknown }) => valuesText(error).includes('username'),
    mentionsEmail: (_, { error }: { error: unknown }) => valuesText(error).includes('email'),
    mentionsPassword: (_, { error }: { error: unknown }) => valuesText(error).includes('password'),
  },
  delays: {
    registerRedirect: REGISTER_REDIRECT_MS,
  },
}).createMachine({
  id: 'register',
  context: { values: EMPTY_REGISTER_VALUES, touched: untouched },
  initial: 'idle',
  states: {
    idle: editing,
    validating: validatingState(
      'idle',
      (context: RegisterContext) =>
        firstInvalidRegisterField(registerErrors(context.values)) ?? 'name',
    ),
    submitting: {
      tags: ['busy'],
      invoke: {
        src: 'register',
        input: ({ context }) => registerBody(context.values),
        onDone: 'success',
        onError: [
          ...connectionFailureTransitions,
          onFailure('mentionsUsername', 'failure.usernameTaken'),
          onFailure('mentionsEmail', 'failure.emailTaken'),
          onFailure('mentionsPassword', 'failure.passwordRejected'),
          { target: 'failure.registerFailed' },
        ],
      },
    },
    success: {
      tags: ['busy'],
      entry: toast({ kind: 'success', message: 'toast.auth.registerSuccess' }),
      after: { registerRedirect: { target: 'registered', actions: 'navigateToLogin' } },
    },
    registered: { type: 'final', tags: ['busy'] },
    failure: {
      // Always entered through a named child; `registerFailed` is the spec's generic error.
      initial: 'registerFailed',
      on: editAgain('idle'),
      states: {
        ...connectionFailureStates,
        usernameTaken: { entry: toast({ kind: 'error', message: 'toast.auth.usernameTaken' }) },
        emailTaken: { entry: toast({ kind: 'error', message: 'toast.auth.emailTaken' }) },
        passwordRejected: {
          entry: toast({ kind: 'error', message: 'toast.auth.passwordRequirements' }),
        },
        registerFailed: { entry: toast({ kind: 'error', message: 'toast.auth.registerFailed' }) },
      },
    },
  },
});
