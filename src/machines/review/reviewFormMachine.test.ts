import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../api/client';
import type { Book, CreateReviewBody } from '../../api/contract';
import { books, reviews } from '../../api/mocks/fixtures';
import { paramsOf } from '../testing/harness';
import {
  DEFAULT_RATING,
  draftErrors,
  emptyDraft,
  reviewFormMachine,
  shownFieldErrors,
  type ReviewSaved,
} from './reviewFormMachine';
import { connectionFailureRows, type FailureRow } from '../testing/connectionFailures';

const mine = reviews[0]!;
const reviewedBook = books[0]!;
/** What the fake server answers a save with: the review and its book's new rating. */
const saved = (body: CreateReviewBody): ReviewSaved => ({
  review: { ...mine, rating: body.rating, review_title: body.review_title },
  book: { ...reviewedBook, rating: body.rating },
});

function start() {
  const effects = { showToast: vi.fn(), reviewSaved: vi.fn(), reviewDeleted: vi.fn() };
  const submitted: CreateReviewBody[] = [];
  const deleted: number[] = [];
  const submitAnswers: Array<() => Promise<ReviewSaved>> = [];
  const deleteAnswers: Array<() => Promise<Book | null>> = [];
  const actor = createActor(
    reviewFormMachine.provide({
      actions: effects,
      actors: {
        submitReview: fromPromise<ReviewSaved, CreateReviewBody>(({ input }) => {
          submitted.push(input);
          return (submitAnswers.shift() ?? (async () => saved(input)))();
        }),
        deleteReview: fromPromise(({ input }: { input: { reviewId: number } }) => {
          deleted.push(input.reviewId);
          return (deleteAnswers.shift() ?? (async () => reviewedBook))();
        }),
      },
    }),
    { input: { bookId: 3 } },
  ).start();
  const settled = () => waitFor(actor, (s) => !s.hasTag('busy'));
  const toasts = () => paramsOf(effects.showToast);
  const fill = (title: string, text: string) => {
    actor.send({ type: 'field.change', field: 'review_title', value: title });
    actor.send({ type: 'field.change', field: 'review_text', value: text });
  };
  const openAsReader = () => actor.send({ type: 'review.open', signedIn: true, read: true });
  return {
    actor,
    effects,
    submitted,
    deleted,
    submitAnswers,
    deleteAnswers,
    settled,
    toasts,
    fill,
    openAsReader,
  };
}

const rejectWith = (error: ApiError) => async (): Promise<never> => {
  throw error;
};

describe('review draft rules', () => {
  it('defaults to 5 stars and empty fields; title and text are required', () => {
    expect(DEFAULT_RATING).toBe(5);
    expect(emptyDraft()).toEqual({ rating: 5, review_title: '', review_text: '' });
    expect(draftErrors({ rating: 3, review_title: '  ', review_text: 'x' })).toEqual({
      review_title: true,
      review_text: false,
    });
  });
});

describe('shownFieldErrors', () => {
  it('shows nothing before a refused submit', () => {
    expect(shownFieldErrors({ draft: emptyDraft(), showErrors: false })).toEqual({});
  });

  it('names the required message of each blank field once errors are shown', () => {
    expect(shownFieldErrors({ draft: emptyDraft(), showErrors: true })).toEqual({
      review_title: 'validation.review_title_required',
      review_text: 'validation.review_content_required',
    });
    expect(
      shownFieldErrors({
        draft: { rating: 5, review_title: 'Fine', review_text: ' ' },
        showErrors: true,
      }),
    ).toEqual({ review_text: 'validation.review_content_required' });
  });
});

describe('reviewFormMachine', () => {
  it('starts closed', () => {
    expect(start().actor.getSnapshot().value).toBe('closed');
  });

  it('is blocked for a guest with the please-login message', () => {
    const { actor, toasts } = start();
    actor.send({ type: 'review.open', signedIn: false, read: false });
    expect(actor.getSnapshot().matches({ blocked: 'guest' })).toBe(true);
    expect(toasts()).toEqual([{ kind: 'warning', message: 'toast.gating.loginToReview' }]);
    actor.send({ type: 'review.cancel' });
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('is blocked until the book is read, then opens', () => {
    const { actor, toasts, openAsReader } = start();
    actor.send({ type: 'review.open', signedIn: true, read: false });
    expect(actor.getSnapshot().matches({ blocked: 'unread' })).toBe(true);
    expect(toasts()).toEqual([{ kind: 'warning', message: 'toast.gating.mustReadToReview' }]);
    openAsReader();
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('refuses an incomplete review with field errors and no call', () => {
    const { actor, submitted, toasts, fill, openAsReader } = start();
    openAsReader();
    fill('Great', '   ');
    actor.send({ type: 'review.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.showErrors).toBe(true);
    expect(shownFieldErrors(actor.getSnapshot().context)).toEqual({
      review_text: 'validation.review_content_required',
    });
    expect(toasts()).toEqual([{ kind: 'validation', message: 'toast.generic.validation' }]);
    expect(submitted).toEqual([]);
    actor.send({ type: 'field.change', field: 'review_text', value: 'Now written' });
    expect(shownFieldErrors(actor.getSnapshot().context)).toEqual({});
  });

  it('forgets shown errors when the form is opened again', () => {
    const { actor, openAsReader } = start();
    openAsReader();
    actor.send({ type: 'review.submit' });
    actor.send({ type: 'review.cancel' });
    openAsReader();
    expect(shownFieldErrors(actor.getSnapshot().context)).toEqual({});
  });

  it('submits, shares, closes, resets and hands the saved review to the screen', async () => {
    const { actor, effects, submitted, settled, toasts, fill, openAsReader } = start();
    openAsReader();
    actor.send({ type: 'rating.change', rating: 4 });
    actor.send({ type: 'rating.change', rating: 9 });
    actor.send({ type: 'rating.change', rating: 0 });
    actor.send({ type: 'rating.change', rating: 4 });
    fill(' Loved it ', ' A classic. ');
    actor.send({ type: 'review.submit' });
    expect(actor.getSnapshot().value).toBe('submitting');
    await settled();
    expect(submitted).toEqual([
      { book_id: 3, rating: 4, review_title: 'Loved it', review_text: 'A classic.' },
    ]);
    expect(actor.getSnapshot().value).toBe('success');
    expect(actor.getSnapshot().context.draft).toEqual(emptyDraft());
    expect(toasts()).toEqual([{ kind: 'success', message: 'toast.book.reviewShared' }]);
    // The answer goes to the screen as it came: the review for the list, the book's new rating.
    expect(effects.reviewSaved).toHaveBeenCalledTimes(1);
    expect(effects.reviewSaved.mock.calls[0]?.[1]).toEqual(saved(submitted[0]!));
    openAsReader();
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('clamps the rating to 1-5', () => {
    const { actor, openAsReader } = start();
    openAsReader();
    actor.send({ type: 'rating.change', rating: 9 });
    expect(actor.getSnapshot().context.draft.rating).toBe(5);
    actor.send({ type: 'rating.change', rating: 0 });
    expect(actor.getSnapshot().context.draft.rating).toBe(1);
  });

  it('pre-fills an existing review and reports the update', async () => {
    const { actor, submitted, settled, toasts } = start();
    actor.send({ type: 'review.open', signedIn: true, read: true, existing: mine });
    expect(actor.getSnapshot().context.draft).toEqual({
      rating: mine.rating,
      review_title: mine.review_title,
      review_text: mine.review_text,
    });
    actor.send({ type: 'review.submit' });
    await settled();
    expect(submitted[0]?.review_title).toBe(mine.review_title);
    expect(toasts()).toEqual([{ kind: 'success', message: 'toast.book.reviewUpdated' }]);
  });

  it('cancel closes and forgets the draft', () => {
    const { actor, fill, openAsReader } = start();
    openAsReader();
    fill('Half', 'written');
    actor.send({ type: 'review.cancel' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context.draft).toEqual(emptyDraft());
  });

  it.each([
    [
      'HTTP 400',
      new ApiError('api', 'rating is invalid', { code: '1', httpStatus: 400 }),
      'invalid',
      'toast.review.invalidData',
    ],
    ...connectionFailureRows,
    [
      'must read first',
      new ApiError('api', 'read first', { code: '4', httpStatus: 403 }),
      'mustRead',
      'toast.gating.mustReadToReview',
    ],
    ['anything else', new ApiError('format', ''), 'unknown', 'toast.review.submitFailed'],
  ] satisfies FailureRow[])(
    'keeps the draft after a %s failure and can send it again',
    async (_, error, state, message) => {
      const { actor, submitted, submitAnswers, settled, toasts, fill, openAsReader } = start();
      submitAnswers.push(rejectWith(error));
      openAsReader();
      fill('Title', 'Text');
      actor.send({ type: 'review.submit' });
      await settled();
      expect(actor.getSnapshot().value).toEqual({ failure: state });
      expect(toasts()).toEqual([{ kind: expect.any(String), message }]);
      expect(actor.getSnapshot().context.draft.review_title).toBe('Title');
      expect(actor.getSnapshot().context.serverMessage).toBe(error.message || null);
      // The form's error line falls back to the toast's own text.
      expect(actor.getSnapshot().context.failureMessage).toBe(message);
      actor.send({ type: 'review.submit' });
      await settled();
      expect(actor.getSnapshot().value).toBe('success');
      expect(submitted).toHaveLength(2);
    },
  );

  it('leaves an ended session to the session flow: no toast of its own, the draft kept', async () => {
    const { actor, submitAnswers, settled, toasts, fill, openAsReader } = start();
    submitAnswers.push(rejectWith(new ApiError('api', '', { code: '5', httpStatus: 401 })));
    openAsReader();
    fill('Title', 'Text');
    actor.send({ type: 'review.submit' });
    await settled();
    expect(actor.getSnapshot().value).toEqual({ failure: 'sessionEnded' });
    expect(toasts()).toEqual([]);
    expect(actor.getSnapshot().context.draft.review_text).toBe('Text');
  });

  it('goes back to editing when the reader changes the draft after a failure', async () => {
    const { actor, submitAnswers, settled, fill, openAsReader } = start();
    submitAnswers.push(rejectWith(new ApiError('server', '')));
    openAsReader();
    fill('Title', 'Text');
    actor.send({ type: 'review.submit' });
    await settled();
    actor.send({ type: 'rating.change', rating: 2 });
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'review.submit' });
    await settled();
    actor.send({ type: 'review.cancel' });
    expect(actor.getSnapshot().value).toBe('success');
  });

  it('asks before deleting; cancel keeps the review', () => {
    const { actor, deleted } = start();
    actor.send({ type: 'review.delete', reviewId: mine.id });
    expect(actor.getSnapshot().value).toBe('confirmingDelete');
    actor.send({ type: 'delete.cancel' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context.deletingId).toBeNull();
    expect(deleted).toEqual([]);
  });

  it('deletes after confirmation and hands the book without it to the screen', async () => {
    const { actor, effects, deleted, settled, toasts } = start();
    actor.send({ type: 'review.delete', reviewId: mine.id });
    actor.send({ type: 'delete.confirm' });
    expect(actor.getSnapshot().value).toBe('deleting');
    await settled();
    expect(deleted).toEqual([mine.id]);
    expect(actor.getSnapshot().value).toBe('closed');
    expect(toasts()).toEqual([{ kind: 'success', message: 'toast.book.reviewDeleted' }]);
    expect(effects.reviewDeleted).toHaveBeenCalledTimes(1);
    expect(effects.reviewDeleted.mock.calls[0]?.[1]).toEqual({ book: reviewedBook });
  });

  it('reports a failed delete', async () => {
    const { actor, effects, deleteAnswers, settled, toasts } = start();
    deleteAnswers.push(rejectWith(new ApiError('server', '')));
    actor.send({ type: 'review.delete', reviewId: mine.id });
    actor.send({ type: 'delete.confirm' });
    await settled();
    expect(actor.getSnapshot().value).toBe('closed');
    expect(toasts()).toEqual([{ kind: 'error', message: 'toast.book.reviewDeleteFailed' }]);
    expect(effects.reviewDeleted).not.toHaveBeenCalled();
  });
});
