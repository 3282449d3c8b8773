import { assign, fromPromise, setup } from 'xstate';
import { emailProblem, type ValidationCode } from '../../validation';
import {
  connectionFailureGuards,
  connectionFailureStates,
  connectionFailureTransitions,
} from '../shared/requestFailures';
import { editAgain, editing, fieldChanged, formEffects, validatingState } from '../shared/formFlow';
import type { FormEvent } from '../shared/formFlow';
import { toast } from '../shared/toastRequest';

export type ForgotPasswordField = 'email';

export interface ForgotPasswordContext {
  values: Record<ForgotPasswordField, string>;
  touched: Record<ForgotPasswordField, boolean>;
  /** The address the last link was asked for, shown in the confirmation. */
  sentTo: string | null;
}

export type ForgotPasswordEvent = FormEvent<ForgotPasswordField> | { type: 'again' };

/** What the form shows under the field once it is touched. */
export function forgotPasswordErrors(
  values: ForgotPasswordContext['values'],
): Record<ForgotPasswordField, ValidationCode | null> {
  return { email: emailProblem(values.email) };
}

/**
 * "Forgot password?": editing the address, validating (an invalid address shows the validation
 * toast and makes no call), requesting, sent, and failure, one sub-state per outcome. `sent`
 * says the same whatever the address (the server never tells whether an account uses it);
 * `again` goes back to the form, keeping the address, to ask for a newer link.
 */
export const forgotPasswordMachine = setup({
  types: {
    context: {} as ForgotPasswordContext,
    events: {} as ForgotPasswordEvent,
  },
  actors: {
    requestReset: fromPromise<void, { email: string }>(async () => {
      throw new Error('requestReset must be provided');
    }),
  },
  actions: {
    ...formEffects<ForgotPasswordField>(),
    setField: assign(({ context, event }) =>
      event.type === 'field.change' ? fieldChanged(context, event) : {},
    ),
    touchAll: assign({ touched: { email: true } }),
    rememberAddress: assign({ sentTo: ({ context }) => context.values.email.trim() }),
  },
  guards: {
    canSubmit: ({ context }) => forgotPasswordErrors(context.values).email === null,
    ...connectionFailureGuards,
  },
}).createMachine({
  id: 'forgotPassword',
  context: { values: { email: '' }, touched: { email: false }, sentTo: null },
  initial: 'editing',
  states: {
    editing,
    validating: validatingState('editing', () => 'email' as const),
    submitting: {
      tags: ['busy'],
      invoke: {
        src: 'requestReset',
        input: ({ context }) => ({ email: context.values.email.trim() }),
        onDone: { target: 'sent', actions: 'rememberAddress' },
        onError: [...connectionFailureTransitions, { target: 'failure.unknown' }],
      },
    },
    sent: { on: { again: 'editing' } },
    failure: {
      // Always entered through a named child; `unknown` is the generic sending error.
      initial: 'unknown',
      on: editAgain('editing'),
      states: {
        ...connectionFailureStates,
        unknown: { entry: toast({ kind: 'error', message: 'toast.reset.sendFailed' }) },
      },
    },
  },
});
