import { assign, fromPromise, setup } from 'xstate';
import { isApiError } from '../../api/client';
import type { Review } from '../../api/contract';
import type { MessageId } from '../../i18n/messages';
import type { ToastRequest } from '../shared/toastRequest';
import { toast } from '../shared/toastRequest';

/** The spec's rating scale and default. */
export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const DEFAULT_RATING = 5;

export type ReviewField = 'title' | 'text';

export interface ReviewDraft {
  rating: number;
  title: string;
  text: string;
}

export interface ReviewSubmission {
  bookId: number;
  rating: number;
  review_title: string;
  review_text: string;
}

export interface ReviewFormContext {
  bookId: number;
  draft: ReviewDraft;
  /** The review being edited (the reader's own), or null when writing a new one. */
  editing: Review | null;
  /** After a blocked submit, empty required fields show their errors. */
  showErrors: boolean;
  /** The server's text for the last failure, when it sent one. */
  serverMessage: string | null;
  /** Our own text for the last failure (the form shows it when the server sent none). */
  failureMessage: MessageId | null;
  /** The review the reader asked to delete. */
  deletingId: number | null;
}

/**
 * - `review.open { signedIn, read, existing? }`: open the form (blocked for guests and before
 *   the book is read); `existing` pre-fills it for editing;
 * - `field.change`, `rating.change`, `review.submit`, `review.cancel` while the form is open;
 * - `review.delete { reviewId }`, then `delete.confirm` or `delete.cancel`.
 */
export type ReviewFormEvent =
  | { type: 'review.open'; signedIn: boolean; read: boolean; existing?: Review | null }
  | { type: 'field.change'; field: ReviewField; value: string }
  | { type: 'rating.change'; rating: number }
  | { type: 'review.submit' }
  | { type: 'review.cancel' }
  | { type: 'review.delete'; reviewId: number }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' };

export const emptyDraft = (): ReviewDraft => ({ rating: DEFAULT_RATING, title: '', text: '' });

/** Required-field problems of a draft (title and text must not be blank). */
export function draftErrors(draft: ReviewDraft): Record<ReviewField, boolean> {
  return { title: draft.title.trim() === '', text: draft.text.trim() === '' };
}

const requiredMessages: Record<ReviewField, MessageId> = {
  title: 'validation.review_title_required',
  text: 'validation.review_content_required',
};

/**
 * The required-field messages the form shows now: none until a submit was refused, then one
 * per field still blank (each disappears as soon as its field is filled).
 */
export function shownFieldErrors(
  context: Pick<ReviewFormContext, 'draft' | 'showErrors'>,
): Partial<Record<ReviewField, MessageId>> {
  if (!context.showErrors) return {};
  const errors = draftErrors(context.draft);
  const shown: Partial<Record<ReviewField, MessageId>> = {};
  for (const field of ['title', 'text'] as const) {
    if (errors[field]) shown[field] = requiredMessages[field];
  }
  return shown;
}

const clampRating = (rating: number) =>
  Math.min(RATING_MAX, Math.max(RATING_MIN, Math.round(rating)));

/** The toast for a failed submit, per the spec's review-submit rules. */
export function submitFailureToast(error: unknown): ToastRequest {
  if (isApiError(error)) {
    if (error.kind === 'network') return { kind: 'network', message: 'toast.generic.network' };
    if (error.kind === 'server') return { kind: 'server', message: 'toast.generic.server' };
    if (error.kind === 'rateLimited') {
      return { kind: 'rateLimited', message: 'toast.generic.rateLimit' };
    }
    if (error.code === '1' || error.httpStatus === 400) {
      return { kind: 'error', message: 'toast.review.invalidData' };
    }
    if (error.code === '4') return { kind: 'warning', message: 'toast.gating.mustReadToReview' };
  }
  return { kind: 'error', message: 'toast.review.submitFailed' };
}

const openTransitions = [
  {
    guard: 'isGuestOpening' as const,
    target: '#reviewForm.blocked.guest',
  },
  {
    guard: 'isUnreadOpening' as const,
    target: '#reviewForm.blocked.unread',
  },
  { target: '#reviewForm.editing', actions: 'prefill' as const },
];

const deleteTransition = {
  target: '#reviewForm.confirmingDelete',
  actions: 'rememberDelete' as const,
};

/**
 * Writing, editing and deleting the reader's review: closed, blocked (guest or book not read),
 * editing (rating 1-5, default 5; title and text required), submitting, success (closed again,
 * reset; the screen returns the list to page 1 and reloads it) and failure (the spec's texts);
 * delete asks for confirmation.
 */
export const reviewFormMachine = setup({
  types: {
    context: {} as ReviewFormContext,
    events: {} as ReviewFormEvent,
    input: {} as { bookId: number },
  },
  actors: {
    submitReview: fromPromise<Review | null, ReviewSubmission>(async () => {
      throw new Error('submitReview must be provided');
    }),
    deleteReview: fromPromise<void, { reviewId: number }>(async () => {
      throw new Error('deleteReview must be provided');
    }),
  },
  actions: {
    showToast: (_, _request: ToastRequest) => {},
    /** The screen resets the review list to page 1 and reloads it (and the book's rating). */
    reviewsChanged: () => {},
    prefill: assign(({ event }) => {
      if (event.type !== 'review.open') return {};
      const existing = event.existing ?? null;
      return {
        editing: existing,
        showErrors: false,
        serverMessage: null,
        failureMessage: null,
        draft: existing
          ? { rating: existing.rating, title: existing.review_title, text: existing.review_text }
          : emptyDraft(),
      };
    }),
    setField: assign(({ context, event }) => {
      if (event.type !== 'field.change') return {};
      return { draft: { ...context.draft, [event.field]: event.value } };
    }),
    setRating: assign(({ context, event }) => {
      if (event.type !== 'rating.change') return {};
      return { draft: { ...context.draft, rating: clampRating(event.rating) } };
    }),
    revealErrors: assign({ showErrors: true }),
    reset: assign({
      draft: () => emptyDraft(),
      editing: null,
      showErrors: false,
      serverMessage: null,
      failureMessage: null,
    }),
    storeFailure: assign((_, { error }: { error: unknown }) => ({
      serverMessage: isApiError(error) && error.message !== '' ? error.message : null,
      failureMessage: submitFailureToast(error).message,
    })),
    rememberDelete: assign(({ event }) =>
      event.type === 'review.delete' ? { deletingId: event.reviewId } : {},
    ),
    forgetDelete: assign({ deletingId: null }),
  },
  guards: {
    isGuestOpening: ({ event }) => event.type === 'review.open' && !event.signedIn,
    isUnreadOpening: ({ event }) => event.type === 'review.open' && !event.read,
    isDraftValid: ({ context }) => {
      const errors = draftErrors(context.draft);
      return !errors.title && !errors.text;
    },
    isEditing: ({ context }) => context.editing !== null,
  },
}).createMachine({
  id: 'reviewForm',
  context: ({ input }) => ({
    bookId: input.bookId,
    draft: emptyDraft(),
    editing: null,
    showErrors: false,
    serverMessage: null,
    failureMessage: null,
    deletingId: null,
  }),
  initial: 'closed',
  states: {
    closed: {
      on: { 'review.open': openTransitions, 'review.delete': deleteTransition },
    },
    blocked: {
      initial: 'unread',
      on: {
        'review.open': openTransitions,
        'review.cancel': 'closed',
        'review.delete': deleteTransition,
      },
      states: {
        guest: { entry: toast({ kind: 'warning', message: 'toast.gating.loginToReview' }) },
        unread: { entry: toast({ kind: 'warning', message: 'toast.gating.mustReadToReview' }) },
      },
    },
    editing: {
      on: {
        'field.change': { actions: 'setField' },
        'rating.change': { actions: 'setRating' },
        'review.cancel': { target: 'closed', actions: 'reset' },
        'review.submit': [
          { guard: 'isDraftValid', target: 'submitting' },
          {
            actions: [
              'revealErrors',
              toast({ kind: 'validation', message: 'toast.generic.validation' }),
            ],
          },
        ],
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        src: 'submitReview',
        input: ({ context }) => ({
          bookId: context.bookId,
          rating: context.draft.rating,
          review_title: context.draft.title.trim(),
          review_text: context.draft.text.trim(),
        }),
        onDone: [
          {
            guard: 'isEditing',
            target: 'success',
            actions: [
              toast({ kind: 'success', message: 'toast.book.reviewUpdated' }),
              'reset',
              'reviewsChanged',
            ],
          },
          {
            target: 'success',
            actions: [
              toast({ kind: 'success', message: 'toast.book.reviewShared' }),
              'reset',
              'reviewsChanged',
            ],
          },
        ],
        onError: {
          target: 'failure',
          actions: [
            { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
            { type: 'showToast', params: ({ event }) => submitFailureToast(event.error) },
          ],
        },
      },
    },
    // The form is closed again; a distinct state so the screen can move focus to the new review.
    success: {
      on: { 'review.open': openTransitions, 'review.delete': deleteTransition },
    },
    // The form stays open with what the reader wrote.
    failure: {
      on: {
        'field.change': { target: 'editing', actions: 'setField' },
        'rating.change': { target: 'editing', actions: 'setRating' },
        'review.cancel': { target: 'closed', actions: 'reset' },
        // Nothing changed since the draft passed its checks: send it again.
        'review.submit': 'submitting',
      },
    },
    confirmingDelete: {
      on: {
        'delete.confirm': 'deleting',
        'delete.cancel': { target: 'closed', actions: 'forgetDelete' },
      },
    },
    deleting: {
      tags: ['busy'],
      invoke: {
        src: 'deleteReview',
        input: ({ context }) => ({ reviewId: context.deletingId ?? 0 }),
        onDone: {
          target: 'closed',
          actions: [
            toast({ kind: 'success', message: 'toast.book.reviewDeleted' }),
            'forgetDelete',
            'reset',
            'reviewsChanged',
          ],
        },
        onError: {
          target: 'closed',
          actions: [
            toast({ kind: 'error', message: 'toast.book.reviewDeleteFailed' }),
            'forgetDelete',
          ],
        },
      },
    },
  },
});
