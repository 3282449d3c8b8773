import { describe, expect, it } from 'vitest';
import { ApiError, type ApiCall } from '../../api/client';
import type { PublicUser, Review } from '../../api/contract';
import { ada, FIXED_NOW, reviews, users } from '../../api/mocks/fixtures';
import { FOLLOWER_IDS_KEPT, loadNewNotifications } from './loadNewNotifications';
import { marksKey } from './notificationMarks';

/** A Map-backed Storage; `broken` makes every access throw, as some privacy modes do. */
function memoryStorage(broken = false): Storage {
  const data = new Map<string, string>();
  const guard = () => {
    if (broken) throw new DOMException('denied', 'SecurityError');
  };
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    key: (index) => [...data.keys()][index] ?? null,
    getItem: (key) => (guard(), data.get(key) ?? null),
    setItem: (key, value) => (guard(), void data.set(key, value)),
    removeItem: (key) => void data.delete(key),
  };
}

interface World {
  followers: PublicUser[];
  feed: Review[];
  fail?: boolean;
}

/** A fake API client answering the two calls from `world`, recording every call. */
function fakeApi(world: World) {
  const calls: { path: string; body: unknown }[] = [];
  const api = (async (path: string, body: unknown) => {
    calls.push({ path, body });
    if (world.fail) throw new ApiError('server', 'down');
    if (path === '/follows/get/follower-users') {
      return { followers: world.followers, users: world.followers, total: world.followers.length };
    }
    if (path === '/reviews/get/feed') {
      return { reviews: world.feed, total: world.feed.length, following_count: 2 };
    }
    throw new Error(`unexpected call ${path}`);
  }) as ApiCall;
  return { api, calls };
}

const [, cagla, omer, jonah] = users as [PublicUser, PublicUser, PublicUser, PublicUser];
const [newestReview, olderReview] = reviews as [Review, Review];

const at = (iso: string) => () => new Date(iso);

function setup(world: World, storage: Storage | null = memoryStorage()) {
  const { api, calls } = fakeApi(world);
  const check = (now = FIXED_NOW) =>
    loadNewNotifications({ api, userId: ada.id, storage, now: at(now) });
  return { check, calls, storage, world };
}

describe('loadNewNotifications', () => {
  it('notifies nothing on the first visit but remembers what exists', async () => {
    const { check, calls, storage } = setup({ followers: [cagla], feed: [newestReview] });
    await expect(check()).resolves.toEqual([]);
    expect(calls.map((call) => call.path).sort()).toEqual([
      '/follows/get/follower-users',
      '/reviews/get/feed',
    ]);
    expect(calls.find((call) => call.path === '/reviews/get/feed')?.body).toEqual({ limit: 5 });
    expect(calls.find((call) => call.path === '/follows/get/follower-users')?.body).toEqual({
      user_id: ada.id,
      limit: 50,
    });
    const stored = JSON.parse(storage?.getItem(marksKey(ada.id)) ?? 'null') as {
      followerIds: number[];
      newestReview: { id: number };
    };
    expect(stored.followerIds).toEqual([cagla.id]);
    expect(stored.newestReview.id).toBe(newestReview.id);
  });

  it('announces a new follower once, linking to their profile', async () => {
    const { check, world } = setup({ followers: [cagla], feed: [] });
    await check();
    world.followers = [omer, cagla];
    await expect(check()).resolves.toEqual([
      {
        id: `follower-${omer.id}`,
        kind: 'newFollower',
        values: { name: 'Ömer Şahin' },
        href: `/user/profile?id=${omer.id}`,
      },
    ]);
    await expect(check()).resolves.toEqual([]);
  });

  it('lists several new followers oldest first', async () => {
    const { check, world } = setup({ followers: [], feed: [] });
    await check();
    // The server answers newest follow first.
    world.followers = [jonah, omer, cagla];
    const ids = (await check()).map((notification) => notification.id);
    expect(ids).toEqual([`follower-${cagla.id}`, `follower-${omer.id}`, `follower-${jonah.id}`]);
  });

  it('does not announce a follower who unfollowed and followed again', async () => {
    const { check, world } = setup({ followers: [cagla], feed: [] });
    await check();
    world.followers = [];
    await check();
    world.followers = [cagla];
    await expect(check()).resolves.toEqual([]);
  });

  it('announces feed reviews newer than the newest one seen, linking to the book', async () => {
    const { check, world } = setup({ followers: [], feed: [olderReview] });
    await check();
    const sameTimeHigherId = { ...olderReview, id: olderReview.id + 10 };
    world.feed = [newestReview, sameTimeHigherId, olderReview];
    await expect(check()).resolves.toEqual([
      {
        id: `review-${sameTimeHigherId.id}`,
        kind: 'newReview',
        values: { name: 'Ömer Şahin', title: olderReview.book.title },
        href: `/book/details?id=${olderReview.book.id}`,
      },
      {
        id: `review-${newestReview.id}`,
        kind: 'newReview',
        values: { name: 'Çağla Demir', title: newestReview.book.title },
        href: `/book/details?id=${newestReview.book.id}`,
      },
    ]);
    await expect(check()).resolves.toEqual([]);
  });

  it('with an empty feed last time, announces only reviews written since that check', async () => {
    const { check, world } = setup({ followers: [], feed: [] });
    await check('2026-11-21T09:00:00.000Z');
    // olderReview was written at 07:00 (before the check), newestReview at 11:48.
    world.feed = [newestReview, olderReview];
    const ids = (await check()).map((notification) => notification.id);
    expect(ids).toEqual([`review-${newestReview.id}`]);
  });

  it('puts followers before reviews', async () => {
    const { check, world } = setup({ followers: [], feed: [olderReview] });
    await check();
    world.followers = [jonah];
    world.feed = [newestReview, olderReview];
    const kinds = (await check()).map((notification) => notification.kind);
    expect(kinds).toEqual(['newFollower', 'newReview']);
  });

  it('never announces the reader as their own follower', async () => {
    const { check, world } = setup({ followers: [], feed: [] });
    await check();
    world.followers = [ada];
    await expect(check()).resolves.toEqual([]);
  });

  it('keeps the stored follower ids bounded', async () => {
    const many = Array.from({ length: FOLLOWER_IDS_KEPT + 20 }, (_, index) => ({
      ...cagla,
      id: 100 + index,
    }));
    const { check, storage } = setup({ followers: many, feed: [] });
    await check();
    const stored = JSON.parse(storage?.getItem(marksKey(ada.id)) ?? 'null') as {
      followerIds: number[];
    };
    expect(stored.followerIds).toHaveLength(FOLLOWER_IDS_KEPT);
  });

  it('rejects on a failed call and leaves the marks as they were', async () => {
    const { check, world, storage } = setup({ followers: [cagla], feed: [] });
    await check();
    const before = storage?.getItem(marksKey(ada.id));
    world.fail = true;
    await expect(check()).rejects.toBeInstanceOf(ApiError);
    expect(storage?.getItem(marksKey(ada.id))).toBe(before);
    world.fail = false;
    world.followers = [omer, cagla];
    await expect(check()).resolves.toHaveLength(1);
  });

  it('treats a corrupt entry as a first visit', async () => {
    const storage = memoryStorage();
    storage.setItem(marksKey(ada.id), '{not json');
    const { check } = setup({ followers: [cagla], feed: [newestReview] }, storage);
    await expect(check()).resolves.toEqual([]);
    expect(JSON.parse(storage.getItem(marksKey(ada.id)) ?? 'null')).toMatchObject({
      followerIds: [cagla.id],
    });
  });

  it('keeps marks per reader', async () => {
    const storage = memoryStorage();
    const { check, world } = setup({ followers: [cagla], feed: [] }, storage);
    await check();
    world.followers = [omer, cagla];
    const other = fakeApi(world);
    // Another reader on the same browser has no marks yet: a first visit for them.
    await expect(
      loadNewNotifications({ api: other.api, userId: jonah.id, storage, now: at(FIXED_NOW) }),
    ).resolves.toEqual([]);
    await expect(check()).resolves.toHaveLength(1);
  });

  it.each([
    ['without storage', null],
    ['when storage throws', memoryStorage(true)],
  ])('does not crash %s and notifies nothing', async (_label, storage) => {
    const { check, world } = setup({ followers: [cagla], feed: [newestReview] }, storage);
    await expect(check()).resolves.toEqual([]);
    world.followers = [omer, cagla];
    await expect(check()).resolves.toEqual([]);
  });
});
