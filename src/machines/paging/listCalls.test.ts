import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { appCache } from '../../api/cache';
import { ApiError, type ApiCall } from '../../api/client';
import { GENRES } from '../../api/contract';
import { books, reviews, users } from '../../api/mocks/fixtures';
import { activities, journal } from '../../api/mocks/journalFixtures';
import {
  bookReviewsList,
  categoryBooksList,
  currentlyReadingList,
  firstBookReviewsCall,
  followListList,
  genresList,
  LIST_SIZES,
  mostReadList,
  pickOfTheDayList,
  popularBooksList,
  profileBooksList,
  profileReviewsList,
  readerBooksList,
  readingActivityList,
  recentReviewsList,
  searchResultsList,
  socialFeedList,
} from './listCalls';
import type { PagedListSetup } from './pagedListMachine';

function fakeCall(answer: (path: string, body: unknown) => unknown) {
  const fn = vi.fn(async (path: string, body?: unknown) => answer(path, body));
  return { call: fn as unknown as ApiCall, fn };
}

async function run<Item, Extra>(setup: PagedListSetup<Item, Extra>) {
  const actor = createActor(setup.machine, { input: setup.input }).start();
  await waitFor(actor, (s) => !s.hasTag('busy'));
  return actor.getSnapshot();
}

describe('product lists', () => {
  it('uses the spec page sizes', () => {
    expect(LIST_SIZES).toMatchObject({
      popular: 3,
      mostRead: 6,
      category: 12,
      search: 9,
      bookReviews: 5,
      profileList: 5,
      ownReviews: 2,
      socialReviews: 5,
    });
  });

  it('currently reading asks 4 a page and pairs each journal with its book, in the answer order', async () => {
    const [first, second] = [books[0]!, books[1]!];
    const { call, fn } = fakeCall(() => ({
      books: [first, second],
      journals: [journal(second.id, 'reading'), journal(first.id, 'reading')],
      total: 6,
    }));
    const snapshot = await run(currentlyReadingList(call));
    expect(fn).toHaveBeenCalledWith(
      '/readings/get/current',
      { offset: 0, limit: 4 },
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
    expect(
      snapshot.context.items.map((item) => [item.id, item.book.id, item.journal.book_id]),
    ).toEqual([
      [second.id, second.id, second.id],
      [first.id, first.id, first.id],
    ]);
    expect(snapshot.context.total).toBe(6);
  });

  it('reading activity asks 5 a page and keeps the events in the answer order', async () => {
    const { call, fn } = fakeCall(() => ({ activities: activities.slice(0, 5), total: 6 }));
    const snapshot = await run(readingActivityList(call));
    expect(fn).toHaveBeenCalledWith(
      '/readings/get/feed',
      { offset: 0, limit: 5 },
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
    expect(snapshot.context.items.map((item) => item.id)).toEqual(
      activities.slice(0, 5).map((item) => item.id),
    );
    expect(snapshot.context.total).toBe(6);
  });

  it('category asks by genre, 12 a page', async () => {
    const { call, fn } = fakeCall(() => ({ books: books.slice(0, 2), total: 14 }));
    const snapshot = await run(categoryBooksList(call, 'Science Fiction'));
    expect(fn).toHaveBeenCalledWith('/books/get/by-genre', {
      genre: 'Science Fiction',
      offset: 0,
      limit: 12,
    });
    expect(snapshot.context.total).toBe(14);
    expect(snapshot.matches({ loaded: 'withData' })).toBe(true);
  });

  it('category shows an error for a failed call', async () => {
    const { call } = fakeCall(() => {
      throw new ApiError('network', 'offline');
    });
    expect((await run(categoryBooksList(call, 'Poetry'))).matches('error')).toBe(true);
  });

  it('search asks 9 a page and a failure is an empty result', async () => {
    const found = fakeCall(() => ({ books: books.slice(0, 1), total: 1 }));
    await run(searchResultsList(found.call, 'dune'));
    expect(found.fn).toHaveBeenCalledWith('/books/search', { query: 'dune', offset: 0, limit: 9 });
    const failing = fakeCall(() => {
      throw new ApiError('server', 'down');
    });
    const snapshot = await run(searchResultsList(failing.call, 'dune'));
    expect(snapshot.matches({ loaded: 'empty' })).toBe(true);
    expect(snapshot.context.extra).toEqual({ capped: false });
  });

  it('search says when its count stopped at the cap', async () => {
    const capped = fakeCall(() => ({ books: books.slice(0, 1), total: 1000, total_capped: true }));
    const snapshot = await run(searchResultsList(capped.call, 'the'));
    expect(snapshot.context.total).toBe(1000);
    expect(snapshot.context.extra).toEqual({ capped: true });
    const exact = fakeCall(() => ({ books: books.slice(0, 1), total: 1, total_capped: false }));
    expect((await run(searchResultsList(exact.call, 'dune'))).context.extra).toEqual({
      capped: false,
    });
  });

  it('book reviews ask 5 a page and list the newest first', async () => {
    const older = { ...reviews[0]!, id: 90, created_at: '2026-01-01T00:00:00.000Z' };
    const newer = { ...reviews[0]!, id: 91, created_at: '2026-02-01T00:00:00.000Z' };
    const { call, fn } = fakeCall(() => ({ reviews: [older, newer], total: 2 }));
    const snapshot = await run(bookReviewsList(call, 7));
    expect(fn).toHaveBeenCalledWith('/reviews/get/book-reviews', {
      book_id: 7,
      offset: 0,
      limit: 5,
    });
    expect(snapshot.context.items.map((r) => r.id)).toEqual([91, 90]);
  });

  it('book reviews start from the first page the server sent, without a call', () => {
    expect(firstBookReviewsCall(7)).toEqual({ book_id: 7, offset: 0, limit: 5 });
    const older = { ...reviews[0]!, id: 90, created_at: '2026-01-01T00:00:00.000Z' };
    const newer = { ...reviews[0]!, id: 91, created_at: '2026-02-01T00:00:00.000Z' };
    const { call, fn } = fakeCall(() => ({ reviews: [], total: 0 }));
    const setup = bookReviewsList(call, 7, {
      status: { code: '0', values: [], message: '' },
      reviews: [older, newer],
      total: 6,
    });
    const actor = createActor(setup.machine, { input: setup.input }).start();
    expect(actor.getSnapshot().matches({ loaded: 'withData' })).toBe(true);
    expect(actor.getSnapshot().context.items.map((r) => r.id)).toEqual([91, 90]);
    expect(actor.getSnapshot().context.total).toBe(6);
    expect(fn).not.toHaveBeenCalled();
  });

  it('recent reviews feed the recommendations', async () => {
    const { call, fn } = fakeCall(() => ({ reviews: reviews.slice(0, 1), total: 1 }));
    const snapshot = await run(recentReviewsList(call));
    expect(fn).toHaveBeenCalledWith('/reviews/get/recent', { offset: 0, limit: 3 });
    expect(snapshot.context.items).toHaveLength(1);
  });

  it('popular and most-read ask for 3 and 6, through the cache', async () => {
    appCache.clear();
    const { call, fn } = fakeCall((_, body) => ({
      books: books.slice(0, (body as { limit: number }).limit),
      total: books.length,
    }));
    await run(popularBooksList(call));
    await run(mostReadList(call));
    await run(mostReadList(call));
    expect(fn.mock.calls.map((c) => c[1])).toEqual([{ limit: 3 }, { limit: 6 }]);
  });

  it('genres fall back to the fixed 16 when the call fails', async () => {
    appCache.clear();
    const { call } = fakeCall(() => {
      throw new ApiError('server', 'down');
    });
    const snapshot = await run(genresList(call));
    expect(snapshot.context.items).toEqual([...GENRES]);
    expect(snapshot.matches({ loaded: 'withData' })).toBe(true);
  });
});

describe('pick of the day list', () => {
  it('holds one of the top 10 most read, or nothing', async () => {
    appCache.clear();
    const { call, fn } = fakeCall(() => ({ books, total: books.length }));
    const day = new Date(2026, 10, 21, 12);
    const snapshot = await run(pickOfTheDayList(call, () => day));
    expect(snapshot.context.items).toHaveLength(1);
    expect(books.slice(0, 10)).toContain(snapshot.context.items[0]);
    expect(fn).toHaveBeenCalledWith('/books/discover/most-reads', { limit: 10 });
    appCache.clear();
    const none = fakeCall(() => ({ books: [], total: 0 }));
    expect((await run(pickOfTheDayList(none.call, () => day))).matches({ loaded: 'empty' })).toBe(
      true,
    );
  });
});

/** A fake client that records calls and answers every list with `total` 12. */
function fakeApi() {
  const calls: { path: string; body: unknown }[] = [];
  const call = (async (path: string, body: unknown) => {
    calls.push({ path, body });
    return {
      status: { code: '0', values: [], message: '' },
      books: books.slice(0, 2),
      reviews: reviews.slice(0, 2),
      users: users.slice(0, 2),
      followers: users.slice(1, 3),
      following: users.slice(3, 5),
      following_count: 3,
      read_counts: [{ book_id: books[0]!.id, count: 3 }],
      total: 12,
    };
  }) as unknown as ApiCall;
  return { call, calls };
}

async function firstPage<Item, Extra>(setup: PagedListSetup<Item, Extra>) {
  const actor = createActor(setup.machine, { input: setup.input }).start();
  const snapshot = await waitFor(actor, (s) => !s.hasTag('busy'));
  return { actor, snapshot };
}

describe('profile lists', () => {
  it.each([
    ['liked', '/books/get/user/liked-books'],
    ['favorites', '/books/get/user/favorite-books'],
    ['readList', '/books/get/user/read-list'],
  ] as const)('loads the %s books 5 a page from %s', async (list, path) => {
    const api = fakeApi();
    const { actor, snapshot } = await firstPage(profileBooksList(api.call, 7, list));
    expect(snapshot.context.items.map((b) => b.id)).toEqual([1, 2]);
    expect(snapshot.context.total).toBe(12);
    actor.send({ type: 'page.go', page: 3 });
    await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(api.calls).toEqual([
      { path, body: { user_id: 7, offset: 0, limit: 5 } },
      { path, body: { user_id: 7, offset: 10, limit: 5 } },
    ]);
  });

  it.each([
    ['read', '/books/get/user/read-books'],
    ['reading', '/readings/get/user/reading'],
  ] as const)(
    'loads the %s books 5 a page from %s, read counts beside each page',
    async (list, path) => {
      const api = fakeApi();
      const { snapshot } = await firstPage(readerBooksList(api.call, 7, list));
      expect(snapshot.context.items.map((b) => b.id)).toEqual([1, 2]);
      expect(snapshot.context.extra).toEqual({ [books[0]!.id]: 3 });
      expect(api.calls).toEqual([{ path, body: { user_id: 7, offset: 0, limit: 5 } }]);
    },
  );

  it('pages own reviews 2 at a time and others’ 5 at a time', async () => {
    const own = fakeApi();
    const { actor } = await firstPage(profileReviewsList(own.call, 1, true));
    actor.send({ type: 'page.next' });
    await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(own.calls.map((c) => c.body)).toEqual([
      { user_id: 1, offset: 0, limit: 2 },
      { user_id: 1, offset: 2, limit: 2 },
    ]);
    const other = fakeApi();
    const { snapshot } = await firstPage(profileReviewsList(other.call, 2, false));
    expect(other.calls.map((c) => c.body)).toEqual([{ user_id: 2, offset: 0, limit: 5 }]);
    expect(snapshot.context.items.map((r) => r.id)).toEqual([1, 2]);
  });

  it('reads followers and following from their own keys', async () => {
    const api = fakeApi();
    const followers = await firstPage(followListList(api.call, 4, 'followers'));
    expect(followers.snapshot.context.items.map((u) => u.id)).toEqual([2, 3]);
    const following = await firstPage(followListList(api.call, 4, 'following'));
    expect(following.snapshot.context.items.map((u) => u.id)).toEqual([4, 5]);
    expect(api.calls.map((c) => c.path)).toEqual([
      '/follows/get/follower-users',
      '/follows/get/followed-users',
    ]);
  });
});

describe('social feed list', () => {
  it('asks 5 a page and keeps the following count beside the reviews', async () => {
    const api = fakeApi();
    const { actor, snapshot } = await firstPage(socialFeedList(api.call));
    expect(snapshot.context.items.map((r) => r.id)).toEqual([1, 2]);
    expect(snapshot.context.extra).toEqual({ followingCount: 3 });
    actor.send({ type: 'page.next' });
    await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(api.calls).toEqual([
      { path: '/reviews/get/feed', body: { offset: 0, limit: 5 } },
      { path: '/reviews/get/feed', body: { offset: 5, limit: 5 } },
    ]);
  });
});
