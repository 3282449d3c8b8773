import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { ApiCall } from '../api/client';
import { books, reviews, users } from '../api/mocks/fixtures';
import {
  followListList,
  profileBooksList,
  profileReviewsList,
  type ProfileListSetup,
} from './profileLists';

interface Call {
  path: string;
  body: unknown;
}

/** A fake client that records calls and answers every list with `total` 12. */
function fakeApi() {
  const calls: Call[] = [];
  const call = (async (path: string, body: unknown) => {
    calls.push({ path, body });
    return {
      status: { code: '0', values: [], message: '' },
      books: books.slice(0, 2),
      reviews: reviews.slice(0, 2),
      users: users.slice(0, 2),
      followers: users.slice(1, 3),
      following: users.slice(3, 5),
      total: 12,
    };
  }) as unknown as ApiCall;
  return { call, calls };
}

async function firstPage<Item>(setup: ProfileListSetup<Item>) {
  const actor = createActor(setup.machine, { input: setup.input }).start();
  const snapshot = await waitFor(actor, (s) => !s.hasTag('busy'));
  return { actor, snapshot };
}

describe('profile lists', () => {
  it.each([
    ['read', '/books/get/user/read-books'],
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
