import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ApiError } from '../../api/client';
import type { PublicUser, Review } from '../../api/contract';
import { reviews as fixtureReviews, users } from '../../api/mocks/fixtures';
import { feedListMachine, LIST_SIZES, type FeedExtra } from '../paging/listCalls';
import type { ListPage, ListWindow } from '../paging/pagedListMachine';
import { settle } from '../testing/harness';
import { feedView, socialFeedMachine } from './socialFeedMachine';

type FeedPage = ListPage<Review, FeedExtra>;

/** `count` reviews with distinct ids, built from the fixtures. */
function manyReviews(count: number): Review[] {
  return Array.from({ length: count }, (_, index) => {
    const template = fixtureReviews[index % fixtureReviews.length];
    if (!template) throw new Error('fixtures have no reviews');
    return { ...template, id: 1000 + index };
  });
}

function serverFeed(all: Review[], followingCount = 3) {
  return async ({ limit, offset }: ListWindow): Promise<FeedPage> => ({
    items: all.slice(offset, offset + limit),
    total: all.length,
    extra: { followingCount },
  });
}

function start(
  signedIn: boolean,
  loadFeed: (window: ListWindow) => Promise<FeedPage> = serverFeed(manyReviews(12)),
  loadMembers: (input: { limit: number }) => Promise<PublicUser[]> = async () => users.slice(1, 7),
) {
  const feedCalls: ListWindow[] = [];
  const memberCalls: { limit: number }[] = [];
  const actor = createActor(
    socialFeedMachine.provide({
      actors: {
        feedList: feedListMachine.provide({
          actors: {
            load: fromPromise(({ input }) => {
              feedCalls.push(input);
              return loadFeed(input);
            }),
          },
        }),
        loadMembers: fromPromise(({ input }) => {
          memberCalls.push(input);
          return loadMembers(input);
        }),
      },
    }),
    { input: { signedIn } },
  ).start();
  const feedRef = () => {
    const ref = actor.getSnapshot().children.feed;
    if (!ref) throw new Error('no feed');
    return ref;
  };
  const feedState = () => feedRef().getSnapshot();
  const feed = () => feedView(feedState());
  const discover = () =>
    (actor.getSnapshot().value as { member: { discover: string } }).member.discover;
  return { actor, feedRef, feedState, feedCalls, memberCalls, feed, discover };
}

describe('socialFeedMachine', () => {
  it('shows guests the login notice and loads nothing', async () => {
    const { actor, feedCalls, memberCalls } = start(false);
    await settle();
    expect(actor.getSnapshot().value).toBe('guest');
    expect(actor.getSnapshot().children.feed).toBeUndefined();
    expect(feedCalls).toEqual([]);
    expect(memberCalls).toEqual([]);
  });

  it('loads the first page of 5 and up to 6 members at once', async () => {
    const { actor, feedState, feedCalls, memberCalls, feed, discover } = start(true);
    expect(feed()).toBe('loading');
    expect(discover()).toBe('loading');
    expect(feedState().hasTag('busy')).toBe(true);
    await settle();
    expect(feedCalls).toEqual([{ limit: LIST_SIZES.socialReviews, offset: 0 }]);
    expect(memberCalls).toEqual([{ limit: 6 }]);
    expect(feed()).toBe('ready');
    expect(discover()).toBe('ready');
    expect(feedState().context.items.map((r) => r.id)).toEqual([1000, 1001, 1002, 1003, 1004]);
    expect(feedState().context.total).toBe(12);
    expect(actor.getSnapshot().context.members.map((u) => u.id)).toEqual([2, 3, 4, 5, 6, 7]);
  });

  it('pages with offsets, ignores moves that stay put and keeps pages in range', async () => {
    const { feedRef, feedState, feedCalls } = start(true);
    await settle();
    feedRef().send({ type: 'page.previous' });
    feedRef().send({ type: 'page.go', page: 1 });
    expect(feedCalls).toHaveLength(1);
    feedRef().send({ type: 'page.next' });
    await settle();
    feedRef().send({ type: 'page.go', page: 4 });
    await settle();
    expect(feedState().context.page).toBe(3);
    expect(feedState().context.items.map((r) => r.id)).toEqual([1010, 1011]);
    feedRef().send({ type: 'page.next' });
    feedRef().send({ type: 'page.previous' });
    await settle();
    expect(feedCalls.map((c) => c.offset)).toEqual([0, 5, 10, 5]);
    expect(feedState().context.page).toBe(2);
  });

  it('tells following nobody apart from followed users having no reviews', async () => {
    const nobody = start(true, serverFeed([], 0));
    await settle();
    expect(nobody.feed()).toBe('followingNobody');
    const quiet = start(true, serverFeed([], 2));
    await settle();
    expect(quiet.feed()).toBe('noReviews');
  });

  it('goes back to the last real page when reviews vanished', async () => {
    let all = manyReviews(12);
    const { feedRef, feedState, feedCalls, feed } = start(true, (window) =>
      serverFeed(all)(window),
    );
    await settle();
    all = manyReviews(7);
    feedRef().send({ type: 'page.go', page: 3 });
    await settle();
    await settle();
    expect(feed()).toBe('ready');
    expect(feedState().context.page).toBe(2);
    expect(feedCalls.map((c) => c.offset)).toEqual([0, 10, 5]);
  });

  it('shows an error and retries the feed', async () => {
    let fail = true;
    const { feedRef, feed, discover } = start(true, async (window) => {
      if (fail) throw new ApiError('network', 'offline');
      return serverFeed(manyReviews(2))(window);
    });
    await settle();
    expect(feed()).toBe('error');
    expect(discover()).toBe('ready');
    fail = false;
    feedRef().send({ type: 'list.retry' });
    await settle();
    expect(feed()).toBe('ready');
  });

  it('shows no members to discover, and a members error with retry', async () => {
    const none = start(true, undefined, async () => []);
    await settle();
    expect(none.discover()).toBe('empty');

    let fail = true;
    const broken = start(true, undefined, async () => {
      if (fail) throw new ApiError('server', '', { httpStatus: 500 });
      return users.slice(1, 3);
    });
    await settle();
    expect(broken.discover()).toBe('error');
    expect(broken.feed()).toBe('ready');
    fail = false;
    broken.actor.send({ type: 'discover.retry' });
    await settle();
    expect(broken.discover()).toBe('ready');
  });

  it('never shows more than 6 members even if the server sends more', async () => {
    const { actor } = start(true, undefined, async () => [...users, ...users]);
    await settle();
    expect(actor.getSnapshot().context.members).toHaveLength(6);
  });
});
