import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { API_CODES, ApiError } from '../../api/client';
import { NOTE_MAX, type PartialDate, type UpdateReadingBody } from '../../api/contract';
import { relation } from '../../api/mocks/fixtures';
import { day, journal, reading } from '../../api/mocks/journalFixtures';
import { leafStates, recordStates } from '../shared/stateCoverage';
import type { StatusChange } from '../readingStatus/readingStatusMachine';
import { connectionFailureRows } from '../testing/connectionFailures';
import { paramsOf, recorded, startProvided } from '../testing/harness';
import { readingEditActors } from './actors';
import { draftFromReading, type ReadingDraft } from '../../lib/readingDraft';
import {
  draftErrors,
  firstDraftField,
  readingEditMachine,
  updateReadingBody,
} from './readingEditMachine';

const BOOK = 4;
const year = (date: string): PartialDate => ({ date, precision: 'year' });
const finished = reading(7, BOOK, {
  started: day('2026-11-01'),
  finished: day('2026-11-20'),
  note: 'Loved the ending',
});
const abandoned = reading(8, BOOK, { stopped: day('2026-11-05'), dnf_reason: 'Too slow' });
const inProgress = reading(9, BOOK);

const change = (): StatusChange => ({
  journal: journal(BOOK, 'read', { read_count: 1, readings: [finished] }),
  relation: relation(1, BOOK, { read: true }),
  book: null,
});

function start(
  answers: {
    update?: (body: UpdateReadingBody) => Promise<StatusChange>;
    remove?: (input: { readingId: number }) => Promise<StatusChange>;
  } = {},
) {
  const update = recorded(answers.update ?? (async () => change()));
  const remove = recorded(answers.remove ?? (async () => change()));
  const effects = { showToast: vi.fn(), readingChanged: vi.fn(), focusField: vi.fn() };
  const actor = startProvided(readingEditMachine, {
    actions: effects,
    actors: { updateReading: update.logic, deleteReading: remove.logic },
  });
  const seen = recordStates(actor);
  const settled = () => waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));
  const state = () => actor.getSnapshot();
  const toasts = () => paramsOf(effects.showToast);
  return { actor, update, remove, effects, seen, settled, state, toasts };
}

describe('reading drafts', () => {
  it('start from the reading: the end is its finish or its stop, blanks for no reason or note', () => {
    expect(draftFromReading(finished)).toEqual({
      started: day('2026-11-01'),
      end: day('2026-11-20'),
      dnfReason: '',
      note: 'Loved the ending',
    });
    expect(draftFromReading(abandoned).end).toEqual(day('2026-11-05'));
    expect(draftFromReading(inProgress).end).toBeNull();
  });

  it('refuse invalid dates, an end before the start at the coarser precision, long texts', () => {
    const draft = draftFromReading(finished);
    expect(draftErrors(finished, draft)).toEqual({});
    expect(draftErrors(finished, { ...draft, end: day('2026-10-31') })).toEqual({
      end: 'validation.journal_end_before_start',
    });
    // 2026 (a year) may contain 1 November: not before it.
    expect(draftErrors(finished, { ...draft, end: year('2026-01-01') })).toEqual({});
    expect(
      draftErrors(finished, { ...draft, started: { date: '2026-02-30', precision: 'day' } }),
    ).toEqual({ started: 'validation.journal_date_invalid' });
    expect(draftErrors(finished, { ...draft, end: null })).toEqual({
      end: 'validation.journal_date_invalid',
    });
    expect(draftErrors(inProgress, { ...draftFromReading(inProgress), end: null })).toEqual({});
    expect(
      draftErrors(abandoned, {
        ...draftFromReading(abandoned),
        dnfReason: 'x'.repeat(501),
        note: 'y'.repeat(2001),
      }),
    ).toEqual({
      dnfReason: 'validation.journal_reason_too_long',
      note: 'validation.journal_note_too_long',
    });
  });

  it('send only the fields the reading has, blanks as null', () => {
    const draft: ReadingDraft = { ...draftFromReading(finished), note: '  ' };
    expect(updateReadingBody(finished, draft)).toEqual({
      reading_id: 7,
      started: day('2026-11-01'),
      finished: day('2026-11-20'),
      note: null,
    });
    expect(
      updateReadingBody(abandoned, { ...draftFromReading(abandoned), dnfReason: ' ' }),
    ).toEqual({
      reading_id: 8,
      started: day('2026-11-01'),
      stopped: day('2026-11-05'),
      dnf_reason: null,
      note: null,
    });
    expect(updateReadingBody(inProgress, draftFromReading(inProgress))).toEqual({
      reading_id: 9,
      started: day('2026-11-01'),
      note: null,
    });
  });
});

describe('readingEditMachine', () => {
  it('edits a reading: the change is sent, the dialog closes, the screen gets the answer', async () => {
    const { actor, update, effects, settled, state, toasts } = start();
    actor.send({ type: 'reading.edit', reading: finished });
    expect(state().value).toEqual({ edit: 'editing' });
    const draft = { ...draftFromReading(finished), note: 'Read it in one sitting' };
    actor.send({ type: 'draft.change', draft });
    actor.send({ type: 'edit.submit' });
    expect(state().hasTag('busy')).toBe(true);
    await settled();
    expect(state().value).toBe('closed');
    expect(state().context.reading).toBeNull();
    expect(update.calls).toEqual([updateReadingBody(finished, draft)]);
    expect(paramsOf(effects.readingChanged)).toEqual([change()]);
    expect(toasts()).toEqual([{ kind: 'success', message: 'toast.journal.readingSaved' }]);
  });

  it('keeps an invalid draft in the dialog with its errors, cleared as the reader edits', () => {
    const { actor, update, effects, state, toasts } = start();
    actor.send({ type: 'reading.edit', reading: finished });
    const early = { ...draftFromReading(finished), end: day('2026-10-01') };
    actor.send({ type: 'draft.change', draft: early });
    actor.send({ type: 'edit.submit' });
    expect(state().value).toEqual({ edit: 'editing' });
    expect(state().context.errors).toEqual({ end: 'validation.journal_end_before_start' });
    expect(toasts()).toEqual([{ kind: 'validation', message: 'toast.generic.validation' }]);
    // Focus goes to the first field to mend.
    expect(paramsOf(effects.focusField)).toEqual([{ field: 'end' }]);
    actor.send({ type: 'draft.change', draft: draftFromReading(finished) });
    expect(state().context.errors).toEqual({});
    actor.send({ type: 'edit.cancel' });
    expect(state().value).toBe('closed');
    expect(update.calls).toEqual([]);
  });

  it('focuses the first field to mend, in the dialog order', () => {
    const { actor, effects } = start();
    actor.send({ type: 'reading.edit', reading: abandoned });
    const bad = {
      ...draftFromReading(abandoned),
      started: { date: null, precision: 'day' as const },
      note: 'x'.repeat(NOTE_MAX + 1),
    };
    actor.send({ type: 'draft.change', draft: bad });
    actor.send({ type: 'edit.submit' });
    actor.send({ type: 'draft.change', draft: { ...draftFromReading(abandoned), note: bad.note } });
    actor.send({ type: 'edit.submit' });
    expect(paramsOf(effects.focusField)).toEqual([{ field: 'started' }, { field: 'note' }]);
    expect(firstDraftField({})).toBeNull();
  });

  it.each([
    ...connectionFailureRows,
    [
      'refused by the server',
      new ApiError('api', 'must not be before the start', {
        code: API_CODES.validation,
        httpStatus: 400,
      }),
      'refused',
      'toast.journal.readingRefused',
    ] as const,
    [
      'an unreadable answer',
      new ApiError('format', ''),
      'unknown',
      'toast.journal.readingFailed',
    ] as const,
  ])(
    'a save failing (%s) keeps the dialog and the draft',
    async (_label, error, failure, message) => {
      const { actor, settled, state, toasts } = start({
        update: async () => {
          throw error;
        },
      });
      actor.send({ type: 'reading.edit', reading: finished });
      actor.send({ type: 'edit.submit' });
      await settled();
      expect(state().value).toEqual({ edit: { failure } });
      expect(state().context.draft).toEqual(draftFromReading(finished));
      expect(toasts().at(-1)).toMatchObject({ message });
    },
  );

  it('from a failure: editing goes back to the form, submitting tries again', async () => {
    let fail = true;
    const { actor, update, settled, state } = start({
      update: async () => {
        if (fail) throw new ApiError('network', '');
        return change();
      },
    });
    actor.send({ type: 'reading.edit', reading: finished });
    actor.send({ type: 'edit.submit' });
    await settled();
    actor.send({ type: 'draft.change', draft: draftFromReading(finished) });
    expect(state().value).toEqual({ edit: 'editing' });
    actor.send({ type: 'edit.submit' });
    await settled();
    fail = false;
    actor.send({ type: 'edit.submit' });
    await settled();
    expect(state().value).toBe('closed');
    expect(update.calls).toHaveLength(3);
  });

  it('asks before deleting; cancel keeps it, confirm deletes and hands over the answer', async () => {
    const { actor, remove, effects, settled, state, toasts } = start();
    actor.send({ type: 'reading.delete', reading: abandoned });
    expect(state().value).toEqual({ delete: 'confirming' });
    actor.send({ type: 'delete.cancel' });
    expect(state().value).toBe('closed');
    actor.send({ type: 'reading.delete', reading: abandoned });
    actor.send({ type: 'delete.confirm' });
    await settled();
    expect(state().value).toBe('closed');
    expect(remove.calls).toEqual([{ readingId: 8 }]);
    expect(paramsOf(effects.readingChanged)).toEqual([change()]);
    expect(toasts()).toEqual([{ kind: 'success', message: 'toast.journal.readingDeleted' }]);
  });

  it('a failed delete says so and lets the reader start again', async () => {
    const { actor, settled, state, toasts } = start({
      remove: async () => {
        throw new ApiError('format', '');
      },
    });
    actor.send({ type: 'reading.delete', reading: abandoned });
    actor.send({ type: 'delete.confirm' });
    await settled();
    expect(state().value).toEqual({ delete: { failure: 'unknown' } });
    expect(toasts()).toEqual([{ kind: 'error', message: 'toast.journal.readingDeleteFailed' }]);
    actor.send({ type: 'reading.edit', reading: abandoned });
    expect(state().value).toEqual({ edit: 'editing' });
  });

  it('reaches every state through explicit event sequences', async () => {
    const seen = new Set<string>();
    const sessionEnded = new ApiError('api', '', {
      code: API_CODES.sessionInvalid,
      httpStatus: 401,
    });
    const errors = [
      sessionEnded,
      ...connectionFailureRows.map((row) => row[1]),
      new ApiError('api', '', { code: API_CODES.forbidden, httpStatus: 403 }),
      new ApiError('format', ''),
    ];
    for (const error of errors) {
      const fail = async () => {
        throw error;
      };
      const run = start({ update: fail, remove: fail });
      run.actor.send({ type: 'reading.edit', reading: finished });
      run.actor.send({ type: 'edit.submit' });
      await run.settled();
      run.actor.send({ type: 'edit.cancel' });
      run.actor.send({ type: 'reading.delete', reading: finished });
      run.actor.send({ type: 'delete.confirm' });
      await run.settled();
      run.seen.forEach((value) => seen.add(value));
    }
    const { stable, passing } = leafStates(readingEditMachine);
    expect(passing).toEqual([]);
    expect([...seen].sort()).toEqual(stable);
  });
});

describe('readingEditActors', () => {
  it('send the edit and the delete through the typed client', async () => {
    const answer = {
      status: { code: '0' },
      journal: change().journal,
      userBookRelations: [relation(1, BOOK, { read: true })],
      books: [],
    };
    const api = vi.fn(async (_path: string, _body: unknown) => answer);
    const actors = readingEditActors(api as never);
    const body = updateReadingBody(finished, draftFromReading(finished));
    const save = createActor(actors.updateReading, { input: body }).start();
    await waitFor(save, (snapshot) => snapshot.status === 'done');
    expect(save.getSnapshot().output).toEqual(change());
    const remove = createActor(actors.deleteReading, { input: { readingId: 7 } }).start();
    await waitFor(remove, (snapshot) => snapshot.status === 'done');
    expect(api.mock.calls).toEqual([
      ['/readings/update', body],
      ['/readings/delete', { reading_id: 7 }],
    ]);
  });
});
