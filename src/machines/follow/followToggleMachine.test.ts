import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ApiError } from '../../api/client';
import { paramsOf, settle } from '../testing/harness';
import {
  followToggleMachine,
  type FollowToggleInput,
  type ToggleFollowInput,
  type ToggleFollowOutput,
} from './followToggleMachine';

const base: FollowToggleInput = {
  viewerId: 1,
  targetId: 2,
  targetName: 'cagla_okur',
  isFollowing: false,
  requested: false,
  followersCount: 10,
};

function start(
  input: Partial<FollowToggleInput> = {},
  toggle: (input: ToggleFollowInput) => Promise<ToggleFollowOutput> = async ({ follow }) => ({
    isFollowing: follow,
    requested: false,
    followersCount: follow ? 11 : 10,
  }),
) {
  const effects = { showToast: vi.fn(), followChanged: vi.fn() };
  const calls: ToggleFollowInput[] = [];
  const actor = createActor(
    followToggleMachine.provide({
      actions: effects,
      actors: {
        toggleFollow: fromPromise(({ input: call }) => {
          calls.push(call);
          return toggle(call);
        }),
      },
    }),
    { input: { ...base, ...input } },
  ).start();
  const toasts = () => paramsOf(effects.showToast);
  return { actor, effects, calls, toasts, state: () => actor.getSnapshot().value };
}

describe('followToggleMachine', () => {
  it('warns a guest to log in and makes no call', () => {
    const { actor, calls, toasts, state } = start({ viewerId: null });
    expect(state()).toBe('guest');
    actor.send({ type: 'follow.toggle' });
    expect(state()).toBe('guest');
    expect(calls).toEqual([]);
    expect(toasts()).toEqual([{ kind: 'warning', message: 'toast.gating.loginToFollow' }]);
  });

  it('warns that readers cannot follow themselves', () => {
    const { actor, calls, toasts, state } = start({ viewerId: 2 });
    expect(state()).toBe('self');
    actor.send({ type: 'follow.toggle' });
    expect(calls).toEqual([]);
    expect(toasts()).toEqual([{ kind: 'warning', message: 'toast.gating.cannotFollowSelf' }]);
  });

  it('starts in following when the reader already follows', () => {
    expect(start({ isFollowing: true }).state()).toBe('following');
  });

  it('follows: pending, then following with one more follower and a toast', async () => {
    const { actor, calls, effects, toasts, state } = start();
    expect(state()).toBe('notFollowing');
    actor.send({ type: 'follow.toggle' });
    expect(state()).toBe('pending');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    actor.send({ type: 'follow.toggle' });
    await settle();
    expect(calls).toEqual([{ targetId: 2, follow: true }]);
    expect(state()).toBe('following');
    expect(actor.getSnapshot().context.followersCount).toBe(11);
    expect(toasts()).toEqual([
      { kind: 'success', message: 'toast.social.followed', values: { name: 'cagla_okur' } },
    ]);
    expect(effects.followChanged).toHaveBeenCalledWith(expect.anything(), {
      isFollowing: true,
      requested: false,
      followersCount: 11,
    });
  });

  it('unfollows: one follower fewer', async () => {
    const { actor, calls, toasts, state } = start({ isFollowing: true, followersCount: 11 });
    actor.send({ type: 'follow.toggle' });
    await settle();
    expect(calls).toEqual([{ targetId: 2, follow: false }]);
    expect(state()).toBe('notFollowing');
    expect(actor.getSnapshot().context.followersCount).toBe(10);
    expect(toasts()).toEqual([
      { kind: 'success', message: 'toast.social.unfollowed', values: { name: 'cagla_okur' } },
    ]);
  });

  it('shows the follow failure only after the server answered, and keeps the state', async () => {
    let answer: (error: unknown) => void = () => {};
    const { actor, toasts, state } = start({}, () => new Promise((_, reject) => (answer = reject)));
    actor.send({ type: 'follow.toggle' });
    await settle();
    expect(toasts()).toEqual([]);
    answer(new ApiError('api', 'nope', { code: '4', httpStatus: 403 }));
    await settle();
    expect(state()).toBe('notFollowing');
    expect(actor.getSnapshot().context.followersCount).toBe(10);
    expect(toasts()).toEqual([{ kind: 'error', message: 'toast.social.followFailed' }]);
  });

  it('shows the unfollow failure', async () => {
    const { actor, toasts, state } = start({ isFollowing: true }, async () => {
      throw new ApiError('network', 'offline');
    });
    actor.send({ type: 'follow.toggle' });
    await settle();
    expect(state()).toBe('following');
    expect(toasts()).toEqual([{ kind: 'error', message: 'toast.social.unfollowFailed' }]);
  });

  it('trusts the server when the follow was already there', async () => {
    const { actor, state } = start({ followersCount: 4 }, async () => ({
      isFollowing: true,
      requested: false,
      followersCount: 4,
    }));
    actor.send({ type: 'follow.toggle' });
    await settle();
    expect(state()).toBe('following');
    expect(actor.getSnapshot().context.followersCount).toBe(4);
  });

  it('asks a private reader: requested, with no new follower, and a request-sent toast', async () => {
    const { actor, calls, toasts, state } = start({}, async () => ({
      isFollowing: false,
      requested: true,
      followersCount: 10,
    }));
    actor.send({ type: 'follow.toggle' });
    await settle();
    expect(calls).toEqual([{ targetId: 2, follow: true }]);
    expect(state()).toBe('requested');
    expect(actor.getSnapshot().context.followersCount).toBe(10);
    expect(toasts()).toEqual([
      { kind: 'success', message: 'toast.social.requestSent', values: { name: 'cagla_okur' } },
    ]);
  });

  it('withdraws a request waiting: not following again, said as a withdrawal', async () => {
    const { actor, calls, toasts, state } = start({ requested: true });
    expect(state()).toBe('requested');
    actor.send({ type: 'follow.toggle' });
    expect(state()).toBe('pending');
    await settle();
    expect(calls).toEqual([{ targetId: 2, follow: false }]);
    expect(state()).toBe('notFollowing');
    expect(toasts()).toEqual([
      {
        kind: 'success',
        message: 'toast.social.requestWithdrawn',
        values: { name: 'cagla_okur' },
      },
    ]);
  });
});
