import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { API_CODES, ApiError } from '../../api/client';
import {
  moderationActResponseSchema,
  moderationQueueResponseSchema,
  type ModerationLogEntry,
  type ModerationQueueItem,
} from '../../api/contract/moderation';
import {
  longModerationQueue,
  moderationLog,
  moderationQueue,
  nameReport,
  photoReport,
  reviewReport,
} from '../../api/mocks/handlers/moderation';
import type { ListWindow } from '../paging/pagedListMachine';
import { leafStates, recordStates } from '../shared/stateCoverage';
import { connectionFailureCases } from '../testing/connectionFailures';
import { paramsOf, recorded, settle } from '../testing/harness';
import {
  moderationQueueMachine,
  type QueueActRequest,
  type QueuePage,
} from './moderationQueueMachine';

const entryFor = (request: QueueActRequest): ModerationLogEntry => ({
  ...(moderationLog[0] as ModerationLogEntry),
  id: 99,
  action: request.action,
  reason: request.reason,
});

/** The server's queue, paged as it pages it, less the targets acted on. */
function serverQueue(items: ModerationQueueItem[] = moderationQueue) {
  let waiting = [...items];
  return {
    list: async ({ offset, limit }: ListWindow): Promise<QueuePage> => ({
      items: waiting.slice(offset, offset + limit),
      total: waiting.length,
    }),
    act: async (request: QueueActRequest) => {
      waiting = waiting.filter((item) => item.target !== request.target);
      return entryFor(request);
    },
  };
}

function start(
  list: (window: ListWindow) => Promise<QueuePage> = serverQueue().list,
  act: (request: QueueActRequest) => Promise<ModerationLogEntry> = async (request) =>
    entryFor(request),
  pageSize = 10,
) {
  const effects = { showToast: vi.fn(), recordAction: vi.fn(), endSession: vi.fn() };
  const lists = recorded(list);
  const acts = recorded(act);
  const actor = createActor(
    moderationQueueMachine.provide({
      actions: effects,
      actors: { listQueue: lists.logic, act: acts.logic },
    }),
    { input: { pageSize } },
  );
  const seen = recordStates(actor);
  actor.start();
  return {
    actor,
    effects,
    seen,
    lists: lists.calls,
    acts: acts.calls,
    toasts: () => paramsOf(effects.showToast),
    value: () => actor.getSnapshot().value,
    context: () => actor.getSnapshot().context,
    targets: () => actor.getSnapshot().context.items.map((item) => item.target),
  };
}

describe('moderation fixtures', () => {
  it('answer the contract', () => {
    const status = { code: '0', values: [], message: '' };
    expect(
      moderationQueueResponseSchema.safeParse({ status, items: moderationQueue, total: 3 }).success,
    ).toBe(true);
    expect(moderationActResponseSchema.safeParse({ status, entry: moderationLog[0] }).success).toBe(
      true,
    );
  });
});

describe('moderationQueueMachine', () => {
  it('loads the queue, hides a review with a reason, and the item leaves with a toast', async () => {
    const server = serverQueue();
    const { actor, acts, effects, toasts, value, context, targets } = start(
      server.list,
      server.act,
    );
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settle();
    expect(value()).toEqual({ ready: 'idle' });
    expect(targets()).toEqual([reviewReport.target, nameReport.target, photoReport.target]);

    actor.send({ type: 'action.choose', target: reviewReport.target, action: 'hide_review' });
    expect(value()).toEqual({ dialog: 'editing' });
    expect(context().acting).toEqual({ target: reviewReport.target, action: 'hide_review' });
    // No reason yet: nothing is sent.
    actor.send({ type: 'action.submit' });
    actor.send({ type: 'action.reason', reason: '   ' });
    actor.send({ type: 'action.submit' });
    expect(value()).toEqual({ dialog: 'editing' });
    actor.send({ type: 'action.reason', reason: '  Spoils the ending.  ' });
    actor.send({ type: 'action.submit' });
    expect(value()).toEqual({ dialog: 'submitting' });
    // While it is on its way, the words stay as sent and the dialog cannot be closed.
    actor.send({ type: 'action.reason', reason: 'changed' });
    actor.send({ type: 'action.cancel' });
    expect(context().reason).toBe('  Spoils the ending.  ');
    await settle();
    expect(value()).toEqual({ ready: 'idle' });
    expect(acts).toEqual([
      { target: reviewReport.target, action: 'hide_review', reason: 'Spoils the ending.' },
    ]);
    expect(targets()).toEqual([nameReport.target, photoReport.target]);
    expect(context().total).toBe(2);
    expect(context().acting).toBeNull();
    expect(toasts()).toEqual([
      {
        kind: 'success',
        message: 'toast.moderation.hidden',
        values: { username: reviewReport.reader.username },
      },
    ]);
    expect(paramsOf(effects.recordAction)).toEqual([
      expect.objectContaining({ id: 99, action: 'hide_review' }),
    ]);
  });

  it('sends a suspension’s end date, and only a suspension’s', async () => {
    const { actor, acts } = start();
    await settle();
    actor.send({ type: 'action.choose', target: nameReport.target, action: 'suspend' });
    actor.send({ type: 'action.reason', reason: 'Harassment' });
    actor.send({ type: 'action.until', until: '2026-12-24' });
    actor.send({ type: 'action.submit' });
    await settle();
    actor.send({ type: 'action.choose', target: photoReport.target, action: 'suspend' });
    actor.send({ type: 'action.reason', reason: 'No end' });
    actor.send({ type: 'action.submit' });
    await settle();
    expect(acts).toEqual([
      { target: nameReport.target, action: 'suspend', reason: 'Harassment', until: '2026-12-24' },
      { target: photoReport.target, action: 'suspend', reason: 'No end' },
    ]);
  });

  it.each([
    ['reset_name', nameReport, 'toast.moderation.nameReset'],
    ['remove_photo', photoReport, 'toast.moderation.photoRemoved'],
    ['dismiss', reviewReport, 'toast.moderation.dismissed'],
    ['suspend', photoReport, 'toast.moderation.suspended'],
  ] as const)('says %s is done, naming the reader', async (action, item, message) => {
    const { actor, toasts } = start();
    await settle();
    actor.send({ type: 'action.choose', target: item.target, action });
    actor.send({ type: 'action.reason', reason: 'Why' });
    actor.send({ type: 'action.submit' });
    await settle();
    expect(toasts()).toEqual([
      { kind: 'success', message, values: { username: item.reader.username } },
    ]);
  });

  it('offers only an action that fits a shown item, and closes the dialog on cancel', async () => {
    const { actor, value, context } = start();
    await settle();
    actor.send({ type: 'action.choose', target: nameReport.target, action: 'hide_review' });
    actor.send({ type: 'action.choose', target: 'review:999', action: 'dismiss' });
    expect(value()).toEqual({ ready: 'idle' });
    actor.send({ type: 'action.choose', target: nameReport.target, action: 'reset_name' });
    actor.send({ type: 'action.reason', reason: 'x'.repeat(600) });
    expect(context().reason).toHaveLength(500);
    actor.send({ type: 'action.cancel' });
    expect(value()).toEqual({ ready: 'idle' });
    expect(context().acting).toBeNull();
    // Opened again, the dialog starts empty.
    actor.send({ type: 'action.choose', target: nameReport.target, action: 'reset_name' });
    expect(context().reason).toBe('');
  });

  it('removes an item another moderator acted on first, with an info toast', async () => {
    const { actor, toasts, value, targets } = start(undefined, async () => {
      throw new ApiError('api', '', { code: API_CODES.notFound });
    });
    await settle();
    actor.send({ type: 'action.choose', target: nameReport.target, action: 'dismiss' });
    actor.send({ type: 'action.reason', reason: 'Fine' });
    actor.send({ type: 'action.submit' });
    await settle();
    expect(value()).toEqual({ ready: 'idle' });
    expect(targets()).toEqual([reviewReport.target, photoReport.target]);
    expect(toasts()).toEqual([{ kind: 'info', message: 'toast.moderation.gone' }]);
  });

  it('keeps the dialog on a refusal, each problem by its field until the field is edited', async () => {
    let error: unknown = new ApiError('api', '', {
      code: API_CODES.validation,
      values: ['until: must be a day after today', 'reason: is required'],
    });
    const { actor, acts, value, context } = start(undefined, async (request) => {
      if (error) throw error;
      return entryFor(request);
    });
    await settle();
    actor.send({ type: 'action.choose', target: nameReport.target, action: 'suspend' });
    actor.send({ type: 'action.reason', reason: 'Harassment' });
    actor.send({ type: 'action.until', until: '2026-11-21' });
    actor.send({ type: 'action.submit' });
    await settle();
    expect(value()).toEqual({ dialog: { failure: 'invalid' } });
    expect(context().refused).toEqual({
      until: 'must be a day after today',
      reason: 'is required',
    });
    expect(context().reason).toBe('Harassment');
    actor.send({ type: 'action.until', until: '2026-11-30' });
    expect(context().refused.until).toBeUndefined();
    expect(context().refused.reason).toBe('is required');

    // A refusal naming no field of the dialog is kept as the server said it.
    error = new ApiError('api', '', { code: API_CODES.validation, values: ['action: no'] });
    actor.send({ type: 'action.submit' });
    await settle();
    expect(context().refused).toEqual({ other: 'action: no' });
    error = new ApiError('api', '', { code: API_CODES.validation });
    actor.send({ type: 'action.submit' });
    await settle();
    expect(context().refused).toEqual({ other: '' });

    error = null;
    actor.send({ type: 'action.submit' });
    await settle();
    expect(value()).toEqual({ ready: 'idle' });
    expect(acts.at(-1)).toEqual({
      target: nameReport.target,
      action: 'suspend',
      reason: 'Harassment',
      until: '2026-11-30',
    });
  });

  it('shows more after the items still shown, each item once', async () => {
    const server = serverQueue(longModerationQueue);
    const { actor, lists, value, targets } = start(server.list, server.act, 10);
    await settle();
    expect(targets()).toHaveLength(10);
    actor.send({ type: 'action.choose', target: 'name:100', action: 'dismiss' });
    actor.send({ type: 'action.reason', reason: 'ok' });
    actor.send({ type: 'action.submit' });
    await settle();
    actor.send({ type: 'queue.more' });
    expect(value()).toBe('loadingMore');
    await settle();
    expect(targets()).toHaveLength(14);
    expect(new Set(targets()).size).toBe(14);
    expect(lists).toEqual([
      { offset: 0, limit: 10 },
      { offset: 9, limit: 10 },
    ]);
    actor.send({ type: 'queue.more' });
    expect(value()).toEqual({ ready: 'idle' });

    const moved = [
      { items: [reviewReport, nameReport], total: 3 },
      { items: [nameReport, photoReport], total: 3 },
    ];
    const again = start(async () => moved.shift() ?? { items: [], total: 0 }, undefined, 2);
    await settle();
    again.actor.send({ type: 'queue.more' });
    await settle();
    expect(again.targets()).toEqual([reviewReport.target, nameReport.target, photoReport.target]);
  });

  it('offers a retry when the first page cannot load', async () => {
    let fail = true;
    const { actor, value, targets } = start(async (window) => {
      if (fail) throw new ApiError('network', 'offline');
      return serverQueue().list(window);
    });
    await settle();
    expect(value()).toBe('loadFailed');
    fail = false;
    actor.send({ type: 'queue.retry' });
    await settle();
    expect(value()).toEqual({ ready: 'idle' });
    expect(targets()).toHaveLength(3);
  });

  it('reaches every state, each failure named after its cause, words and items kept', async () => {
    let error: unknown = null;
    const { actor, effects, seen, toasts, value, context, targets } = start(
      async (window) => {
        if (error && window.offset > 0) throw error;
        return serverQueue().list(window);
      },
      async () => {
        throw error;
      },
      2,
    );
    await settle();
    for (const [state, failure, toast] of connectionFailureCases) {
      error = failure;
      actor.send({ type: 'action.choose', target: nameReport.target, action: 'dismiss' });
      actor.send({ type: 'action.reason', reason: 'Kept' });
      actor.send({ type: 'action.submit' });
      await settle();
      expect(value()).toEqual({ dialog: { failure: state } });
      expect(context().reason).toBe('Kept');
      actor.send({ type: 'action.cancel' });
      actor.send({ type: 'queue.more' });
      await settle();
      expect(value()).toEqual({ ready: { failure: state } });
      expect(toasts().at(-1)).toEqual(toast);
      expect(targets()).toEqual([reviewReport.target, nameReport.target]);
    }
    // An answer outside the contract is a server error.
    error = new ApiError('format', 'not JSON');
    actor.send({ type: 'action.choose', target: nameReport.target, action: 'dismiss' });
    actor.send({ type: 'action.reason', reason: 'Kept' });
    actor.send({ type: 'action.submit' });
    await settle();
    expect(value()).toEqual({ dialog: { failure: 'server' } });
    // Code 4 on an action: said in the dialog, the queue kept.
    error = new ApiError('api', '', { code: API_CODES.forbidden });
    actor.send({ type: 'action.submit' });
    await settle();
    expect(value()).toEqual({ dialog: { failure: 'forbidden' } });
    error = new ApiError('api', '', { code: API_CODES.sessionInvalid });
    actor.send({ type: 'action.submit' });
    await settle();
    expect(value()).toBe('signedOut');
    expect(effects.endSession).toHaveBeenCalledTimes(1);

    // Code 4 or an ended session on the first page, or on the next.
    const forbidden = new ApiError('api', '', { code: API_CODES.forbidden });
    const ended = new ApiError('api', '', { code: API_CODES.signInRequired });
    const firstForbidden = start(async () => {
      throw forbidden;
    });
    const firstEnded = start(async () => {
      throw ended;
    });
    const failed = start(async () => {
      throw new ApiError('server', '', { httpStatus: 500 });
    });
    const more = (thrown: unknown) =>
      start(
        async (window) => {
          if (window.offset > 0) throw thrown;
          return serverQueue().list(window);
        },
        undefined,
        2,
      );
    const moreForbidden = more(forbidden);
    const moreEnded = more(ended);
    await settle();
    moreForbidden.actor.send({ type: 'queue.more' });
    moreEnded.actor.send({ type: 'queue.more' });
    await settle();
    expect(firstForbidden.value()).toBe('forbidden');
    expect(firstEnded.value()).toBe('signedOut');
    expect(failed.value()).toBe('loadFailed');
    expect(moreForbidden.value()).toBe('forbidden');
    expect(moreEnded.value()).toBe('signedOut');

    // The dialog's editing and refusal states (the other tests pass through them).
    const refusing = start(undefined, async () => {
      throw new ApiError('api', '', { code: API_CODES.validation, values: ['reason: no'] });
    });
    await settle();
    refusing.actor.send({ type: 'action.choose', target: nameReport.target, action: 'dismiss' });
    refusing.actor.send({ type: 'action.reason', reason: 'x' });
    refusing.actor.send({ type: 'action.submit' });
    await settle();
    expect(refusing.value()).toEqual({ dialog: { failure: 'invalid' } });

    for (const other of [firstForbidden, failed, refusing]) {
      for (const state of other.seen) seen.add(state);
    }
    expect([...seen].sort()).toEqual(leafStates(moderationQueueMachine).stable);
  });
});
