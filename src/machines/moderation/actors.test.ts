import { describe, expect, it, vi } from 'vitest';
import { type AnyActorLogic, createActor, waitFor } from 'xstate';
import type { ApiCall } from '../../api/client';
import { moderationLog, moderationQueue } from '../../api/mocks/handlers/moderation';
import { moderationLogActors, moderationQueueActors } from './actors';

const status = { code: '0', values: [], message: '' };

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

describe('moderation actors', () => {
  it('list the queue a page at a time', async () => {
    const { api, call } = fakeApi({ items: moderationQueue, total: 13 });
    await expect(
      run(moderationQueueActors(call).listQueue, { offset: 10, limit: 10 }),
    ).resolves.toEqual({ items: moderationQueue, total: 13 });
    expect(api).toHaveBeenLastCalledWith(
      '/moderation/queue',
      { offset: 10, limit: 10 },
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
  });

  it('act on a target and answer its audit row', async () => {
    const { api, call } = fakeApi({ entry: moderationLog[0] });
    const request = { target: 'name:4', action: 'suspend', reason: 'Why', until: '2026-12-24' };
    await expect(run(moderationQueueActors(call).act, request)).resolves.toEqual(moderationLog[0]);
    expect(api).toHaveBeenLastCalledWith('/moderation/act', request);
  });

  it('list the audit log a page at a time', async () => {
    const { api, call } = fakeApi({ entries: moderationLog, total: 5 });
    await expect(run(moderationLogActors(call).listLog, { offset: 0, limit: 20 })).resolves.toEqual(
      { entries: moderationLog, total: 5 },
    );
    expect(api).toHaveBeenLastCalledWith(
      '/moderation/log',
      { offset: 0, limit: 20 },
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
  });
});
