import { toast } from './toastRequest';

/**
 * The steps every form machine shares. Each machine names in `setup` the guard `canSubmit` and
 * the actions `setField`, `touchAll`, `showToast` and `focusField`.
 */

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

/** After an answer (saved, or failed), editing a field or submitting again starts over. */
export const editAgain = {
  'field.change': { target: 'editing', actions: 'setField' as const },
  'form.submit': 'validating',
};
