import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ApiError } from '../../api/client';
import type { UserProfile } from '../../api/contract';
import { profileOf } from '../../api/mocks/handlers/users';
import { users } from '../../api/mocks/fixtures';
import { settle } from '../testing/harness';
import { userProfileMachine } from './userProfileMachine';

const cagla = profileOf(users[1] as (typeof users)[number]);

function start(userId: number | null, load: () => Promise<UserProfile>) {
  const calls: number[] = [];
  const actor = createActor(
    userProfileMachine.provide({
      actors: {
        loadProfile: fromPromise(({ input }) => {
          calls.push(input.userId);
          return load();
        }),
      },
    }),
    { input: { userId } },
  ).start();
  return { actor, calls, state: () => actor.getSnapshot().value };
}

describe('userProfileMachine', () => {
  it('shows not found without a call when the id is missing', () => {
    const { calls, state } = start(null, async () => cagla);
    expect(state()).toBe('notFound');
    expect(calls).toEqual([]);
  });

  it('loads the profile', async () => {
    const { actor, calls, state } = start(2, async () => cagla);
    expect(state()).toBe('loading');
    await settle();
    expect(calls).toEqual([2]);
    expect(state()).toBe('loaded');
    expect(actor.getSnapshot().context.profile?.username).toBe('cagla_okur');
  });

  it.each(['3', '4'] as const)('treats code %s as not found or private', async (code) => {
    const { state } = start(99, async () => {
      throw new ApiError('api', '', { code, httpStatus: 404 });
    });
    await settle();
    expect(state()).toBe('notFound');
  });

  it('shows an error on other failures and retries', async () => {
    let fail = true;
    const { actor, calls, state } = start(2, async () => {
      if (fail) throw new ApiError('network', 'offline');
      return cagla;
    });
    await settle();
    expect(state()).toBe('error');
    fail = false;
    actor.send({ type: 'profile.retry' });
    await settle();
    expect(state()).toBe('loaded');
    expect(calls).toEqual([2, 2]);
  });

  it('updates the followers count after a follow', async () => {
    const { actor } = start(2, async () => cagla);
    await settle();
    actor.send({
      type: 'profile.followChanged',
      followersCount: 42,
      isFollowing: false,
      requested: true,
    });
    expect(actor.getSnapshot().context.profile?.stats.followers).toBe(42);
    expect(actor.getSnapshot().context.profile).toMatchObject({
      is_following: false,
      follow_requested: true,
    });
    expect(actor.getSnapshot().context.profile?.stats.following).toBe(cagla.stats.following);
  });
});
