import { assign, fromPromise, setup } from 'xstate';
import { isApiCode, isApiError } from '../../api/client';
import type { Book, CreateReviewBody, Review, ReviewDraft } from '../../api/contract';
import { API_CODES } from '../../api/contract/codes';
import type { MessageId } from '../../i18n/messages';
import {
  requestFailureGuards,
  requestFailureStates,
  requestFailureTransitions,
} from '../shared/requestFailures';
import type { ToastRequest } from '../shared/toastRequest';
import { toast } from '../shared/toastRequest';

/** The spec's rating scale and default. */
export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const DEFAULT_RATING = 5;

/** The draft's fields that can be blank. */
export type ReviewField = 'review_title' | 'review_text';

/** A saved review as the server answered it, with its book's new rating. */
export interface ReviewSaved {
  review: Review;
  book: Book | null;
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

export const emptyDraft = (): ReviewDraft => ({
  rating: DEFAULT_RATING,
  review_title: '',
  review_text: '',
});

/** Required-field problems of a draft (title and text must not be blank). */
export function draftErrors(draft: ReviewDraft): Record<ReviewField, boolean> {
  return {
    review_title: draft.review_title.trim() === '',
    review_text: draft.review_text.trim() === '',
  };
}

const requiredMessages: Record<ReviewField, MessageId> = {
  review_title: 'validation.review_title_required',
  review_text: 'validation.review_content_required',
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
  for (const field of ['review_title', 'review_text'] as const) {
    if (errors[field]) shown[field] = requiredMessages[field];
  }
  return shown;
}

const clampRating = (rating: number) =>
  Math.min(RATING_MAX, Math.max(RATING_MIN, Math.round(rating)));

/** A failed submit's sub-state: the spec's toast, and the same text on the form's error line. */
const submitFailure = (request: ToastRequest) => ({
  entry: [
    toast(request),
    { type: 'setFailureMessage' as const, params: { message: request.message } },
  ],
});

const onSubmitFailure = (guard: 'isInvalid' | 'isMustRead', target: string) => ({
  guard: {
    type: guard,
    params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
  },
  target,
});

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
 * reset; the screen puts the saved review in its list) and failure (one sub-state per cause,
 * with the spec's texts); delete asks for confirmation.
 */
export const reviewFormMachine = setup({
  types: {
    context: {} as ReviewFormContext,
    events: {} as ReviewFormEvent,
    input: {} as { bookId: number },
  },
  actors: {
    submitReview: fromPromise<ReviewSaved, CreateReviewBody>(async () => {
      throw new Error('submitReview must be provided');
    }),
    /** Answers the book without the review (its new rating). */
    deleteReview: fromPromise<Book | null, { reviewId: number }>(async () => {
      throw new Error('deleteReview must be provided');
    }),
  },
  actions: {
    showToast: (_, _request: ToastRequest) => {},
    /** The screen puts the saved review in its list and shows the book's new rating. */
    reviewSaved: (_, _saved: ReviewSaved) => {},
    /** The screen reloads its review list and shows the book's new rating. */
    reviewDeleted: (_, _params: { book: Book | null }) => {},
    prefill: assign(({ event }) => {
      if (event.type !== 'review.open') return {};
      const existing = event.existing ?? null;
      return {
        editing: existing,
        showErrors: false,
        serverMessage: null,
        failureMessage: null,
        draft: existing
          ? {
              rating: existing.rating,
              review_title: existing.review_title,
              review_text: existing.review_text,
            }
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
    storeServerMessage: assign((_, { error }: { error: unknown }) => ({
      serverMessage: isApiError(error) && error.message !== '' ? error.message : null,
      failureMessage: null,
    })),
    setFailureMessage: assign((_, { message }: { message: MessageId }) => ({
      failureMessage: message,
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
      return !errors.review_title && !errors.review_text;
    },
    ...requestFailureGuards,
    isInvalid: (_, { error }: { error: unknown }) =>
      isApiCode(error, API_CODES.validation) || (isApiError(error) && error.httpStatus === 400),
    isMustRead: (_, { error }: { error: unknown }) => isApiCode(error, API_CODES.forbidden),
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
          book_id: context.bookId,
          rating: context.draft.rating,
          review_title: context.draft.review_title.trim(),
          review_text: context.draft.review_text.trim(),
        }),
        onDone: [
          {
            guard: 'isEditing',
            target: 'success',
            actions: [
              toast({ kind: 'success', message: 'toast.book.reviewUpdated' }),
              'reset',
              { type: 'reviewSaved', params: ({ event }) => event.output },
            ],
          },
          {
            target: 'success',
            actions: [
              toast({ kind: 'success', message: 'toast.book.reviewShared' }),
              'reset',
              { type: 'reviewSaved', params: ({ event }) => event.output },
            ],
          },
        ],
        onError: [
          ...requestFailureTransitions,
          onSubmitFailure('isInvalid', 'failure.invalid'),
          onSubmitFailure('isMustRead', 'failure.mustRead'),
          { target: 'failure.unknown' },
        ].map((transition) => ({
          ...transition,
          actions: {
            type: 'storeServerMessage' as const,
            params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
          },
        })),
      },
    },
    // The form is closed again; a distinct state so the screen can move focus to the new review.
    success: {
      on: { 'review.open': openTransitions, 'review.delete': deleteTransition },
    },
    // The form stays open with what the reader wrote; one sub-state per outcome the spec names.
    failure: {
      initial: 'unknown',
      states: {
        // The session flow says the session ended; the others also fill the form's error line.
        sessionEnded: requestFailureStates.sessionEnded,
        network: submitFailure({ kind: 'network', message: 'toast.generic.network' }),
        server: submitFailure({ kind: 'server', message: 'toast.generic.server' }),
        rateLimited: submitFailure({ kind: 'rateLimited', message: 'toast.generic.rateLimit' }),
        invalid: submitFailure({ kind: 'error', message: 'toast.review.invalidData' }),
        mustRead: submitFailure({ kind: 'warning', message: 'toast.gating.mustReadToReview' }),
        unknown: submitFailure({ kind: 'error', message: 'toast.review.submitFailed' }),
      },
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
            { type: 'reviewDeleted', params: ({ event }) => ({ book: event.output }) },
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
