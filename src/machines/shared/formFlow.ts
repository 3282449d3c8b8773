import { assign } from 'xstate';
import { toast, type ToastRequest } from './toastRequest';

/**
 * The steps every form machine shares. Each machine takes `FormEvent`s, spreads `formEffects`
 * into its actions and names in `setup` the guard `canSubmit` and the actions `setField`
 * (`recordEdit`, or its own built on `fieldChanged`) and `touchAll`.
 */

/** The UI effects a form asks of its screen, which supplies them with machine.provide({ actions }). */
export const formEffects = <Field extends string>() => ({
  showToast: (_: unknown, _request: ToastRequest) => {},
  focusField: (_: unknown, _params: { field: Field }) => {},
});

/** A `field.change`'s values and marks: the field takes what was typed and counts as edited. */
export function fieldChanged<Field extends string, Values extends Record<Field, unknown>>(
  context: { values: Values; touched: Record<Field, boolean> },
  change: { field: Field; value: Values[Field] },
): { values: Values; touched: Record<Field, boolean> } {
  return {
    values: { ...context.values, [change.field]: change.value },
    touched: { ...context.touched, [change.field]: true },
  };
}

/** The events every form takes: an edit to one field, and a submit. */
export type FormEvent<Field extends string> =
  { type: 'field.change'; field: Field; value: string } | { type: 'form.submit' };

/** `setField` for a form whose fields keep exactly what is typed (see `fieldChanged`). */
export const recordEdit = <
  Context extends { values: Record<Field, string>; touched: Record<Field, boolean> },
  Field extends string,
>() =>
  assign<Context, FormEvent<Field>, undefined, FormEvent<Field>, never>(({ context, event }) =>
    event.type === 'field.change' ? fieldChanged(context, event) : {},
  );

/** Filling in the form: each edit is recorded, and submitting checks the form first. */
export const editing = {
  on: {
    'field.change': { actions: 'setField' as const },
    'form.submit': 'validating',
  },
};

/**
 * `validating`: a valid form goes on to `submitting`; an invalid one goes back to `back` with
 * every field marked, the validation toast, and focus on the first field to mend.
 */
export function validatingState<Context, Field extends string>(
  back: string,
  firstInvalid: (context: Context) => Field,
) {
  return {
    always: [
      { guard: 'canSubmit' as const, target: 'submitting' },
      {
        target: back,
        actions: [
          'touchAll' as const,
          toast({ kind: 'validation', message: 'toast.generic.validation' }),
          {
            type: 'focusField' as const,
            params: ({ context }: { context: Context }) => ({ field: firstInvalid(context) }),
          },
        ],
      },
    ],
  };
}

/**
 * After an answer (saved, or failed), editing a field goes back to `form` (the editing state)
 * and submitting starts over.
 */
export const editAgain = (form: string) => ({
  'field.change': { target: form, actions: 'setField' as const },
  'form.submit': 'validating',
});
