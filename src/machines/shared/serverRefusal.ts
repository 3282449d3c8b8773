import { API_CODES, isApiCode } from '../../api/client';
import { onFailure } from './requestFailures';
import { toast } from './toastRequest';

/**
 * A code 1 answer: the server refused fields the form's own checks let through. Forms that mark
 * the fields it names spread its `guards` into `setup`, put its `transition` in `onError` and
 * its `state` into `failure`; they name the action `refuseFields` (the error in its params) that keeps
 * the refused fields, and pass the state the focus action for the first of them.
 */

export const serverRefusal = {
  guards: {
    isInvalid: (_: unknown, { error }: { error: unknown }) =>
      isApiCode(error, API_CODES.validation),
  },
  transition: {
    ...onFailure('isInvalid', 'failure.invalid'),
    actions: {
      type: 'refuseFields' as const,
      params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
    },
  },
  /** `failure.invalid`: the validation toast, and focus on the first refused field. */
  state: <const FocusFirstRefused>(focusFirstRefused: FocusFirstRefused) => ({
    entry: [toast({ kind: 'validation', message: 'toast.generic.validation' }), focusFirstRefused],
  }),
};
