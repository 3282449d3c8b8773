import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../api/client';
import type { BookJournal, Reading } from '../../api/contract';
import { journal, progressUpdate, reading } from '../../api/mocks/journalFixtures';
import { leafStates, recordStates } from '../shared/stateCoverage';
import { progressActors, progressSavedFrom, updateProgressBody } from './actors';
import {
  progressAfter,
  progressError,
  progressTarget,
  progressUpdateMachine,
  unitOf,
  valueIn,
  type ProgressRequest,
  type ProgressSaved,
  type ProgressTarget,
  type ProgressUnit,
} from './progressUpdateMachine';
import { connectionFailureRows, type FailureRow } from '../testing/connectionFailures';

const BOOK = 4;
const current = reading(9, BOOK, { progress: { pages: 120, percent: 30 } });
const withPages = journal(BOOK, 'reading', {
  page_count: 400,
  readings: [current],
  updates: [progressUpdate(2, 9, { pages: 120 }), progressUpdate(1, 9, { pages: 40 })],
});
const withoutPages = journal(BOOK, 'reading', {
  readings: [reading(9, BOOK, { progress: { pages: null, percent: 30 } })],
  updates: [progressUpdate(1, 9, { percent: 30 })],
});

/** A fake server logging progress on reading 9 and answering with the new journal. */
function fakeServer(initial: BookJournal) {
  let state = initial;
  let nextId = 10;
  const requests: ProgressRequest[] = [];
  const failures: ApiError[] = [];
  return {
    requests,
    failNext: (error: ApiError) => failures.push(error),
    save: async (request: ProgressRequest): Promise<ProgressSaved> => {
      requests.push(request);
      const failure = failures.shift();
      if (failure) throw failure;
      nextId += 1;
      const progress =
        request.pages !== null
          ? progressAfter(request.pages, 'pages', state.page_count)
          : progressAfter(request.percent ?? 0, 'percent', state.page_count);
      const update = progressUpdate(nextId, request.readingId, progress);
      const [first, ...rest] = state.readings;
      state = {
        ...state,
        readings: first ? [{ ...first, progress }, ...rest] : [],
        updates: [update, ...state.updates],
      };
      return { update, journal: state };
    },
  };
}

function start(initial: BookJournal = withPages) {
  const server = fakeServer(initial);
  const effects = { showToast: vi.fn(), progressShown: vi.fn(), progressSaved: vi.fn() };
  const actor = createActor(
    progressUpdateMachine.provide({
      actions: effects,
      actors: {
        saveProgress: fromPromise(({ input }: { input: ProgressRequest }) => server.save(input)),
      },
    }),
  );
  const seen = recordStates(actor);
  actor.start();
  const settled = () => waitFor(actor, (s) => !s.hasTag('busy'));
  const toasts = () => effects.showToast.mock.calls.map((call) => call[1] as unknown);
  const shown = () =>
    effects.progressShown.mock.calls.map((call) => (call[1] as { reading: Reading }).reading);
  const state = () => actor.getSnapshot();
  const open = (from: BookJournal = initial) =>
    actor.send({ type: 'progress.open', target: progressTarget(from) as ProgressTarget });
  const switchTo = (unit: ProgressUnit) => actor.send({ type: 'unit.change', unit });
  const enter = (value: string) => {
    actor.send({ type: 'value.change', value });
    actor.send({ type: 'progress.submit' });
  };
  return { actor, server, effects, seen, settled, toasts, shown, state, open, enter, switchTo };
}

describe('progress rules', () => {
  it('counts pages when the page count is known, else percent', () => {
    expect(unitOf(400)).toBe('pages');
    expect(unitOf(null)).toBe('percent');
    expect(unitOf(0)).toBe('percent');
  });

  it('reads a value in either unit, deriving one from the other when it can', () => {
    expect(valueIn('pages', { pages: 120, percent: 30 }, 400)).toBe(120);
    expect(valueIn('pages', { pages: null, percent: 25 }, 400)).toBe(100);
    expect(valueIn('percent', { pages: 100, percent: null }, 400)).toBe(25);
    expect(valueIn('percent', { pages: 100, percent: null }, null)).toBeNull();
    expect(valueIn('pages', { pages: null, percent: null }, 400)).toBeNull();
  });

  it.each([
    ['', 'pages', 400, { message: 'validation.progress_required' }],
    ['  ', 'percent', null, { message: 'validation.progress_required' }],
    ['12.5', 'pages', 400, { message: 'validation.progress_whole_number' }],
    ['ten', 'percent', null, { message: 'validation.progress_whole_number' }],
    [
      '401',
      'pages',
      400,
      { message: 'validation.progress_pages_range', values: { pageCount: 400 } },
    ],
    [
      '-1',
      'pages',
      400,
      { message: 'validation.progress_pages_range', values: { pageCount: 400 } },
    ],
    ['101', 'percent', null, { message: 'validation.progress_percent_range' }],
    ['101', 'percent', 400, { message: 'validation.progress_percent_range' }],
    ['-3', 'percent', null, { message: 'validation.progress_percent_range' }],
    ['100001', 'pages', null, { message: 'validation.progress_page_range' }],
    ['-1', 'pages', null, { message: 'validation.progress_page_range' }],
    ['400', 'pages', 400, null],
    [' 0 ', 'pages', 400, null],
    ['100', 'percent', null, null],
    ['100', 'percent', 400, null],
    ['950', 'pages', null, null],
  ] as const)('"%s" in %s with page count %s: %o', (draft, unit, pageCount, error) => {
    expect(progressError(draft, unit, pageCount)).toEqual(error);
  });

  it('saves a value in either unit with the other derived when the page count allows', () => {
    expect(progressAfter(200, 'pages', 400)).toEqual({ pages: 200, percent: 50 });
    expect(progressAfter(50, 'percent', 400)).toEqual({ pages: 200, percent: 50 });
    expect(progressAfter(200, 'pages', null)).toEqual({ pages: 200, percent: null });
    expect(progressAfter(50, 'percent', null)).toEqual({ pages: null, percent: 50 });
  });

  it('opens on the current reading with its last update, or on nothing', () => {
    expect(progressTarget(withPages)).toEqual({
      reading: current,
      pageCount: 400,
      lastUpdate: withPages.updates[0],
      unit: 'pages',
    });
    expect(progressTarget({ ...withPages, progress_unit: 'percent' })?.unit).toBe('percent');
    expect(progressTarget(withoutPages)?.unit).toBe('percent');
    expect(progressTarget({ ...withoutPages, progress_unit: 'pages' })?.unit).toBe('pages');
    expect(progressTarget(journal(BOOK, 'want_to_read'))).toBeNull();
  });
});

describe('progressUpdateMachine', () => {
  it('opens with the current pages, and cancel closes without a call', () => {
    const { actor, server, state, open } = start();
    expect(state().value).toBe('closed');
    open();
    expect(state().value).toBe('editing');
    expect(state().context.draft).toBe('120');
    actor.send({ type: 'progress.cancel' });
    expect(state().value).toBe('closed');
    expect(server.requests).toEqual([]);
  });

  it('opens with the percentage when the book has no page count', () => {
    const { state, open } = start(withoutPages);
    open();
    expect(state().context.draft).toBe('30');
  });

  it('opens in the unit last used for the book, even when the page count is known', () => {
    const { state, open } = start({ ...withPages, progress_unit: 'percent' });
    open();
    expect(state().context.unit).toBe('percent');
    expect(state().context.draft).toBe('30');
  });

  it('switches unit while editing: the value follows in the other unit', () => {
    const { actor, state, open, switchTo } = start();
    open();
    expect(state().context.unit).toBe('pages');
    switchTo('percent');
    expect(state().value).toBe('editing');
    expect(state().context.unit).toBe('percent');
    expect(state().context.draft).toBe('30');
    actor.send({ type: 'value.change', value: '75' });
    switchTo('pages');
    expect(state().context.draft).toBe('300');
    actor.send({ type: 'value.change', value: 'abc' });
    actor.send({ type: 'progress.submit' });
    expect(state().context.error).not.toBeNull();
    switchTo('percent');
    expect(state().context.draft).toBe('30');
    expect(state().context.error).toBeNull();
  });

  it('switching to pages without a page count keeps the page, and a percentage is lost', () => {
    const { actor, state, open, switchTo } = start(withoutPages);
    open();
    switchTo('pages');
    expect(state().context.unit).toBe('pages');
    expect(state().context.draft).toBe('');
    actor.send({ type: 'value.change', value: '120' });
    switchTo('percent');
    expect(state().context.draft).toBe('30');
  });

  it('saves a percentage on a book with a page count: both units at once', async () => {
    const { server, settled, shown, state, open, enter, switchTo } = start();
    open();
    switchTo('percent');
    enter('50');
    expect(state().context.reading?.progress).toEqual({ pages: 200, percent: 50 });
    expect(shown()).toEqual([{ ...current, progress: { pages: 200, percent: 50 } }]);
    await settled();
    expect(server.requests).toEqual([{ readingId: 9, pages: null, percent: 50 }]);
    expect(state().value).toBe('closed');
  });

  it('saves a page on a book without a page count: no percentage is claimed', async () => {
    const { server, settled, state, open, enter, switchTo } = start(
      journal(BOOK, 'reading', { readings: [reading(9, BOOK)] }),
    );
    open();
    switchTo('pages');
    enter('950');
    expect(state().context.reading?.progress).toEqual({ pages: 950, percent: null });
    await settled();
    expect(server.requests).toEqual([{ readingId: 9, pages: 950, percent: null }]);
  });

  it('compares a percentage with the last update in pages', () => {
    const { state, open, enter, switchTo } = start();
    open();
    switchTo('percent');
    enter('29');
    expect(state().value).toBe('confirmingBackwards');
  });

  it('refuses an invalid value with its message, cleared as the reader types', () => {
    const { actor, server, toasts, state, open, enter } = start();
    open();
    enter('401');
    expect(state().value).toBe('editing');
    expect(state().context.error).toEqual({
      message: 'validation.progress_pages_range',
      values: { pageCount: 400 },
    });
    expect(toasts()).toEqual([{ kind: 'validation', message: 'toast.generic.validation' }]);
    actor.send({ type: 'value.change', value: '4' });
    expect(state().context.error).toBeNull();
    expect(server.requests).toEqual([]);
  });

  it('saves optimistically: the reading shows the new value at once, then closes', async () => {
    const { effects, server, settled, toasts, shown, state, open, enter } = start();
    open();
    enter('200');
    expect(state().value).toBe('submitting');
    expect(state().context.reading?.progress).toEqual({ pages: 200, percent: 50 });
    expect(shown()).toEqual([{ ...current, progress: { pages: 200, percent: 50 } }]);
    await settled();
    expect(server.requests).toEqual([{ readingId: 9, pages: 200, percent: null }]);
    expect(state().value).toBe('closed');
    expect(state().context.draft).toBe('');
    expect(toasts()).toEqual([{ kind: 'success', message: 'toast.journal.progressSaved' }]);
    expect(effects.progressSaved).toHaveBeenCalledTimes(1);
    const saved = effects.progressSaved.mock.calls[0]?.[1] as ProgressSaved;
    expect(saved.update).toMatchObject({ reading_id: 9, pages: 200, percent: 50 });
    expect(state().context.lastUpdate).toEqual(saved.update);
    expect(state().context.reading).toEqual(saved.journal.readings[0]);
  });

  it('sends a percentage when the book has no page count', async () => {
    const { server, settled, open, enter } = start(withoutPages);
    open();
    enter('45');
    await settled();
    expect(server.requests).toEqual([{ readingId: 9, pages: null, percent: 45 }]);
  });

  it('asks before going below the last update; cancel goes back to the value', async () => {
    const { actor, server, settled, state, open, enter } = start();
    open();
    enter('100');
    expect(state().value).toBe('confirmingBackwards');
    expect(state().context.reading?.progress.pages).toBe(120);
    actor.send({ type: 'backwards.cancel' });
    expect(state().value).toBe('editing');
    expect(state().context.draft).toBe('100');
    actor.send({ type: 'progress.submit' });
    actor.send({ type: 'backwards.confirm' });
    expect(state().value).toBe('submitting');
    await settled();
    expect(server.requests).toEqual([{ readingId: 9, pages: 100, percent: null }]);
  });

  it('compares with the last update in the dialog unit (a percentage update in pages)', () => {
    const { state, open, enter } = start(
      journal(BOOK, 'reading', {
        page_count: 400,
        readings: [reading(9, BOOK)],
        updates: [progressUpdate(1, 9, { percent: 50 })],
      }),
    );
    open();
    enter('199');
    expect(state().value).toBe('confirmingBackwards');
  });

  it('compares with the reading itself when it has no logged update yet', () => {
    const { state, open, enter } = start(
      journal(BOOK, 'reading', {
        readings: [reading(9, BOOK, { progress: { pages: null, percent: 60 } })],
      }),
    );
    open();
    enter('59');
    expect(state().value).toBe('confirmingBackwards');
  });

  it('an equal or first value needs no confirmation', () => {
    const first = start(
      journal(BOOK, 'reading', { page_count: 300, readings: [reading(9, BOOK)] }),
    );
    first.open();
    first.enter('0');
    expect(first.state().value).toBe('submitting');
    const same = start();
    same.open();
    same.enter('120');
    expect(same.state().value).toBe('submitting');
  });

  it.each([
    ...connectionFailureRows,
    [
      'HTTP 400',
      new ApiError('api', 'pages: is above the page count', { code: '1', httpStatus: 400 }),
      'invalid',
      'toast.journal.progressInvalid',
    ],
    [
      'finished reading',
      new ApiError('api', '', { code: '4', httpStatus: 403 }),
      'unknown',
      'toast.journal.progressFailed',
    ],
  ] satisfies FailureRow[])(
    'rolls the reading back after a %s failure, keeps the value and can send it again',
    async (_, error, failure, message) => {
      const { actor, server, effects, settled, toasts, shown, state, open, enter } = start();
      server.failNext(error);
      open();
      enter('150');
      await settled();
      expect(state().value).toEqual({ failure });
      expect(state().context.reading).toEqual(current);
      expect(shown().at(-1)).toEqual(current);
      expect(state().context.draft).toBe('150');
      expect(toasts()).toEqual([{ kind: expect.any(String), message }]);
      expect(effects.progressSaved).not.toHaveBeenCalled();
      actor.send({ type: 'progress.submit' });
      await settled();
      expect(state().value).toBe('closed');
      expect(server.requests).toHaveLength(2);
    },
  );

  it('leaves an ended session to the session flow: rolled back, no toast of its own', async () => {
    const { server, settled, toasts, state, open, enter } = start();
    server.failNext(new ApiError('api', '', { code: '5', httpStatus: 401 }));
    open();
    enter('150');
    await settled();
    expect(state().value).toEqual({ failure: 'sessionEnded' });
    expect(state().context.reading).toEqual(current);
    expect(toasts()).toEqual([]);
  });

  it('after a failure, typing edits again and cancel closes', async () => {
    const { actor, server, settled, state, open, enter } = start();
    server.failNext(new ApiError('network', ''));
    open();
    enter('150');
    await settled();
    actor.send({ type: 'unit.change', unit: 'percent' });
    expect(state().value).toBe('editing');
    expect(state().context.draft).toBe('38');
    server.failNext(new ApiError('network', ''));
    actor.send({ type: 'progress.submit' });
    await settled();
    actor.send({ type: 'value.change', value: '151' });
    expect(state().value).toBe('editing');
    server.failNext(new ApiError('network', ''));
    actor.send({ type: 'progress.submit' });
    await settled();
    actor.send({ type: 'progress.cancel' });
    expect(state().value).toBe('closed');
  });

  it('reaches every state through explicit event sequences', async () => {
    const { actor, server, seen, settled, open, enter } = start();
    open(); // editing
    enter('100'); // confirmingBackwards
    actor.send({ type: 'backwards.cancel' });
    for (const error of [
      new ApiError('api', '', { code: '5', httpStatus: 401 }),
      new ApiError('network', ''),
      new ApiError('server', '', { httpStatus: 500 }),
      new ApiError('rateLimited', '', { httpStatus: 429 }),
      new ApiError('api', '', { code: '1', httpStatus: 400 }),
      new ApiError('format', ''),
    ]) {
      server.failNext(error);
      enter('130'); // submitting → failure.*
      await settled();
    }
    enter('130');
    await settled(); // closed
    const { stable, passing } = leafStates(progressUpdateMachine);
    expect(passing).toEqual([]);
    expect([...seen].sort()).toEqual(stable);
  });
});

describe('progressActors', () => {
  it('logs one value through the typed client and hands back the update and the journal', async () => {
    const update = progressUpdate(3, 9, { pages: 10 });
    const api = vi.fn(async () => ({ status: { code: '0' }, journal: withPages, update }));
    const actor = createActor(progressActors(api as never).saveProgress, {
      input: { readingId: 9, pages: 10, percent: null },
    });
    actor.start();
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(actor.getSnapshot().output).toEqual({ journal: withPages, update });
    expect(api).toHaveBeenCalledWith('/readings/update-progress', { reading_id: 9, pages: 10 });
  });

  it('builds the body with exactly one of pages or percent, and reads the answer', () => {
    expect(updateProgressBody({ readingId: 9, pages: 10, percent: null })).toEqual({
      reading_id: 9,
      pages: 10,
    });
    expect(updateProgressBody({ readingId: 9, pages: null, percent: 40 })).toEqual({
      reading_id: 9,
      percent: 40,
    });
    const update = progressUpdate(3, 9, { pages: 10 });
    expect(progressSavedFrom({ journal: withPages, update })).toEqual({
      journal: withPages,
      update,
    });
  });
});
