import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { API_CODES, ApiError } from '../../api/client';
import { leafStates, recordStates } from '../shared/stateCoverage';
import { recorded, settle } from '../testing/harness';
import { type YearSummary, type YearSummaryInput, yearSummaryMachine } from './yearSummaryMachine';

// The machine passes the answer through untouched: its shape is the contract's, tested there.
const summary = { user: { id: 7 }, stats: { year: 2025 } } as unknown as YearSummary;

function start(input: YearSummaryInput, answers: (() => Promise<YearSummary>)[]) {
  const load = recorded(async (_: { userId: number; year: number }) =>
    (answers.shift() ?? (() => Promise.resolve(summary)))(),
  );
  const actor = createActor(yearSummaryMachine.provide({ actors: { loadSummary: load.logic } }), {
    input,
  });
  const seen = recordStates(actor);
  actor.start();
  return { actor, calls: load.calls, seen, state: () => actor.getSnapshot().value };
}

const refused = (code: string) => () =>
  Promise.reject(new ApiError('api', 'refused', { code: code as never }));

describe('yearSummaryMachine', () => {
  it('loads the reader and year from the URL', async () => {
    const { actor, calls, state } = start({ userId: 7, year: 2025 }, []);
    expect(state()).toBe('loading');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settle();
    expect(calls).toEqual([{ userId: 7, year: 2025 }]);
    expect(state()).toBe('loaded');
    expect(actor.getSnapshot().context.summary).toBe(summary);
  });

  it.each([[{ userId: null, year: 2025 }], [{ userId: 7, year: null }]])(
    'says not found without a call when the URL lacks a reader or year (%o)',
    (input) => {
      const { calls, state } = start(input, []);
      expect(state()).toBe('notFound');
      expect(calls).toEqual([]);
    },
  );

  it('tells a year kept private from an unknown reader', async () => {
    const privateYear = start({ userId: 7, year: 2024 }, [refused(API_CODES.forbidden)]);
    const unknown = start({ userId: 99, year: 2024 }, [refused(API_CODES.notFound)]);
    const badYear = start({ userId: 7, year: 1200 }, [refused(API_CODES.validation)]);
    await settle();
    expect([privateYear.state(), unknown.state(), badYear.state()]).toEqual([
      'private',
      'notFound',
      'notFound',
    ]);
  });

  it('retries after a failed load, and reaches every state', async () => {
    const run = start({ userId: 7, year: 2025 }, [
      () => Promise.reject(new ApiError('network', 'offline')),
    ]);
    await settle();
    expect(run.state()).toBe('error');
    run.actor.send({ type: 'summary.retry' });
    expect(run.state()).toBe('loading');
    await settle();
    expect(run.state()).toBe('loaded');
    expect(run.calls).toHaveLength(2);

    const seen = new Set(run.seen);
    for (const input of [{ userId: null, year: null }])
      start(input, []).seen.forEach((s) => seen.add(s));
    const privateRun = start({ userId: 7, year: 2024 }, [refused(API_CODES.forbidden)]);
    await settle();
    privateRun.seen.forEach((s) => seen.add(s));
    const { stable } = leafStates(yearSummaryMachine);
    expect([...seen].filter((s) => stable.includes(s)).sort()).toEqual(stable);
  });
});
