import { assign, fromPromise, setup } from 'xstate';
import { API_CODES, isApiCode, isApiError } from '../../api/client';
import type { UpdatePasswordBody } from '../../api/contract';
import type { MessageId } from '../../i18n/messages';
import { EMPTY_REGISTER_VALUES, registerErrors, validationMessageId } from '../../validation';
import {
  requestFailureGuards,
  requestFailureStates,
  requestFailureTransitions,
  onFailure,
} from '../shared/requestFailures';
import { editAgain, editing, fieldChanged, formEffects, validatingState } from '../shared/formFlow';
import type { FormEvent } from '../shared/formFlow';
import { serverRefusal } from '../shared/serverRefusal';
import { toast } from '../shared/toastRequest';

/** Form order, named as the contract names them; also the order focus follows. */
export const PASSWORD_FIELDS = ['current_password', 'new_password', 'confirm_password'] as const;
export type PasswordField = (typeof PASSWORD_FIELDS)[number];
export type PasswordValues = Record<PasswordField, string>;
export type PasswordErrors = Record<PasswordField, MessageId | null>;

export interface PasswordChangeContext {
  values: PasswordValues;
  /** Fields the reader has edited (or all, after a blocked submit): only these show marks. */
  touched: Record<PasswordField, boolean>;
  /** What the server refused, per field, until the reader edits that field. */
  serverErrors: Partial<Record<PasswordField, MessageId>>;
}

export type PasswordChangeEvent = FormEvent<PasswordField>;

export const EMPTY_PASSWORD_VALUES: PasswordValues = {
  current_password: '',
  new_password: '',
  confirm_password: '',
};
const untouched: Record<PasswordField, boolean> = {
  current_password: false,
  new_password: false,
  confirm_password: false,
};
const allTouched: Record<PasswordField, boolean> = {
  current_password: true,
  new_password: true,
  confirm_password: true,
};

/**
 * The new password follows the register rules; unlike the spec's original form, the
 * confirmation is checked (docs/ARCHITECTURE.md, "Decided changes from the original client").
 */
export function passwordErrors(values: PasswordValues): PasswordErrors {
  const rules = registerErrors({
    ...EMPTY_REGISTER_VALUES,
    password: values.new_password,
    confirm_password: values.confirm_password,
  });
  return {
    current_password:
      values.current_password === '' ? 'validation.current_password_required' : null,
    new_password: rules.password ? validationMessageId(rules.password) : null,
    confirm_password: rules.confirm_password ? validationMessageId(rules.confirm_password) : null,
  };
}

export function firstInvalidPasswordField(
  errors: Partial<Record<PasswordField, MessageId | null>>,
): PasswordField | null {
  return PASSWORD_FIELDS.find((field) => (errors[field] ?? null) !== null) ?? null;
}

/** What the form shows under each field: the live check once touched, else the server's word. */
export function passwordFieldErrors(context: PasswordChangeContext): PasswordErrors {
  const live = passwordErrors(context.values);
  const shown = (field: PasswordField) =>
    (context.touched[field] ? live[field] : null) ?? context.serverErrors[field] ?? null;
  return {
    current_password: shown('current_password'),
    new_password: shown('new_password'),
    confirm_password: shown('confirm_password'),
  };
}

const refusalMessages: Record<PasswordField, MessageId> = {
  current_password: 'validation.current_password_required',
  new_password: 'toast.auth.passwordRequirements',
  confirm_password: 'validation.confirm_password_mismatch',
};

/** The fields a code 1 answer names (`values` read "field: problem"). */
function refusedFields(error: unknown): Partial<Record<PasswordField, MessageId>> {
  const refused: Partial<Record<PasswordField, MessageId>> = {};
  if (isApiError(error)) {
    for (const value of error.values) {
      const field = PASSWORD_FIELDS.find((name) => value.split(':')[0]?.trim() === name);
      if (field) refused[field] = refusalMessages[field];
    }
  }
  // A refusal naming no field of this form still needs a visible anchor.
  return firstInvalidPasswordField(refused)
    ? refused
    : { new_password: 'toast.auth.passwordRequirements' };
}

const focusFirstRefused = {
  type: 'focusField' as const,
  params: ({ context }: { context: PasswordChangeContext }) => ({
    field: firstInvalidPasswordField(context.serverErrors) ?? 'current_password',
  }),
};

/**
 * Change password (current, new, confirm): editing (live checks per touched field), validating
 * (an invalid form shows the validation toast and makes no call), submitting, changed (toast,
 * fields cleared; the server signs out the reader's other sessions) and failure, one sub-state
 * per outcome. A wrong current password (code 11) marks that field. Code 5 is the client's
 * session-expiry flow: that failure stays quiet.
 */
export const passwordChangeMachine = setup({
  types: {
    context: {} as PasswordChangeContext,
    events: {} as PasswordChangeEvent,
  },
  actors: {
    changePassword: fromPromise<void, UpdatePasswordBody>(async () => {
      throw new Error('changePassword must be provided');
    }),
  },
  actions: {
    ...formEffects<PasswordField>(),
    setField: assign(({ context, event }) => {
      if (event.type !== 'field.change') return {};
      const serverErrors = { ...context.serverErrors };
      delete serverErrors[event.field];
      return { ...fieldChanged(context, event), serverErrors };
    }),
    touchAll: assign({ touched: allTouched }),
    clearForm: assign({ values: EMPTY_PASSWORD_VALUES, touched: untouched, serverErrors: {} }),
    refuseCurrent: assign({
      serverErrors: { current_password: 'toast.password.wrongCurrent' as MessageId },
    }),
    refuseFields: assign((_, { error }: { error: unknown }) => ({
      serverErrors: refusedFields(error),
    })),
  },
  guards: {
    canSubmit: ({ context }) => firstInvalidPasswordField(passwordErrors(context.values)) === null,
    ...requestFailureGuards,
    isWrongCurrent: (_, { error }: { error: unknown }) =>
      isApiCode(error, API_CODES.wrongCredentials),
    ...serverRefusal.guards,
  },
}).createMachine({
  id: 'passwordChange',
  context: { values: EMPTY_PASSWORD_VALUES, touched: untouched, serverErrors: {} },
  initial: 'editing',
  states: {
    editing,
    validating: validatingState(
      'editing',
      (context: PasswordChangeContext) =>
        firstInvalidPasswordField(passwordErrors(context.values)) ?? 'current_password',
    ),
    submitting: {
      tags: ['busy'],
      invoke: {
        src: 'changePassword',
        input: ({ context }) => ({ ...context.values }),
        onDone: {
          target: 'changed',
          actions: ['clearForm', toast({ kind: 'success', message: 'toast.password.changed' })],
        },
        onError: [
          ...requestFailureTransitions,
          { ...onFailure('isWrongCurrent', 'failure.wrongCurrent'), actions: 'refuseCurrent' },
          serverRefusal.transition,
          { target: 'failure.unknown' },
        ],
      },
    },
    changed: { on: editAgain('editing') },
    failure: {
      // Always entered through a named child; `unknown` is the generic change error.
      initial: 'unknown',
      on: editAgain('editing'),
      states: {
        ...requestFailureStates,
        wrongCurrent: {
          entry: [
            toast({ kind: 'error', message: 'toast.password.wrongCurrent' }),
            focusFirstRefused,
          ],
        },
        invalid: serverRefusal.state(focusFirstRefused),
        unknown: { entry: toast({ kind: 'error', message: 'toast.password.changeFailed' }) },
      },
    },
  },
});
