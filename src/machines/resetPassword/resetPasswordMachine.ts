import { assign, fromPromise, setup } from 'xstate';
import { API_CODES, isApiCode, isApiError } from '../../api/client';
import { isResetTokenShaped } from '../../api/contract/passwordResetRules';
import type { MessageId } from '../../i18n/messages';
import { EMPTY_REGISTER_VALUES, registerErrors, validationMessageId } from '../../validation';
import {
  connectionFailureGuards,
  connectionFailureStates,
  connectionFailureTransitions,
  onFailure,
} from '../shared/requestFailures';
import { editAgain, editing, fieldChanged, formEffects, validatingState } from '../shared/formFlow';
import type { FormEvent } from '../shared/formFlow';
import { serverRefusal } from '../shared/serverRefusal';
import { toast } from '../shared/toastRequest';

/** Form order, named as the contract names them; also the order focus follows. */
export const RESET_FIELDS = ['password', 'confirm_password'] as const;
export type ResetField = (typeof RESET_FIELDS)[number];
export type ResetValues = Record<ResetField, string>;
export type ResetErrors = Record<ResetField, MessageId | null>;

export interface ResetPasswordContext {
  /** The link's token, from `?token=`. */
  token: string;
  values: ResetValues;
  touched: Record<ResetField, boolean>;
  /** What the server refused, per field, until the reader edits that field. */
  serverErrors: Partial<Record<ResetField, MessageId>>;
}

export type ResetPasswordEvent = FormEvent<ResetField>;

export interface ResetPasswordBody {
  token: string;
  password: string;
  confirm_password: string;
}

const EMPTY: ResetValues = { password: '', confirm_password: '' };
const untouched: Record<ResetField, boolean> = { password: false, confirm_password: false };

/** The register screen's rules, live: the new password and its confirmation. */
export function resetPasswordErrors(values: ResetValues): ResetErrors {
  const rules = registerErrors({ ...EMPTY_REGISTER_VALUES, ...values });
  return {
    password: rules.password ? validationMessageId(rules.password) : null,
    confirm_password: rules.confirm_password ? validationMessageId(rules.confirm_password) : null,
  };
}

export function firstInvalidResetField(
  errors: Partial<Record<ResetField, MessageId | null>>,
): ResetField | null {
  return RESET_FIELDS.find((field) => (errors[field] ?? null) !== null) ?? null;
}

/** What the form shows under each field: the live check once touched, else the server's word. */
export function resetFieldErrors(context: ResetPasswordContext): ResetErrors {
  const live = resetPasswordErrors(context.values);
  const shown = (field: ResetField) =>
    (context.touched[field] ? live[field] : null) ?? context.serverErrors[field] ?? null;
  return { password: shown('password'), confirm_password: shown('confirm_password') };
}

/** The fields a code 1 answer names (`values` read "field: problem"). */
function refusedFields(error: unknown): Partial<Record<ResetField, MessageId>> {
  const refused: Partial<Record<ResetField, MessageId>> = {};
  if (isApiError(error)) {
    for (const value of error.values) {
      const field = RESET_FIELDS.find((name) => value.split(':')[0]?.trim() === name);
      if (field === 'password') refused.password = 'toast.auth.passwordRequirements';
      if (field === 'confirm_password') {
        refused.confirm_password = 'validation.confirm_password_mismatch';
      }
    }
  }
  return firstInvalidResetField(refused)
    ? refused
    : { password: 'toast.auth.passwordRequirements' };
}

const focusFirstRefused = {
  type: 'focusField' as const,
  params: ({ context }: { context: ResetPasswordContext }) => ({
    field: firstInvalidResetField(context.serverErrors) ?? 'password',
  }),
};

/**
 * Setting a new password from a mailed link. A token that cannot be one goes straight to
 * `link.invalid` without a call; otherwise editing (the register screen's live checks),
 * validating, submitting, then `done` (every session was ended: the reader signs in again) or
 * what the server said of the link: `link.invalid` (code 12), `link.expired` (13: late, or a
 * newer link was sent), `link.used` (14). Each link state offers a new link. Failures that are
 * not about the link (`failure.*`) keep the form and its values.
 */
export const resetPasswordMachine = setup({
  types: {
    context: {} as ResetPasswordContext,
    events: {} as ResetPasswordEvent,
    input: {} as { token: string },
  },
  actors: {
    confirmReset: fromPromise<void, ResetPasswordBody>(async () => {
      throw new Error('confirmReset must be provided');
    }),
  },
  actions: {
    ...formEffects<ResetField>(),
    setField: assign(({ context, event }) => {
      if (event.type !== 'field.change') return {};
      const serverErrors = { ...context.serverErrors };
      delete serverErrors[event.field];
      return { ...fieldChanged(context, event), serverErrors };
    }),
    touchAll: assign({ touched: { password: true, confirm_password: true } }),
    refuseFields: assign((_, { error }: { error: unknown }) => ({
      serverErrors: refusedFields(error),
    })),
    /** Forgets the typed passwords once they can no longer be used. */
    clearForm: assign({ values: EMPTY, touched: untouched, serverErrors: {} }),
    /** The screen moves focus to the outcome's heading, so it is read at once. */
    focusOutcome: () => {},
  },
  guards: {
    isTokenShaped: ({ context }) => isResetTokenShaped(context.token),
    canSubmit: ({ context }) =>
      firstInvalidResetField(resetPasswordErrors(context.values)) === null,
    ...connectionFailureGuards,
    isLinkInvalid: (_, { error }: { error: unknown }) =>
      isApiCode(error, API_CODES.resetLinkInvalid),
    isLinkExpired: (_, { error }: { error: unknown }) =>
      isApiCode(error, API_CODES.resetLinkExpired),
    isLinkUsed: (_, { error }: { error: unknown }) => isApiCode(error, API_CODES.resetLinkUsed),
    ...serverRefusal.guards,
  },
}).createMachine({
  id: 'resetPassword',
  context: ({ input }) => ({
    token: input.token,
    values: EMPTY,
    touched: untouched,
    serverErrors: {},
  }),
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'isTokenShaped', target: 'editing' }, { target: 'link.invalid' }],
    },
    editing,
    validating: validatingState(
      'editing',
      (context: ResetPasswordContext) =>
        firstInvalidResetField(resetPasswordErrors(context.values)) ?? 'password',
    ),
    submitting: {
      tags: ['busy'],
      invoke: {
        src: 'confirmReset',
        input: ({ context }) => ({ token: context.token, ...context.values }),
        onDone: {
          target: 'done',
          actions: ['clearForm', toast({ kind: 'success', message: 'toast.reset.changed' })],
        },
        onError: [
          ...connectionFailureTransitions,
          onFailure('isLinkInvalid', 'link.invalid'),
          onFailure('isLinkExpired', 'link.expired'),
          onFailure('isLinkUsed', 'link.used'),
          serverRefusal.transition,
          { target: 'failure.unknown' },
        ],
      },
    },
    done: { type: 'final', entry: 'focusOutcome' },
    link: {
      // Nothing more can be done with this link: the state offers a new one.
      entry: ['clearForm', 'focusOutcome'],
      initial: 'invalid',
      states: { invalid: {}, expired: {}, used: {} },
    },
    failure: {
      // Always entered through a named child; `unknown` is the generic change error.
      initial: 'unknown',
      on: editAgain('editing'),
      states: {
        ...connectionFailureStates,
        invalid: serverRefusal.state(focusFirstRefused),
        unknown: { entry: toast({ kind: 'error', message: 'toast.reset.failed' }) },
      },
    },
  },
});
