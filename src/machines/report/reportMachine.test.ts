import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { type ApiCall, ApiError } from '../../api/client';
import { reportActors } from './actors';
import { settle } from '../testing/harness';
import { reportMachine, type ReportRequest } from './reportMachine';

function start(send: () => Promise<void> = async () => {}) {
  const calls: ReportRequest[] = [];
  const actor = createActor(
    reportMachine.provide({
      actors: {
        sendReport: fromPromise<void, ReportRequest>(({ input }) => {
          calls.push(input);
          return send();
        }),
      },
    }),
    { input: { targetId: 7 } },
  ).start();
  return {
    actor,
    calls,
    state: () => actor.getSnapshot().value,
    context: () => actor.getSnapshot().context,
  };
}

describe('reportMachine', () => {
  it('opens with fresh choices, keeps them, and a close makes no call', () => {
    const { actor, calls, state, context } = start();
    expect(state()).toBe('idle');
    actor.send({ type: 'report.send' });
    expect(state()).toBe('idle');
    actor.send({ type: 'report.open' });
    expect(state()).toBe('open');
    expect(context()).toMatchObject({ kind: 'name', reason: null, details: '', failed: false });
    actor.send({ type: 'report.kind', kind: 'photo' });
    actor.send({ type: 'report.reason', reason: 'hate' });
    actor.send({ type: 'report.details', details: 'x'.repeat(1200) });
    expect(context()).toMatchObject({ kind: 'photo', reason: 'hate' });
    expect(context().details).toHaveLength(1000);
    actor.send({ type: 'report.close' });
    expect(state()).toBe('idle');
    actor.send({ type: 'report.open' });
    expect(context()).toMatchObject({ kind: 'name', reason: null, details: '' });
    expect(calls).toEqual([]);
  });

  it('waits for a reason before sending', () => {
    const { actor, calls, state } = start();
    actor.send({ type: 'report.open' });
    actor.send({ type: 'report.send' });
    expect(state()).toBe('open');
    expect(calls).toEqual([]);
  });

  it('sends the choices once: busy, then the thanks, then closed', async () => {
    const { actor, calls, state } = start();
    actor.send({ type: 'report.open' });
    actor.send({ type: 'report.reason', reason: 'spam' });
    actor.send({ type: 'report.details', details: '  a shop link  ' });
    actor.send({ type: 'report.send' });
    expect(state()).toBe('sending');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    // Pressed again, or closed, while the call runs: still one call, still sending.
    actor.send({ type: 'report.send' });
    actor.send({ type: 'report.close' });
    expect(state()).toBe('sending');
    await settle();
    expect(calls).toEqual([{ targetId: 7, kind: 'name', reason: 'spam', details: 'a shop link' }]);
    expect(state()).toBe('sent');
    actor.send({ type: 'report.close' });
    expect(state()).toBe('idle');
  });

  it('keeps the dialog and the choices after a failure, with the error, to try again', async () => {
    let fail = true;
    const { actor, calls, state, context } = start(async () => {
      if (fail) throw new ApiError('network', 'offline');
    });
    actor.send({ type: 'report.open' });
    actor.send({ type: 'report.kind', kind: 'photo' });
    actor.send({ type: 'report.reason', reason: 'sexual' });
    actor.send({ type: 'report.send' });
    await settle();
    expect(state()).toBe('open');
    expect(context()).toMatchObject({ kind: 'photo', reason: 'sexual', failed: true });
    fail = false;
    actor.send({ type: 'report.send' });
    expect(context().failed).toBe(false);
    await settle();
    expect(calls).toHaveLength(2);
    expect(state()).toBe('sent');
  });

  it('closes from a failure without sending again', async () => {
    const { actor, calls, state } = start(async () => {
      throw new ApiError('network', 'offline');
    });
    actor.send({ type: 'report.open' });
    actor.send({ type: 'report.reason', reason: 'other' });
    actor.send({ type: 'report.send' });
    await settle();
    actor.send({ type: 'report.close' });
    expect(state()).toBe('idle');
    expect(calls).toHaveLength(1);
  });

  it('reports a review named at opening, with no choice of kind, then the reader again', async () => {
    const { actor, calls, context } = start();
    actor.send({ type: 'report.open', reviewId: 41 });
    expect(context()).toMatchObject({ kind: 'review', targetId: 41, reason: null });
    // A review is not a name or a photo: the kind stays.
    actor.send({ type: 'report.kind', kind: 'photo' });
    expect(context().kind).toBe('review');
    actor.send({ type: 'report.reason', reason: 'spoilers' });
    actor.send({ type: 'report.send' });
    await settle();
    expect(calls).toEqual([{ targetId: 41, kind: 'review', reason: 'spoilers', details: '' }]);
    actor.send({ type: 'report.close' });
    // Opened plainly again, it is the reader's report once more.
    actor.send({ type: 'report.open' });
    expect(context()).toMatchObject({ kind: 'name', targetId: 7 });
  });
});

describe('reportActors', () => {
  it('send a review by its id, and a name or photo by the reader', async () => {
    const api = vi.fn(async () => ({}));
    const { sendReport } = reportActors(api as unknown as ApiCall);
    const requests: ReportRequest[] = [
      { targetId: 41, kind: 'review', reason: 'spoilers', details: '' },
      { targetId: 7, kind: 'photo', reason: 'sexual', details: 'the new one' },
    ];
    for (const input of requests) {
      createActor(sendReport, { input }).start();
      await settle();
    }
    expect(api.mock.calls).toEqual([
      ['/reports/create', { kind: 'review', review_id: 41, reason: 'spoilers' }],
      ['/reports/create', { kind: 'photo', user_id: 7, reason: 'sexual', details: 'the new one' }],
    ]);
  });
});
