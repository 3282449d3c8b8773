import { describe, expect, it, vi } from 'vitest';
import { fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../api/client';
import { books, relation } from '../../api/mocks/fixtures';
import { journal } from '../../api/mocks/journalFixtures';
import {
  bookRelationMachine,
  flagsOf,
  NO_FLAGS,
  type RelationAction,
  type RelationChange,
  type RelationFlags,
} from './bookRelationMachine';
import { paramsOf, startProvided } from '../testing/harness';

/**
 * A fake server holding one reader's flags, toggling as the real one does, and answering each
 * toggle with the book and its read count.
 */
function fakeServer(initial: RelationFlags = NO_FLAGS) {
  let flags = { ...initial };
  let reads = 10;
  const calls: RelationAction[] = [];
  let failWith: ApiError | null = null;
  let loadFails = 0;
  const pending: Array<() => void> = [];
  let hold = false;
  return {
    calls,
    flags: () => flags,
    failNext: (error: ApiError) => {
      failWith = error;
    },
    failLoads: (n: number) => {
      loadFails = n;
    },
    hold: (value: boolean) => {
      hold = value;
    },
    release: () => pending.splice(0).forEach((resolve) => resolve()),
    load: async () => {
      if (loadFails > 0) {
        loadFails -= 1;
        throw new ApiError('network', 'offline');
      }
      return flags;
    },
    toggle: async (action: RelationAction): Promise<RelationChange> => {
      calls.push(action);
      if (hold) await new Promise<void>((resolve) => pending.push(resolve));
      if (failWith) {
        const error = failWith;
        failWith = null;
        throw error;
      }
      if (action === 'read') {
        reads += flags.read ? -1 : 1;
        flags = flags.read
          ? { ...flags, read: false, like: false, favorite: false }
          : { ...flags, read: true, readingList: false };
      } else {
        flags = { ...flags, [action]: !flags[action] };
      }
      const changed = action === 'read' || action === 'readingList';
      return {
        flags,
        book: { ...books[0]!, reads },
        journal: changed
          ? journal(4, flags.read ? 'read' : null, { read_count: flags.read ? 1 : 0 })
          : null,
      };
    },
  };
}

/** Read, liked and favourited, off the reading list: every flag a reader can take back. */
const ALL_READ_FLAGS: RelationFlags = {
  read: true,
  like: true,
  favorite: true,
  readingList: false,
};

function start(signedIn: boolean, server = fakeServer()) {
  const effects = { showToast: vi.fn(), relationChanged: vi.fn() };
  const actor = startProvided(
    bookRelationMachine,
    {
      actions: effects,
      actors: {
        loadRelation: fromPromise<RelationFlags, { bookId: number }>(() => server.load()),
        toggleRelation: fromPromise(
          ({ input }: { input: { bookId: number; action: RelationAction } }) =>
            server.toggle(input.action),
        ),
      },
    },
    { input: { bookId: 4, signedIn } },
  );
  const settled = () => waitFor(actor, (s) => !s.hasTag('busy'));
  const toasts = () => paramsOf(effects.showToast);
  const flags = () => actor.getSnapshot().context.flags;
  return { actor, server, effects, settled, toasts, flags };
}

describe('bookRelationMachine', () => {
  it('maps the contract relation to flags', () => {
    expect(flagsOf(relation(1, 2, { read: true, readingList: false }))).toMatchObject({
      read: true,
      readingList: false,
    });
  });

  it.each([
    ['read.toggle', 'toast.gating.loginToRead'],
    ['like.toggle', 'toast.gating.loginToLike'],
    ['favorite.toggle', 'toast.gating.loginToFavorite'],
    ['readinglist.toggle', 'toast.gating.loginToReadingList'],
  ] as const)('refuses %s to a guest with the please-login message', (type, message) => {
    const { actor, server, toasts } = start(false);
    expect(actor.getSnapshot().matches('guest')).toBe(true);
    actor.send({ type });
    expect(toasts()).toEqual([{ kind: 'warning', message }]);
    expect(server.calls).toEqual([]);
  });

  it('loads the reader flags', async () => {
    const { actor, settled, flags } = start(true, fakeServer({ ...NO_FLAGS, readingList: true }));
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    await settled();
    expect(actor.getSnapshot().matches({ ready: { read: 'idle', like: 'idle' } })).toBe(true);
    expect(flags().readingList).toBe(true);
  });

  it('shows the load error and retries', async () => {
    const server = fakeServer();
    server.failLoads(1);
    const { actor } = start(true, server);
    await waitFor(actor, (s) => s.matches('loadError'));
    actor.send({ type: 'relation.retry' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.flags).toEqual(NO_FLAGS);
  });

  it('holds toggles clicked while the flags load and sends them, in order, once known', async () => {
    const { actor, server, settled, flags, toasts } = start(true, fakeServer());
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    actor.send({ type: 'favorite.toggle' });
    actor.send({ type: 'read.toggle' });
    expect(server.calls).toEqual([]);
    await waitFor(actor, (s) => s.matches('ready'));
    await settled();
    // Each meets the loaded flags as a click would: favourite asks for the read mark first.
    expect(server.calls).toEqual(['read']);
    expect(toasts()).toContainEqual({
      kind: 'warning',
      message: 'toast.gating.mustReadToFavorite',
    });
    expect(flags()).toMatchObject({ read: true, favorite: false });
  });

  it('a toggle clicked twice while the flags load cancels out', async () => {
    const { actor, server, settled } = start(true, fakeServer());
    actor.send({ type: 'readinglist.toggle' });
    actor.send({ type: 'readinglist.toggle' });
    await settled();
    expect(actor.getSnapshot().context.held).toEqual([]);
    expect(server.calls).toEqual([]);
  });

  it('a held toggle meets the loaded flags: unmarking a read book still asks first', async () => {
    const { actor, server, settled } = start(true, fakeServer(ALL_READ_FLAGS));
    actor.send({ type: 'read.toggle' });
    await waitFor(actor, (s) => s.matches({ ready: { read: 'confirming' } }));
    expect(server.calls).toEqual([]);
    actor.send({ type: 'read.cancel' });
    await settled();
    expect(server.calls).toEqual([]);
  });

  it('drops held toggles when the flags fail to load', async () => {
    const server = fakeServer();
    server.failLoads(1);
    const { actor } = start(true, server);
    actor.send({ type: 'read.toggle' });
    await waitFor(actor, (s) => s.matches('loadError'));
    expect(actor.getSnapshot().context.held).toEqual([]);
    actor.send({ type: 'relation.retry' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(server.calls).toEqual([]);
  });

  it.each([
    ['like.toggle', 'toast.gating.mustReadToLike'],
    ['favorite.toggle', 'toast.gating.mustReadToFavorite'],
  ] as const)('warns %s before the book is read, without a call', async (type, message) => {
    const { actor, server, settled, toasts } = start(true);
    await settled();
    actor.send({ type });
    expect(toasts()).toEqual([{ kind: 'warning', message }]);
    expect(server.calls).toEqual([]);
  });

  it('marks read, then likes and favourites, with the server answer as the new state', async () => {
    const { actor, server, effects, settled, toasts, flags } = start(
      true,
      fakeServer({ ...NO_FLAGS, readingList: true }),
    );
    await settled();
    actor.send({ type: 'read.toggle' });
    expect(actor.getSnapshot().matches({ ready: { read: 'sending' } })).toBe(true);
    expect(actor.getSnapshot().hasTag('busy.read')).toBe(true);
    await settled();
    // The server removed it from the reading list: local state follows.
    expect(flags()).toEqual({ read: true, like: false, favorite: false, readingList: false });
    actor.send({ type: 'like.toggle' });
    actor.send({ type: 'favorite.toggle' });
    await settled();
    expect(flags()).toEqual({ read: true, like: true, favorite: true, readingList: false });
    expect(server.calls).toEqual(['read', 'like', 'favorite']);
    expect(toasts()).toEqual([
      { kind: 'success', message: 'toast.book.markedRead' },
      { kind: 'liked', message: 'toast.book.liked' },
      { kind: 'success', message: 'toast.book.favoriteAdded' },
    ]);
    expect(effects.relationChanged).toHaveBeenCalledTimes(3);
    // The screen gets the book as the toggle left it, so it shows the new count without a call.
    expect(effects.relationChanged.mock.calls[0]?.[1]).toEqual({
      action: 'read',
      book: expect.objectContaining({ id: books[0]!.id, reads: 11 }),
      // Marking read changed the journal: it comes with the answer.
      journal: expect.objectContaining({ status: 'read', read_count: 1 }),
    });
    expect(effects.relationChanged.mock.calls[1]?.[1]).toMatchObject({
      action: 'like',
      journal: null,
    });
  });

  it('removes like, favourite and reading list with their messages', async () => {
    const { actor, settled, toasts, flags } = start(true, fakeServer(ALL_READ_FLAGS));
    await settled();
    actor.send({ type: 'like.toggle' });
    actor.send({ type: 'favorite.toggle' });
    actor.send({ type: 'readinglist.toggle' });
    await settled();
    expect(flags()).toEqual({ read: true, like: false, favorite: false, readingList: true });
    actor.send({ type: 'readinglist.toggle' });
    await settled();
    expect(toasts()).toEqual([
      { kind: 'success', message: 'toast.book.likeRemoved' },
      { kind: 'success', message: 'toast.book.favoriteRemoved' },
      { kind: 'success', message: 'toast.book.readingListAdded' },
      { kind: 'success', message: 'toast.book.readingListRemoved' },
    ]);
  });

  it('asks before unmarking read; cancel keeps everything, confirm clears like and favourite', async () => {
    const { actor, server, settled, toasts, flags } = start(true, fakeServer(ALL_READ_FLAGS));
    await settled();
    actor.send({ type: 'read.toggle' });
    expect(actor.getSnapshot().matches({ ready: { read: 'confirming' } })).toBe(true);
    actor.send({ type: 'read.cancel' });
    expect(actor.getSnapshot().matches({ ready: { read: 'idle' } })).toBe(true);
    expect(server.calls).toEqual([]);
    actor.send({ type: 'read.toggle' });
    actor.send({ type: 'read.confirm' });
    await settled();
    expect(flags()).toEqual(NO_FLAGS);
    expect(toasts()).toEqual([{ kind: 'success', message: 'toast.book.readRemoved' }]);
  });

  it('takes the flags a journal write answered with, without a call', async () => {
    const { actor, server, settled, flags } = start(true, fakeServer(NO_FLAGS));
    await settled();
    actor.send({ type: 'relation.replace', relation: relation(1, 4, { read: true }) });
    expect(flags()).toEqual({ ...NO_FLAGS, read: true });
    expect(server.calls).toEqual([]);
  });

  it('keeps one call in flight per action', async () => {
    const { actor, server, settled } = start(true, fakeServer({ ...NO_FLAGS, read: true }));
    await settled();
    server.hold(true);
    actor.send({ type: 'like.toggle' });
    actor.send({ type: 'like.toggle' });
    actor.send({ type: 'readinglist.toggle' });
    expect(server.calls).toEqual(['like', 'readingList']);
    server.hold(false);
    server.release();
    await settled();
    expect(actor.getSnapshot().context.flags.like).toBe(true);
  });

  it.each([
    [
      'like',
      'like.toggle',
      new ApiError('server', '', { httpStatus: 500 }),
      'error',
      'toast.action.likeFailed',
    ],
    [
      'favorite',
      'favorite.toggle',
      new ApiError('api', '', { code: '4' }),
      'error',
      'toast.action.favoriteFailed',
    ],
    [
      'readingList',
      'readinglist.toggle',
      new ApiError('network', ''),
      'network',
      'toast.generic.network',
    ],
    [
      'readingList',
      'readinglist.toggle',
      new ApiError('rateLimited', ''),
      'rateLimited',
      'toast.generic.rateLimit',
    ],
    ['read', 'read.toggle', new ApiError('server', ''), 'error', 'toast.action.readFailed'],
  ] as const)('reports a failed %s and keeps the flags', async (_, type, error, kind, message) => {
    const { actor, server, effects, settled, toasts, flags } = start(
      true,
      fakeServer({ ...NO_FLAGS, read: type !== 'read.toggle' }),
    );
    await settled();
    const before = flags();
    server.failNext(error);
    actor.send({ type });
    await settled();
    expect(flags()).toEqual(before);
    expect(toasts()).toEqual([{ kind, message }]);
    expect(effects.relationChanged).not.toHaveBeenCalled();
  });
});
