import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../api/client';
import type { Book } from '../../api/contract';
import { books } from '../../api/mocks/fixtures';
import { paramsOf } from '../testing/harness';
import { bookDetailsMachine, bookFailureText, parseBookId } from './bookDetailsMachine';

const dune = books[0]!;

function start(
  bookId: number | null,
  answers: Array<() => Promise<Book | null>>,
  prefetched?: Book,
) {
  const showToast = vi.fn();
  const asked: number[] = [];
  const actor = createActor(
    bookDetailsMachine.provide({
      actions: { showToast },
      actors: {
        loadBook: fromPromise(({ input }: { input: { bookId: number } }) => {
          asked.push(input.bookId);
          const answer = answers.shift() ?? (async () => dune);
          return answer();
        }),
      },
    }),
    { input: { bookId, book: prefetched } },
  ).start();
  const settled = () => waitFor(actor, (s) => !s.hasTag('busy'));
  const toasts = () => paramsOf(showToast);
  return { actor, asked, settled, toasts };
}

const reject = (error: ApiError) => async () => {
  throw error;
};

describe('parseBookId', () => {
  it.each([
    ['12', 12],
    [' 7 ', 7],
    ['0', null],
    ['-3', null],
    ['1.5', null],
    ['abc', null],
    ['', null],
    [null, null],
    ['99999999999999999999', null],
  ])('reads %j as %j', (raw, id) => {
    expect(parseBookId(raw)).toBe(id);
  });
});

describe('bookDetailsMachine', () => {
  it('loads the book', async () => {
    const { actor, asked, settled, toasts } = start(dune.id, []);
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    await settled();
    expect(actor.getSnapshot().matches('loaded')).toBe(true);
    expect(actor.getSnapshot().context.book).toEqual(dune);
    expect(asked).toEqual([dune.id]);
    expect(toasts()).toEqual([]);
  });

  it('is not found without an id, makes no call, and stays so on retry', () => {
    const { actor, asked } = start(null, []);
    expect(actor.getSnapshot().matches({ notFound: 'missingId' })).toBe(true);
    actor.send({ type: 'book.retry' });
    expect(actor.getSnapshot().matches({ notFound: 'missingId' })).toBe(true);
    expect(asked).toEqual([]);
    expect(bookFailureText.missingId).toBe('book.missingId');
  });

  it.each([
    ['code 3', new ApiError('api', '', { code: '3', httpStatus: 404, values: ['Book not found'] })],
    ['HTTP 404 without a code', new ApiError('format', '', { httpStatus: 404 })],
  ])('is not found for %s, keeps the server text and retries', async (_, error) => {
    const { actor, settled, toasts } = start(5, [reject(error)]);
    await settled();
    expect(actor.getSnapshot().matches({ notFound: 'notFound' })).toBe(true);
    expect(toasts()).toEqual([{ kind: 'error', message: 'toast.bookPage.notFound' }]);
    expect(actor.getSnapshot().context.serverMessage).toBe(error.values[0] ?? null);
    actor.send({ type: 'book.retry' });
    await settled();
    expect(actor.getSnapshot().matches('loaded')).toBe(true);
  });

  it.each([
    ['network', new ApiError('network', ''), 'network', 'toast.generic.network'],
    ['HTTP 500', new ApiError('server', '', { httpStatus: 500 }), 'server', 'toast.generic.server'],
    [
      'an HTML answer',
      new ApiError('format', '', { httpStatus: 200 }),
      'format',
      'toast.bookPage.invalidFormat',
    ],
    [
      'a rate limit',
      new ApiError('rateLimited', '', { httpStatus: 429 }),
      'unknown',
      'toast.bookPage.loadFailed',
    ],
  ] as const)('shows an error for %s and retries', async (_, error, state, message) => {
    const { actor, settled, toasts, asked } = start(5, [reject(error)]);
    await settled();
    expect(actor.getSnapshot().matches({ error: state })).toBe(true);
    expect(toasts()).toEqual([{ kind: expect.any(String), message }]);
    actor.send({ type: 'book.retry' });
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    await settled();
    expect(actor.getSnapshot().matches('loaded')).toBe(true);
    expect(asked).toEqual([5, 5]);
  });

  it('treats an answer without a book as the invalid-format error', async () => {
    const { actor, settled, toasts } = start(5, [async () => null]);
    await settled();
    expect(actor.getSnapshot().matches({ error: 'format' })).toBe(true);
    expect(toasts()).toEqual([{ kind: 'error', message: 'toast.bookPage.invalidFormat' }]);
  });

  it('takes the book a write answered with, without another call', async () => {
    const { actor, settled, asked } = start(5, [async () => dune]);
    await settled();
    actor.send({ type: 'book.changed', book: { ...dune, reads: 99 } });
    expect(actor.getSnapshot().matches('loaded')).toBe(true);
    expect(actor.getSnapshot().context.book?.reads).toBe(99);
    expect(asked).toEqual([5]);
  });

  it('starts loaded from the book the server sent with the page, without a call', async () => {
    const { actor, asked } = start(dune.id, [async () => ({ ...dune, reads: 7 })], dune);
    expect(actor.getSnapshot().matches('loaded')).toBe(true);
    expect(actor.getSnapshot().context.book).toEqual(dune);
    expect(asked).toEqual([]);
  });

  it('ignores a prefetched book when the id is missing', () => {
    const { actor, asked } = start(null, [], dune);
    expect(actor.getSnapshot().matches({ notFound: 'missingId' })).toBe(true);
    expect(actor.getSnapshot().context.book).toBeNull();
    expect(asked).toEqual([]);
  });
});
