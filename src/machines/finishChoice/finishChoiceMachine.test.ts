import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { API_CODES, ApiError } from '../../api/client';
import type { PartialDate, Reading } from '../../api/contract';
import { day, journal, reading } from '../../api/mocks/journalFixtures';
import type { StatusChange } from '../readingStatus/readingStatusMachine';
import { leafStates, recordStates } from '../shared/stateCoverage';
import { connectionFailureRows } from '../testing/connectionFailures';
import { paramsOf, recorded, startProvided } from '../testing/harness';
import { finishChoiceActors } from './actors';
import { dayBefore, finishChoiceMachine, type FinishRequest } from './finishChoiceMachine';

const BOOK = 7;
const TODAY = '2026-11-21';
const UNKNOWN: PartialDate = { date: null, precision: 'unknown' };
const marked = reading(90, BOOK, { state: 'read', started: UNKNOWN, finished: day(TODAY) });

/** The server's answer: the reading finished on the day asked. */
const answerFor = (request: FinishRequest): StatusChange => ({
  journal: journal(BOOK, 'read', {
    read_count: 1,
    readings: [{ ...marked, finished: request.finished }],
  }),
  relation: null,
  book: null,
});

function start(
  answer: (request: FinishRequest) => Promise<StatusChange> = async (r) => answerFor(r),
) {
  const save = recorded(answer);
  const effects = { showToast: vi.fn(), finishSaved: vi.fn() };
  const actor = startProvided(finishChoiceMachine, {
    actions: effects,
    actors: { saveFinish: save.logic },
  });
  const seen = recordStates(actor);
  const settled = () => waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));
  const state = () => actor.getSnapshot();
  const mark = (value: Reading = marked) =>
    actor.send({ type: 'read.marked', reading: value, today: TODAY });
  return { actor, save, effects, seen, settled, state, mark };
}

describe('dayBefore', () => {
  it('steps back across months, years and leap days', () => {
    expect(dayBefore('2026-11-21')).toBe('2026-11-20');
    expect(dayBefore('2026-03-01')).toBe('2026-02-28');
    expect(dayBefore('2024-03-01')).toBe('2024-02-29');
    expect(dayBefore('2026-01-01')).toBe('2025-12-31');
  });
});

describe('finishChoiceMachine', () => {
  it('offers nothing until a book is marked read, then says when it finished', () => {
    const { state, mark } = start();
    expect(state().value).toBe('hidden');
    mark();
    expect(state().value).toBe('offered');
    expect(state().context.reading).toEqual(marked);
  });

  it('marking read costs nothing more: no call until the reader asks to change the day', () => {
    const { save, mark, state } = start();
    mark();
    expect(state().value).toBe('offered');
    expect(save.calls).toEqual([]);
  });

  it('changes the finish to yesterday: the reading is updated and handed to the screen', async () => {
    const { actor, save, effects, settled, state, mark } = start();
    mark();
    actor.send({ type: 'choice.open' });
    expect(state().value).toBe('choosing');
    expect(state().context.draft).toEqual(day(TODAY));
    actor.send({ type: 'choice.yesterday' });
    expect(state().context.draft).toEqual(day('2026-11-20'));
    actor.send({ type: 'choice.submit' });
    expect(state().hasTag('busy')).toBe(true);
    await settled();
    expect(save.calls).toEqual([{ readingId: 90, finished: day('2026-11-20') }]);
    expect(state().value).toBe('offered');
    expect(state().context.reading?.finished).toEqual(day('2026-11-20'));
    expect(paramsOf(effects.finishSaved)).toEqual([
      answerFor({ readingId: 90, finished: day('2026-11-20') }),
    ]);
  });

  it('takes a month, a year, "I don\'t remember" and today again', async () => {
    const { actor, save, settled, mark } = start();
    mark();
    const choices: [() => void, PartialDate][] = [
      [
        () =>
          actor.send({ type: 'draft.change', date: { date: '2026-10-01', precision: 'month' } }),
        { date: '2026-10-01', precision: 'month' },
      ],
      [
        () => actor.send({ type: 'draft.change', date: { date: '2019-01-01', precision: 'year' } }),
        { date: '2019-01-01', precision: 'year' },
      ],
      [() => actor.send({ type: 'choice.unknown' }), UNKNOWN],
      [() => actor.send({ type: 'choice.today' }), day(TODAY)],
    ];
    for (const [choose] of choices) {
      actor.send({ type: 'choice.open' });
      choose();
      actor.send({ type: 'choice.submit' });
      await settled();
    }
    expect(save.calls.map((call) => call.finished)).toEqual(choices.map(([, date]) => date));
  });

  it('keeps an unfinished date open with its message, cleared by the next choice', () => {
    const { actor, save, state, mark } = start();
    mark();
    actor.send({ type: 'choice.open' });
    actor.send({ type: 'draft.change', date: { date: null, precision: 'month' } });
    actor.send({ type: 'choice.submit' });
    expect(state().value).toBe('choosing');
    expect(state().context.error).toBe('validation.journal_date_invalid');
    actor.send({ type: 'choice.yesterday' });
    expect(state().context.error).toBeNull();
    actor.send({ type: 'choice.cancel' });
    expect(state().value).toBe('offered');
    expect(save.calls).toEqual([]);
  });

  it('refuses a finish before the reading started, without a call', () => {
    const { actor, save, state, mark } = start();
    mark({ ...marked, started: day('2026-11-21') });
    actor.send({ type: 'choice.open' });
    actor.send({ type: 'choice.yesterday' });
    actor.send({ type: 'choice.submit' });
    expect(state().value).toBe('choosing');
    expect(state().context.error).toBe('validation.journal_end_before_start');
    expect(save.calls).toEqual([]);
  });

  it.each(connectionFailureRows)(
    'a failed save (%s) keeps the choice open with the day, then tries again',
    async (_label, error, failure, message) => {
      let fail = true;
      const { actor, effects, settled, state, mark } = start(async (request) => {
        if (fail) throw error;
        return answerFor(request);
      });
      mark();
      actor.send({ type: 'choice.open' });
      actor.send({ type: 'choice.yesterday' });
      actor.send({ type: 'choice.submit' });
      await settled();
      expect(state().value).toEqual({ failure });
      expect(state().context.draft).toEqual(day('2026-11-20'));
      expect(paramsOf(effects.showToast).at(-1)).toMatchObject({ message });
      fail = false;
      actor.send({ type: 'choice.submit' });
      await settled();
      expect(state().value).toBe('offered');
    },
  );

  it('goes away when the book is no longer read, and follows a newer mark', () => {
    const { actor, state, mark } = start();
    mark();
    actor.send({ type: 'choice.open' });
    actor.send({ type: 'offer.clear' });
    expect(state().value).toBe('hidden');
    mark({ ...marked, id: 91 });
    expect(state().context.reading?.id).toBe(91);
  });

  it('reaches every state through explicit event sequences', async () => {
    const seen = new Set<string>();
    const errors = [
      new ApiError('api', '', { code: API_CODES.sessionInvalid, httpStatus: 401 }),
      ...connectionFailureRows.map((row) => row[1]),
      new ApiError('format', ''),
    ];
    for (const error of errors) {
      const run = start(async () => {
        throw error;
      });
      run.mark();
      run.actor.send({ type: 'choice.open' });
      run.actor.send({ type: 'choice.unknown' });
      run.actor.send({ type: 'choice.submit' });
      await run.settled();
      run.actor.send({ type: 'choice.cancel' });
      run.actor.send({ type: 'offer.clear' });
      run.seen.forEach((value) => seen.add(value));
    }
    const { stable, passing } = leafStates(finishChoiceMachine);
    expect(passing).toEqual([]);
    expect([...seen].sort()).toEqual(stable);
  });
});

describe('finishChoiceActors', () => {
  it("update the reading's finish through the typed client", async () => {
    const answer = answerFor({ readingId: 90, finished: UNKNOWN });
    const api = vi.fn(async (_path: string, _body: unknown) => ({
      status: { code: '0' },
      journal: answer.journal,
      userBookRelations: [],
      books: [],
    }));
    const actor = createActor(finishChoiceActors(api as never).saveFinish, {
      input: { readingId: 90, finished: UNKNOWN },
    }).start();
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(actor.getSnapshot().output?.journal).toEqual(answer.journal);
    expect(api).toHaveBeenCalledWith('/readings/update', { reading_id: 90, finished: UNKNOWN });
  });
});
