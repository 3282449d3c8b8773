import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { API_CODES, ApiError } from '../../api/client';
import { setGoalBodySchema, type Goal, type SetGoalBody } from '../../api/contract';
import { STATS_TODAY, goalFixture, goalFixtures } from '../../api/mocks/statsFixtures';
import { leafStates, recordStates } from '../shared/stateCoverage';
import { connectionFailureCases } from '../testing/connectionFailures';
import { paramsOf, recorded, startProvided } from '../testing/harness';
import { goalFormActors } from './actors';
import {
  calendarYearOf,
  goalBody,
  goalErrors,
  goalErrorsFrom,
  goalFieldErrors,
  goalFormMachine,
  goalValuesOf,
  type GoalField,
  type GoalValues,
} from './goalFormMachine';

const YEAR = 2026;
const blank = goalValuesOf(null, YEAR);
const values = (overrides: Partial<GoalValues>): GoalValues => ({ ...blank, ...overrides });

/** The goal the fake server answers a body with (id 9 when new). */
const answered = (body: SetGoalBody): Goal =>
  goalFixture({
    id: Number(body.id ?? 9),
    start: body.start,
    end: body.end,
    books: body.books ?? null,
    pages: body.pages ?? null,
    visibility: body.visibility ?? 'public',
  });

function start(
  answers: {
    save?: (body: SetGoalBody) => Promise<Goal>;
    remove?: (input: { goalId: number }) => Promise<number>;
  } = {},
) {
  const save = recorded(answers.save ?? (async (body: SetGoalBody) => answered(body)));
  const remove = recorded(answers.remove ?? (async ({ goalId }: { goalId: number }) => goalId));
  const effects = {
    showToast: vi.fn(),
    focusField: vi.fn(),
    goalSaved: vi.fn(),
    goalDeleted: vi.fn(),
  };
  const actor = startProvided(
    goalFormMachine,
    { actions: effects, actors: { saveGoal: save.logic, deleteGoal: remove.logic } },
    { input: { today: STATS_TODAY } },
  );
  const seen = recordStates(actor);
  seen.add('closed');
  const state = () => actor.getSnapshot();
  const settled = () => waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));
  const change = (field: GoalField, value: string) =>
    actor.send({ type: 'field.change', field, value });
  const submit = () => actor.send({ type: 'form.submit' });
  const toasts = () => paramsOf(effects.showToast);
  const focused = () => paramsOf(effects.focusField);
  const shown = () => goalFieldErrors(state().context);
  return {
    actor,
    save,
    remove,
    effects,
    seen,
    state,
    settled,
    change,
    submit,
    toasts,
    focused,
    shown,
  };
}

describe('goal form values', () => {
  it('start a new goal on this year, public, without targets', () => {
    expect(blank).toEqual({
      kind: 'currentYear',
      year: '2026',
      start: '2026-01-01',
      end: '2026-12-31',
      books: '',
      pages: '',
      visibility: 'public',
    });
    expect(goalValuesOf(null, YEAR, 2027)).toMatchObject({ kind: 'year', year: '2027' });
  });

  it('start from a goal: this year, another year, or custom days', () => {
    expect(goalValuesOf(goalFixtures.both, YEAR)).toMatchObject({
      kind: 'currentYear',
      books: '24',
      pages: '9000',
    });
    expect(goalValuesOf(goalFixtures.ended, YEAR)).toMatchObject({
      kind: 'year',
      year: '2025',
      books: '30',
      pages: '',
      visibility: 'private',
    });
    expect(goalValuesOf(goalFixtures.custom, YEAR)).toMatchObject({
      kind: 'custom',
      year: '2026',
      start: '2026-06-01',
      end: '2026-08-31',
    });
    expect(calendarYearOf({ start: '2024-01-01', end: '2024-12-31' })).toBe(2024);
    expect(calendarYearOf({ start: '2024-01-01', end: '2025-12-31' })).toBeNull();
  });

  it('make the body: the period of the kind, blank targets as null, the id when editing', () => {
    expect(goalBody(values({ books: ' 30 ' }), YEAR)).toEqual({
      start: '2026-01-01',
      end: '2026-12-31',
      books: 30,
      pages: null,
      visibility: 'public',
    });
    expect(goalBody(values({ kind: 'year', year: '2027', pages: '5000' }), YEAR, 4)).toEqual({
      id: 4,
      start: '2027-01-01',
      end: '2027-12-31',
      books: null,
      pages: 5000,
      visibility: 'public',
    });
    expect(
      goalBody(
        values({ kind: 'custom', start: '2026-06-01', end: '2026-08-31', books: '8' }),
        YEAR,
      ),
    ).toMatchObject({ start: '2026-06-01', end: '2026-08-31' });
  });
});

describe('goal form checks (the contract’s rules)', () => {
  it.each([
    ['no target', {}, { books: { message: 'goal.error.targetRequired' } }],
    ['a fraction', { books: '2.5' }, { books: { message: 'goal.error.wholeNumber' } }],
    ['a word', { pages: 'many' }, { pages: { message: 'goal.error.wholeNumber' } }],
    ['zero', { books: '0' }, { books: { message: 'goal.error.atLeastOne' } }],
    ['negative', { pages: '-4', books: '3' }, { pages: { message: 'goal.error.atLeastOne' } }],
    [
      'too many books',
      { books: '10001' },
      { books: { message: 'goal.error.booksMax', values: { max: 10_000 } } },
    ],
    [
      'too many pages',
      { pages: '10000001' },
      { pages: { message: 'goal.error.pagesMax', values: { max: 10_000_000 } } },
    ],
    [
      'an end before the start',
      { kind: 'custom', start: '2026-06-01', end: '2026-05-31', books: '3' },
      { end: { message: 'goal.error.endBeforeStart' } },
    ],
    [
      'more than ten years',
      { kind: 'custom', start: '2020-01-01', end: '2030-01-01', books: '3' },
      { end: { message: 'goal.error.tooLong' } },
    ],
    [
      'days not filled in',
      { kind: 'custom', start: '', end: '2026-02-30', books: '3' },
      { start: { message: 'goal.error.dateInvalid' }, end: { message: 'goal.error.dateInvalid' } },
    ],
    [
      'a word and an end before the start, both at once',
      { kind: 'custom', start: '2026-06-01', end: '2026-05-31', books: 'x' },
      {
        books: { message: 'goal.error.wholeNumber' },
        end: { message: 'goal.error.endBeforeStart' },
      },
    ],
    ['a year target', { books: '52' }, {}],
    ['both targets', { books: '10', pages: '3000' }, {}],
    [
      'exactly ten years',
      { kind: 'custom', start: '2020-01-01', end: '2029-12-31', pages: '1' },
      {},
    ],
    ['one day', { kind: 'custom', start: '2026-05-01', end: '2026-05-01', pages: '1' }, {}],
  ] as const)('%s', (_, overrides, errors) => {
    expect(goalErrors(values(overrides as Partial<GoalValues>), YEAR)).toEqual(errors);
  });

  it('knows a message for every rule the contract applies', () => {
    const bodies = [
      { start: '2026-01-01', end: '2026-12-31' },
      { start: 'x', end: '2026-12-31', books: 1.5 },
      { start: '2026-01-01', end: '2025-12-31', books: 0, pages: 10_000_001 },
      { start: '2000-01-01', end: '2026-12-31', books: 10_001 },
    ];
    for (const body of bodies) {
      const result = setGoalBodySchema.safeParse(body);
      if (result.success) throw new Error('expected a refusal');
      const messages = result.error.issues.map(
        (issue) => `${issue.path.join('.')}: ${issue.message}`,
      );
      const errors = goalErrorsFrom(messages, 'custom');
      expect(Object.values(errors).map((error) => error.message)).not.toContain(
        'goal.error.refused',
      );
    }
  });

  it('names a year goal’s period problems on the year picker', () => {
    expect(goalErrorsFrom(['end: must not be before the start'], 'year')).toEqual({
      year: { message: 'goal.error.endBeforeStart' },
    });
    expect(goalErrorsFrom(['visibility: invalid option', 'id: nope', 'body: odd'], 'year')).toEqual(
      { visibility: { message: 'goal.error.refused' } },
    );
  });
});

describe('goalFormMachine', () => {
  it('is closed until opened; opens a new goal on the current year', () => {
    const { actor, state } = start();
    expect(state().value).toBe('closed');
    expect(state().hasTag('open')).toBe(false);
    actor.send({ type: 'goal.open' });
    expect(state().value).toBe('editing');
    expect(state().hasTag('open')).toBe(true);
    expect(state().context).toMatchObject({ currentYear: 2026, goal: null, values: blank });
  });

  it('refuses an invalid form without a call: errors, the toast, focus on the first', () => {
    const { actor, save, state, submit, toasts, focused, shown } = start();
    actor.send({ type: 'goal.open' });
    submit();
    expect(state().value).toBe('editing');
    expect(shown()).toEqual({ books: { message: 'goal.error.targetRequired' } });
    expect(toasts()).toEqual([{ kind: 'validation', message: 'toast.generic.validation' }]);
    expect(focused()).toEqual([{ field: 'books' }]);
    expect(save.calls).toEqual([]);
  });

  it('drops each shown problem once it is mended, and shows none while typing', () => {
    const { actor, change, submit, shown } = start();
    actor.send({ type: 'goal.open' });
    change('kind', 'custom');
    change('end', '2025-12-01');
    change('books', '0');
    expect(shown()).toEqual({});
    submit();
    expect(shown()).toEqual({
      end: { message: 'goal.error.endBeforeStart' },
      books: { message: 'goal.error.atLeastOne' },
    });
    change('books', '12');
    expect(shown()).toEqual({ end: { message: 'goal.error.endBeforeStart' } });
    change('pages', 'x');
    expect(shown()).toEqual({ end: { message: 'goal.error.endBeforeStart' } });
    change('end', '2026-12-31');
    expect(shown()).toEqual({});
  });

  it('starts "another year" on next year and custom days on the chosen year', () => {
    const { actor, change, state } = start();
    actor.send({ type: 'goal.open' });
    change('kind', 'year');
    expect(state().context.values).toMatchObject({ kind: 'year', year: '2027' });
    change('year', '2028');
    change('kind', 'custom');
    expect(state().context.values).toMatchObject({
      kind: 'custom',
      start: '2028-01-01',
      end: '2028-12-31',
    });
    change('start', '2028-03-01');
    change('kind', 'currentYear');
    change('kind', 'custom');
    expect(state().context.values.start).toBe('2028-03-01');
    change('kind', 'weekly');
    change('visibility', 'everyone');
    expect(state().context.values).toMatchObject({ kind: 'custom', visibility: 'public' });
  });

  it('saves a new goal: the body, the toast, the goal handed to the screen', async () => {
    const { actor, save, effects, state, settled, change, submit, toasts } = start();
    actor.send({ type: 'goal.open' });
    change('books', '30');
    change('visibility', 'followers');
    submit();
    expect(state().value).toBe('saving');
    expect(state().hasTag('open')).toBe(true);
    await settled();
    expect(save.calls).toEqual([
      { start: '2026-01-01', end: '2026-12-31', books: 30, pages: null, visibility: 'followers' },
    ]);
    expect(state().value).toBe('saved');
    expect(state().hasTag('open')).toBe(false);
    const goal = state().context.saved;
    expect(goal).toMatchObject({ id: 9, books: 30, visibility: 'followers' });
    expect(paramsOf(effects.goalSaved)).toEqual([{ goal }]);
    expect(toasts()).toEqual([{ kind: 'success', message: 'goal.toast.saved' }]);
  });

  it('edits a goal with its id, and opens again after saving', async () => {
    const { actor, save, state, settled, change, submit } = start();
    actor.send({ type: 'goal.open', goal: goalFixtures.ended });
    change('books', '25');
    submit();
    await settled();
    expect(save.calls[0]).toMatchObject({ id: 2, start: '2025-01-01', books: 25 });
    actor.send({ type: 'goal.open', year: 2027 });
    expect(state().context).toMatchObject({ goal: null, values: { kind: 'year', year: '2027' } });
  });

  it('cancels without a call and forgets what was shown', () => {
    const { actor, save, state, submit } = start();
    actor.send({ type: 'goal.open' });
    submit();
    actor.send({ type: 'form.cancel' });
    expect(state().value).toBe('closed');
    expect(goalFieldErrors(state().context)).toEqual({});
    expect(save.calls).toEqual([]);
  });

  it('shows the fields a code 1 answer names, until each is edited', async () => {
    const refusal = new ApiError('api', 'Validation failed', {
      code: API_CODES.validation,
      httpStatus: 400,
      values: ['pages: must be at most 10000000', 'end: a goal spans at most ten years'],
    });
    const { actor, state, settled, change, submit, toasts, focused, shown } = start({
      save: async () => {
        throw refusal;
      },
    });
    actor.send({ type: 'goal.open' });
    change('pages', '300');
    submit();
    await settled();
    expect(state().value).toEqual({ failure: 'invalid' });
    expect(shown()).toEqual({
      pages: { message: 'goal.error.pagesMax', values: { max: 10_000_000 } },
      year: { message: 'goal.error.tooLong' },
    });
    expect(toasts()).toEqual([{ kind: 'validation', message: 'toast.generic.validation' }]);
    expect(focused()).toEqual([{ field: 'year' }]);
    change('pages', '301');
    expect(state().value).toBe('editing');
    expect(shown()).toEqual({ year: { message: 'goal.error.tooLong' } });
    change('kind', 'custom');
    expect(shown()).toEqual({});
  });

  it('anchors a refusal that names no field of the form on books', async () => {
    const { actor, settled, change, submit, shown } = start({
      save: async () => {
        throw new ApiError('api', '', {
          code: API_CODES.validation,
          values: ['body: is malformed'],
        });
      },
    });
    actor.send({ type: 'goal.open' });
    change('books', '3');
    submit();
    await settled();
    expect(shown()).toEqual({ books: { message: 'goal.error.refused' } });
  });

  it('marks the period when another goal has it (code 6)', async () => {
    const { actor, state, settled, change, submit, toasts, focused, shown } = start({
      save: async () => {
        throw new ApiError('api', '', { code: API_CODES.conflict, httpStatus: 409 });
      },
    });
    actor.send({ type: 'goal.open', goal: goalFixtures.custom });
    change('books', '9');
    submit();
    await settled();
    expect(state().value).toEqual({ failure: 'periodTaken' });
    expect(shown()).toEqual({ start: { message: 'goal.error.periodTaken' } });
    expect(toasts()).toEqual([{ kind: 'error', message: 'goal.toast.periodTaken' }]);
    expect(focused()).toEqual([{ field: 'start' }]);
  });

  it.each([
    ...connectionFailureCases,
    [
      'sessionEnded',
      new ApiError('api', '', { code: API_CODES.sessionInvalid, httpStatus: 401 }),
      null,
    ],
    [
      'notFound',
      new ApiError('api', '', { code: API_CODES.notFound, httpStatus: 404 }),
      { kind: 'error', message: 'goal.toast.notFound' },
    ],
    [
      'unknown',
      new ApiError('api', '', { code: API_CODES.forbidden, httpStatus: 403 }),
      { kind: 'error', message: 'goal.toast.saveFailed' },
    ],
  ] as const)(
    'keeps the form after a %s failure and sends it again',
    async (failure, error, message) => {
      let fail = true;
      const { actor, state, settled, change, submit, toasts, effects } = start({
        save: async (body) => {
          if (fail) throw error;
          return answered(body);
        },
      });
      actor.send({ type: 'goal.open', goal: goalFixtures.booksOnly });
      change('books', '31');
      submit();
      await settled();
      expect(state().value).toEqual({ failure });
      expect(state().hasTag('open')).toBe(true);
      expect(state().context.values.books).toBe('31');
      expect(toasts()).toEqual(message ? [message] : []);
      expect(effects.goalSaved).not.toHaveBeenCalled();
      fail = false;
      submit();
      await settled();
      expect(state().value).toBe('saved');
    },
  );

  it('deletes the goal edited after asking; cancel goes back to the form', async () => {
    const { actor, remove, effects, state, settled, toasts } = start();
    actor.send({ type: 'goal.open' });
    actor.send({ type: 'goal.delete' });
    expect(state().value).toBe('editing');
    actor.send({ type: 'form.cancel' });
    actor.send({ type: 'goal.open', goal: goalFixtures.behind });
    actor.send({ type: 'goal.delete' });
    expect(state().value).toBe('confirmingDelete');
    actor.send({ type: 'delete.cancel' });
    expect(state().value).toBe('editing');
    actor.send({ type: 'goal.delete' });
    actor.send({ type: 'delete.confirm' });
    expect(state().value).toBe('deleting');
    await settled();
    expect(remove.calls).toEqual([{ goalId: 1 }]);
    expect(state().value).toBe('deleted');
    expect(paramsOf(effects.goalDeleted)).toEqual([{ goalId: 1 }]);
    expect(toasts()).toEqual([{ kind: 'success', message: 'goal.toast.deleted' }]);
  });

  it('counts a goal already gone as deleted', async () => {
    const { actor, effects, state, settled } = start({
      remove: async () => {
        throw new ApiError('api', '', { code: API_CODES.notFound, httpStatus: 404 });
      },
    });
    actor.send({ type: 'goal.open', goal: goalFixtures.behind });
    actor.send({ type: 'goal.delete' });
    actor.send({ type: 'delete.confirm' });
    await settled();
    expect(state().value).toBe('deleted');
    expect(paramsOf(effects.goalDeleted)).toEqual([{ goalId: 1 }]);
  });

  it('keeps the form after a failed delete; it may be asked again or cancelled', async () => {
    let fail = true;
    const { actor, state, settled, toasts } = start({
      remove: async ({ goalId }) => {
        if (fail) throw new ApiError('api', '', { code: API_CODES.forbidden });
        return goalId;
      },
    });
    actor.send({ type: 'goal.open', goal: goalFixtures.behind });
    actor.send({ type: 'goal.delete' });
    actor.send({ type: 'delete.confirm' });
    await settled();
    expect(state().value).toEqual({ deleteFailure: 'unknown' });
    expect(state().hasTag('open')).toBe(true);
    expect(toasts()).toEqual([{ kind: 'error', message: 'goal.toast.deleteFailed' }]);
    fail = false;
    actor.send({ type: 'goal.delete' });
    actor.send({ type: 'delete.confirm' });
    await settled();
    expect(state().value).toBe('deleted');
  });

  it('reaches every state through explicit event sequences', async () => {
    let saveError: unknown = null;
    let deleteError: unknown = null;
    const { actor, seen, settled, change, submit } = start({
      save: async (body) => {
        if (saveError) throw saveError;
        return answered(body);
      },
      remove: async ({ goalId }) => {
        if (deleteError) throw deleteError;
        return goalId;
      },
    });
    actor.send({ type: 'goal.open', goal: goalFixtures.behind }); // editing
    for (const error of [
      new ApiError('api', '', { code: API_CODES.sessionInvalid }),
      new ApiError('network', ''),
      new ApiError('server', '', { httpStatus: 500 }),
      new ApiError('rateLimited', '', { httpStatus: 429 }),
      new ApiError('api', '', {
        code: API_CODES.validation,
        values: ['books: must be at least 1'],
      }),
      new ApiError('api', '', { code: API_CODES.conflict }),
      new ApiError('api', '', { code: API_CODES.notFound }),
      new ApiError('format', ''),
    ]) {
      saveError = error;
      change('books', '30');
      submit(); // saving → failure.*
      await settled();
    }
    for (const error of [
      new ApiError('api', '', { code: API_CODES.sessionInvalid }),
      new ApiError('network', ''),
      new ApiError('server', '', { httpStatus: 500 }),
      new ApiError('rateLimited', '', { httpStatus: 429 }),
      new ApiError('format', ''),
    ]) {
      deleteError = error;
      actor.send({ type: 'goal.delete' }); // confirmingDelete
      actor.send({ type: 'delete.confirm' }); // deleting → deleteFailure.*
      await settled();
    }
    saveError = null;
    deleteError = null;
    submit();
    await settled(); // saved
    actor.send({ type: 'goal.open', goal: goalFixtures.behind });
    actor.send({ type: 'goal.delete' });
    actor.send({ type: 'delete.confirm' });
    await settled(); // deleted
    const { stable, passing } = leafStates(goalFormMachine);
    expect(passing).toEqual([]);
    expect([...seen].sort()).toEqual(stable);
  });
});

describe('goalFormActors', () => {
  it('save and delete through the typed client', async () => {
    const goal = goalFixtures.behind;
    const api = vi.fn(async (path: string) =>
      path === '/goals/set'
        ? { status: { code: '0' }, goal }
        : { status: { code: '0' }, goal_id: 1 },
    );
    const actors = goalFormActors(api as never);
    const body: SetGoalBody = { start: '2026-01-01', end: '2026-12-31', books: 30 };
    const save = createActor(actors.saveGoal, { input: body }).start();
    await waitFor(save, (snapshot) => snapshot.status === 'done');
    expect(save.getSnapshot().output).toEqual(goal);
    expect(api).toHaveBeenLastCalledWith('/goals/set', body, { signal: expect.any(AbortSignal) });
    const remove = createActor(actors.deleteGoal, { input: { goalId: 1 } }).start();
    await waitFor(remove, (snapshot) => snapshot.status === 'done');
    expect(remove.getSnapshot().output).toBe(1);
    expect(api).toHaveBeenLastCalledWith(
      '/goals/delete',
      { id: 1 },
      {
        signal: expect.any(AbortSignal),
      },
    );
  });
});
