import { describe, expect, it, vi } from 'vitest';
import { type AnyActorLogic, createActor, waitFor } from 'xstate';
import type { ApiCall } from '../../api/client';
import { users } from '../../api/mocks/fixtures';
import {
  blockedReaderActors,
  followRequestActors,
  mutedReaderActors,
  privacySettingActors,
} from './actors';

const status = { code: '0', values: [], message: '' };

/** Runs one promise actor to its end: its output, or the error it failed with. */
async function run(logic: AnyActorLogic, input?: unknown) {
  const actor = createActor(logic, { input }).start();
  const snapshot = await waitFor(actor, (s) => s.status !== 'active');
  if (snapshot.status === 'error') throw snapshot.error;
  return snapshot.output as unknown;
}

function fakeApi(answer: unknown) {
  const api = vi.fn(async () => ({ status, ...(answer as object) }));
  return { api, call: api as unknown as ApiCall };
}

describe('privacy actors', () => {
  it('read the setting from the reader’s own profile, and save it', async () => {
    const profile = { ...users[0], is_private: true };
    const { api, call } = fakeApi({ users: [profile], is_private: false, approved: 2 });
    const actors = privacySettingActors(call, 1);
    await expect(run(actors.loadPrivacy)).resolves.toBe(true);
    expect(api).toHaveBeenLastCalledWith(
      '/users/get/id',
      { user_id: 1 },
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
    await expect(run(actors.savePrivacy, false)).resolves.toEqual({
      isPrivate: false,
      approved: 2,
    });
    expect(api).toHaveBeenLastCalledWith('/users/update/privacy', { is_private: false });
  });

  it('tell a profile answer without the profile from a setting', async () => {
    const { call } = fakeApi({ users: [] });
    await expect(run(privacySettingActors(call, 1).loadPrivacy)).rejects.toMatchObject({
      kind: 'format',
    });
  });

  it('list the follow requests a page at a time, and answer one either way', async () => {
    const waiting = users.slice(4, 6);
    const { api, call } = fakeApi({ users: waiting, total: 12 });
    const actors = followRequestActors(call);
    await expect(run(actors.listReaders, { offset: 10, limit: 10 })).resolves.toEqual({
      readers: waiting,
      total: 12,
    });
    expect(api).toHaveBeenLastCalledWith(
      '/follows/requests/list',
      { offset: 10, limit: 10 },
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
    await run(actors.actOnReader, { userId: 5, action: 'approve' });
    expect(api).toHaveBeenLastCalledWith('/follows/requests/answer', {
      user_id: 5,
      approve: true,
    });
    await run(actors.actOnReader, { userId: 6, action: 'decline' });
    expect(api).toHaveBeenLastCalledWith('/follows/requests/answer', {
      user_id: 6,
      approve: false,
    });
  });

  it.each([
    ['blocked', blockedReaderActors, '/users/get/blocked', '/users/unblock', 'unblock'],
    ['muted', mutedReaderActors, '/users/get/muted', '/users/unmute', 'unmute'],
  ] as const)('list the readers %s, and undo one', async (_, actorsOf, list, undo, action) => {
    const setApart = users.slice(6, 7);
    const { api, call } = fakeApi({ users: setApart, total: 1 });
    const actors = actorsOf(call);
    await expect(run(actors.listReaders, { offset: 0, limit: 10 })).resolves.toEqual({
      readers: setApart,
      total: 1,
    });
    expect(api).toHaveBeenLastCalledWith(
      list,
      { offset: 0, limit: 10 },
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
    await run(actors.actOnReader, { userId: 7, action });
    expect(api).toHaveBeenLastCalledWith(undo, { user_id: 7 });
  });
});
