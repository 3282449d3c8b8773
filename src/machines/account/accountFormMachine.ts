import { assign, fromPromise, setup } from 'xstate';
import { API_CODES, isApiCode, isApiError } from '../../api/client';
import type { Gender, PublicUser, UpdateProfileBody } from '../../api/contract';
import { GENDERS } from '../../api/contract/limits';
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

/** Form order: also the order focus follows to the first invalid field. */
export const ACCOUNT_FIELDS = ['fullName', 'email', 'currentPassword', 'gender'] as const;
export type AccountField = (typeof ACCOUNT_FIELDS)[number];

export interface AccountValues {
  fullName: string;
  email: string;
  /** Asked for only while the email differs from the saved one (the server requires it then). */
  currentPassword: string;
  /** '' while no gender is chosen (the select's placeholder). */
  gender: Gender | '';
}

export type AccountErrors = Record<AccountField, MessageId | null>;

export interface AccountFormContext {
  /** The signed-in reader as last saved: the prefill, and the name parts an unchanged name keeps. */
  user: PublicUser;
  values: AccountValues;
  /** Fields the reader has edited (or all, after a blocked submit): only these show marks. */
  touched: Record<AccountField, boolean>;
  /** What the server refused, per field, until the reader edits that field. */
  serverErrors: Partial<Record<AccountField, MessageId>>;
}

export type AccountFormEvent = FormEvent<AccountField>;

const untouched: Record<AccountField, boolean> = {
  fullName: false,
  email: false,
  currentPassword: false,
  gender: false,
};
const allTouched: Record<AccountField, boolean> = {
  fullName: true,
  email: true,
  currentPassword: true,
  gender: true,
};

const isGender = (value: string): value is Gender => (GENDERS as readonly string[]).includes(value);

const collapseSpaces = (value: string) => value.trim().replace(/\s+/g, ' ');

/** The form's starting values for a reader. */
export function accountValuesOf(user: PublicUser): AccountValues {
  return {
    fullName: user.full_name || `${user.name} ${user.surname}`.trim(),
    email: user.email ?? '',
    currentPassword: '',
    gender: user.gender ?? '',
  };
}

/** Whether the form would change the saved email (compared as the server stores it). */
export function emailChanged(values: Pick<AccountValues, 'email'>, user: PublicUser): boolean {
  return values.email.trim().toLowerCase() !== (user.email ?? '').toLowerCase();
}

/**
 * The API keeps name and surname (greetings, member cards) beside the full name, so the full
 * name is split: an unchanged name keeps the saved parts exactly, a new one splits at its last
 * space (given names may have several words, the surname is the last).
 */
export function nameParts(
  fullName: string,
  user: Pick<PublicUser, 'name' | 'surname'>,
): { name: string; surname: string } | null {
  const normalized = collapseSpaces(fullName);
  if (normalized === collapseSpaces(`${user.name} ${user.surname}`)) {
    return { name: user.name, surname: user.surname };
  }
  const lastSpace = normalized.lastIndexOf(' ');
  if (lastSpace < 0) return null;
  return { name: normalized.slice(0, lastSpace), surname: normalized.slice(lastSpace + 1) };
}

/** Every field's first problem (the register rules for name parts and email), or null. */
export function accountErrors(values: AccountValues, user: PublicUser): AccountErrors {
  const parts = nameParts(values.fullName, user);
  const rules = registerErrors({
    ...EMPTY_REGISTER_VALUES,
    name: parts?.name ?? '',
    surname: parts?.surname ?? '',
    email: values.email,
  });
  let fullName: MessageId | null = null;
  if (collapseSpaces(values.fullName) === '') fullName = 'validation.full_name_required';
  else if (!parts) fullName = 'validation.full_name_surname_required';
  else if (rules.name) fullName = validationMessageId(rules.name);
  else if (rules.surname) fullName = validationMessageId(rules.surname);
  return {
    fullName,
    email: rules.email ? validationMessageId(rules.email) : null,
    currentPassword:
      emailChanged(values, user) && values.currentPassword === ''
        ? 'validation.current_password_required'
        : null,
    // The select offers only the contract's genders (or none): nothing to check.
    gender: null,
  };
}

export function firstInvalidAccountField(
  errors: Partial<Record<AccountField, MessageId | null>>,
): AccountField | null {
  return ACCOUNT_FIELDS.find((field) => (errors[field] ?? null) !== null) ?? null;
}

/** What the form shows under each field: the live check once touched, else the server's word. */
export function accountFieldErrors(context: AccountFormContext): AccountErrors {
  const live = accountErrors(context.values, context.user);
  const shown = (field: AccountField) =>
    (context.touched[field] ? live[field] : null) ?? context.serverErrors[field] ?? null;
  return {
    fullName: shown('fullName'),
    email: shown('email'),
    currentPassword: emailChanged(context.values, context.user) ? shown('currentPassword') : null,
    gender: shown('gender'),
  };
}

/** The body `/users/update/profile` receives (call only with valid values). */
export function accountBody(values: AccountValues, user: PublicUser): UpdateProfileBody {
  const parts = nameParts(values.fullName, user) ?? { name: '', surname: '' };
  return {
    name: parts.name,
    surname: parts.surname,
    full_name: collapseSpaces(values.fullName),
    email: values.email.trim(),
    gender: values.gender === '' ? null : values.gender,
    ...(emailChanged(values, user) ? { current_password: values.currentPassword } : {}),
  };
}

/** The fields a code 1 answer names (`values` read "field: problem"). */
function refusedFields(error: unknown): Partial<Record<AccountField, MessageId>> {
  const refused: Partial<Record<AccountField, MessageId>> = {};
  if (!isApiError(error)) return refused;
  for (const value of error.values) {
    const field = value.split(':')[0]?.trim() ?? '';
    if (field === 'email') refused.email = 'validation.email_invalid';
    else if (field === 'current_password') {
      refused.currentPassword = 'validation.current_password_required';
    } else if (field === 'gender') refused.gender = 'validation.server_rejected';
    else if (['name', 'surname', 'full_name'].includes(field)) {
      refused.fullName = 'validation.server_rejected';
    }
  }
  // A refusal naming no field of this form still needs a visible anchor.
  return firstInvalidAccountField(refused) ? refused : { fullName: 'validation.server_rejected' };
}

const focusFirstRefused = {
  type: 'focusField' as const,
  params: ({ context }: { context: AccountFormContext }) => ({
    field: firstInvalidAccountField(context.serverErrors) ?? 'fullName',
  }),
};

/**
 * Account settings (full name, email, gender), prefilled from the signed-in reader: editing
 * (live checks per touched field), validating (an invalid form shows the validation toast and
 * makes no call), submitting, saved (toast; the session learns the new user) and failure, one
 * sub-state per outcome. A changed email also needs the current password (the server ends the
 * reader's other sessions then); a wrong one (code 11) marks that field. Code 5 is the client's
 * session-expiry flow: that failure stays quiet.
 */
export const accountFormMachine = setup({
  types: {
    context: {} as AccountFormContext,
    events: {} as AccountFormEvent,
    input: {} as { user: PublicUser },
  },
  actors: {
    saveProfile: fromPromise<PublicUser, UpdateProfileBody>(async () => {
      throw new Error('saveProfile must be provided');
    }),
  },
  actions: {
    ...formEffects<AccountField>(),
    setField: assign(({ context, event }) => {
      if (event.type !== 'field.change') return {};
      const value =
        event.field === 'gender' ? (isGender(event.value) ? event.value : '') : event.value;
      const serverErrors = { ...context.serverErrors };
      delete serverErrors[event.field];
      const { values, touched } = fieldChanged(context, { field: event.field, value });
      // Back to the saved email: the password is no longer asked for, so it is not kept.
      if (event.field === 'email' && !emailChanged(values, context.user)) {
        values.currentPassword = '';
        touched.currentPassword = false;
        delete serverErrors.currentPassword;
      }
      return { values, touched, serverErrors };
    }),
    touchAll: assign({ touched: allTouched }),
    adoptUser: assign((_, { user }: { user: PublicUser }) => ({
      user,
      values: accountValuesOf(user),
      touched: untouched,
      serverErrors: {},
    })),
    refuseEmail: assign({ serverErrors: { email: 'toast.profile.emailTaken' as MessageId } }),
    refuseCurrentPassword: assign({
      serverErrors: { currentPassword: 'toast.password.wrongCurrent' as MessageId },
    }),
    refuseFields: assign((_, { error }: { error: unknown }) => ({
      serverErrors: refusedFields(error),
    })),
    /** The screen sends session.userUpdated so the header and profile show the new details. */
    userUpdated: (_, _params: { user: PublicUser }) => {},
  },
  guards: {
    canSubmit: ({ context }) =>
      firstInvalidAccountField(accountErrors(context.values, context.user)) === null,
    ...requestFailureGuards,
    isEmailTaken: (_, { error }: { error: unknown }) => isApiCode(error, API_CODES.conflict),
    isWrongPassword: (_, { error }: { error: unknown }) =>
      isApiCode(error, API_CODES.wrongCredentials),
    ...serverRefusal.guards,
  },
}).createMachine({
  id: 'accountForm',
  context: ({ input }) => ({
    user: input.user,
    values: accountValuesOf(input.user),
    touched: untouched,
    serverErrors: {},
  }),
  initial: 'editing',
  states: {
    editing,
    validating: validatingState(
      'editing',
      (context: AccountFormContext) =>
        firstInvalidAccountField(accountErrors(context.values, context.user)) ?? 'fullName',
    ),
    submitting: {
      tags: ['busy'],
      invoke: {
        src: 'saveProfile',
        input: ({ context }) => accountBody(context.values, context.user),
        onDone: {
          target: 'saved',
          actions: [
            { type: 'adoptUser', params: ({ event }) => ({ user: event.output }) },
            { type: 'userUpdated', params: ({ event }) => ({ user: event.output }) },
            toast({ kind: 'success', message: 'toast.profile.updated' }),
          ],
        },
        onError: [
          ...requestFailureTransitions,
          { ...onFailure('isEmailTaken', 'failure.emailTaken'), actions: 'refuseEmail' },
          {
            ...onFailure('isWrongPassword', 'failure.wrongPassword'),
            actions: 'refuseCurrentPassword',
          },
          serverRefusal.transition,
          { target: 'failure.unknown' },
        ],
      },
    },
    saved: { on: editAgain('editing') },
    failure: {
      // Always entered through a named child; `unknown` is the generic update error.
      initial: 'unknown',
      on: editAgain('editing'),
      states: {
        ...requestFailureStates,
        emailTaken: {
          entry: [toast({ kind: 'error', message: 'toast.profile.emailTaken' }), focusFirstRefused],
        },
        wrongPassword: {
          entry: [
            toast({ kind: 'error', message: 'toast.password.wrongCurrent' }),
            focusFirstRefused,
          ],
        },
        invalid: serverRefusal.state(focusFirstRefused),
        unknown: { entry: toast({ kind: 'error', message: 'toast.profile.updateFailed' }) },
      },
    },
  },
});
