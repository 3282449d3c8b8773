import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { ApiError } from '../../api/client';
import type { PublicUser } from '../../api/contract';
import { ada } from '../../api/mocks/fixtures';
import { settle } from '../testing/harness';
import { EXPIRY_REDIRECT_MS, LOGOUT_REDIRECT_MS, sessionMachine } from './sessionMachine';

function start(
  stored: { token: string | null; user: PublicUser | null },
  validate: (token: string) => Promise<PublicUser> = async () => ada,
) {
  const effects = {
    persistSession: vi.fn(),
    clearStorage: vi.fn(),
    notifyLoggedOut: vi.fn(),
    notifySessionExpired: vi.fn(),
    notifyAccountDeleted: vi.fn(),
    navigateHome: vi.fn(),
    navigateToLogin: vi.fn(),
  };
  const revoked: string[] = [];
  const clock = new SimulatedClock();
  const actor = createActor(
    sessionMachine.provide({
      actions: effects,
      actors: {
        validateToken: fromPromise(({ input }) => validate(input.token)),
        revokeToken: fromPromise(async ({ input }) => {
          revoked.push(input.token);
        }),
      },
    }),
    { input: stored, clock },
  ).start();
  return { actor, effects, revoked, clock };
}

describe('sessionMachine', () => {
  it('starts signed out without a stored token', () => {
    const { actor } = start({ token: null, user: null });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().hasTag('signedIn')).toBe(false);
  });

  it('restores a stored token after /auth/me confirms it and refreshes the stored user', async () => {
    const validate = vi.fn(async () => ({ ...ada, name: 'Ada B.' }));
    const { actor, effects } = start({ token: 't1', user: ada }, validate);
    expect(actor.getSnapshot().value).toBe('restoring');
    await settle();
    expect(validate).toHaveBeenCalledWith('t1');
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(actor.getSnapshot().context.user?.name).toBe('Ada B.');
    expect(effects.persistSession).toHaveBeenCalledTimes(1);
  });

  it('treats a refused stored token as an expired session', async () => {
    const { actor, effects, clock } = start({ token: 'old', user: ada }, async () => {
      throw new ApiError('api', 'expired', { code: '5', httpStatus: 401 });
    });
    await settle();
    expect(actor.getSnapshot().value).toBe('expired');
    expect(actor.getSnapshot().context).toEqual({ token: null, user: null });
    expect(effects.clearStorage).toHaveBeenCalled();
    expect(effects.notifySessionExpired).toHaveBeenCalledTimes(1);
    clock.increment(EXPIRY_REDIRECT_MS);
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(effects.navigateToLogin).toHaveBeenCalledTimes(1);
  });

  it('keeps the stored reader when the server cannot be reached', async () => {
    const { actor, effects } = start({ token: 't1', user: ada }, async () => {
      throw new ApiError('network', 'offline');
    });
    await settle();
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(actor.getSnapshot().context.user).toEqual(ada);
    expect(effects.clearStorage).not.toHaveBeenCalled();
  });

  it('signs out quietly when offline and no user was stored with the token', async () => {
    const { actor, effects } = start({ token: 't1', user: null }, async () => {
      throw new ApiError('server', 'boom', { httpStatus: 500 });
    });
    await settle();
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(effects.clearStorage).toHaveBeenCalled();
    expect(effects.notifySessionExpired).not.toHaveBeenCalled();
  });

  it('signs in, persists, updates the user and logs out with a toast and home after 1 s', async () => {
    const { actor, effects, revoked, clock } = start({ token: null, user: null });
    actor.send({ type: 'session.loggedIn', token: 'fresh', user: ada });
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(actor.getSnapshot().context.token).toBe('fresh');
    expect(effects.persistSession).toHaveBeenCalledTimes(1);

    actor.send({ type: 'session.userUpdated', user: { ...ada, surname: 'Yılmaz' } });
    expect(actor.getSnapshot().context.user?.surname).toBe('Yılmaz');
    expect(effects.persistSession).toHaveBeenCalledTimes(2);

    actor.send({ type: 'session.logout' });
    expect(actor.getSnapshot().value).toBe('loggingOut');
    await settle();
    expect(revoked).toEqual(['fresh']);
    expect(actor.getSnapshot().value).toBe('loggedOut');
    expect(actor.getSnapshot().context.user).toBeNull();
    expect(effects.notifyLoggedOut).toHaveBeenCalledTimes(1);
    clock.increment(LOGOUT_REDIRECT_MS - 1);
    expect(effects.navigateHome).not.toHaveBeenCalled();
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(effects.navigateHome).toHaveBeenCalledTimes(1);
  });

  it('logs out even when revoking the token fails', async () => {
    const clock = new SimulatedClock();
    const actor = createActor(
      sessionMachine.provide({
        actors: {
          revokeToken: fromPromise<void, { token: string }>(async () => {
            throw new ApiError('network', 'offline');
          }),
        },
        actions: { clearStorage: () => {}, persistSession: () => {} },
      }),
      { input: { token: null, user: null }, clock },
    ).start();
    actor.send({ type: 'session.loggedIn', token: 'x', user: ada });
    actor.send({ type: 'session.logout' });
    await settle();
    expect(actor.getSnapshot().value).toBe('loggedOut');
  });

  it('runs the expiry flow on any code 5 while signed in, and allows signing in again', () => {
    const { actor, effects, clock } = start({ token: null, user: null });
    actor.send({ type: 'session.loggedIn', token: 'a', user: ada });
    actor.send({ type: 'session.expired' });
    expect(actor.getSnapshot().value).toBe('expired');
    expect(effects.notifySessionExpired).toHaveBeenCalledTimes(1);
    actor.send({ type: 'session.loggedIn', token: 'b', user: ada });
    expect(actor.getSnapshot().value).toBe('signedIn');
    clock.increment(EXPIRY_REDIRECT_MS);
    expect(effects.navigateToLogin).not.toHaveBeenCalled();
  });

  it('logs out while the stored token is still being checked', async () => {
    const { actor, revoked } = start({ token: 'stored', user: ada }, () => new Promise(() => {}));
    expect(actor.getSnapshot().value).toBe('restoring');
    actor.send({ type: 'session.logout' });
    expect(actor.getSnapshot().value).toBe('loggingOut');
    await settle();
    expect(revoked).toEqual(['stored']);
    expect(actor.getSnapshot().value).toBe('loggedOut');
  });

  it('forgets a deleted account at once, says goodbye and goes home after 1 s', () => {
    const { actor, effects, revoked, clock } = start({ token: null, user: null });
    actor.send({ type: 'session.loggedIn', token: 'gone', user: ada });
    actor.send({ type: 'session.deleted' });
    expect(actor.getSnapshot().value).toBe('accountDeleted');
    expect(actor.getSnapshot().context).toEqual({ token: null, user: null });
    expect(effects.clearStorage).toHaveBeenCalledTimes(1);
    expect(effects.notifyAccountDeleted).toHaveBeenCalledTimes(1);
    // The server ended the session with the account: nothing is revoked.
    expect(revoked).toEqual([]);
    clock.increment(LOGOUT_REDIRECT_MS);
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(effects.navigateHome).toHaveBeenCalledTimes(1);
    // A new account may sign in on the same page.
    actor.send({ type: 'session.deleted' });
    expect(actor.getSnapshot().value).toBe('signedOut');
  });

  it('ignores expiry and logout while signed out', () => {
    const { actor, effects } = start({ token: null, user: null });
    actor.send({ type: 'session.expired' });
    actor.send({ type: 'session.logout' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(effects.notifySessionExpired).not.toHaveBeenCalled();
  });
});
