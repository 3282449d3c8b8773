import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { API_CODES, ApiError } from '../../api/client';
import type { BookJournal } from '../../api/contract';
import { journal } from '../../api/mocks/journalFixtures';
import { leafStates, recordStates } from '../shared/stateCoverage';
import { connectionFailureRows } from '../testing/connectionFailures';
import { paramsOf, recorded, startProvided } from '../testing/harness';
import { pageCountActors } from './actors';
import { pageCountError, pageCountMachine, type PageCountRequest } from './pageCountMachine';

const BOOK = 4;

function start(
  answer: (request: PageCountRequest) => Promise<BookJournal> = async (request) =>
    journal(BOOK, 'reading', { page_count: request.pageCount ?? 320 }),
  pageCount: number | null = null,
) {
  const save = recorded(answer);
  const effects = { showToast: vi.fn(), journalSaved: vi.fn() };
  const actor = startProvided(
    pageCountMachine,
    { actions: effects, actors: { savePageCount: save.logic } },
    { input: { bookId: BOOK, pageCount } },
  );
  const seen = recordStates(actor);
  const settled = () => waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));
  const state = () => actor.getSnapshot();
  return { actor, save, effects, seen, settled, state };
}

describe('pageCountError', () => {
  it('takes a whole number from 1 to 100,000, or blank for the catalogue’s count', () => {
    expect(pageCountError('')).toBeNull();
    expect(pageCountError(' 412 ')).toBeNull();
    expect(pageCountError('100000')).toBeNull();
    expect(pageCountError('0')).toBe('validation.page_count_range');
    expect(pageCountError('100001')).toBe('validation.page_count_range');
    expect(pageCountError('12.5')).toBe('validation.page_count_whole_number');
    expect(pageCountError('-3')).toBe('validation.page_count_whole_number');
    expect(pageCountError('many')).toBe('validation.page_count_whole_number');
  });
});

describe('pageCountMachine', () => {
  it('sets the edition’s count: the field opens with the count, the answer goes to the screen', async () => {
    const { actor, save, effects, settled, state } = start(undefined, 300);
    actor.send({ type: 'pages.edit' });
    expect(state().value).toBe('editing');
    expect(state().context.draft).toBe('300');
    actor.send({ type: 'draft.change', value: '412' });
    actor.send({ type: 'pages.submit' });
    await settled();
    expect(state().value).toBe('showing');
    expect(state().context.pageCount).toBe(412);
    expect(save.calls).toEqual([{ bookId: BOOK, pageCount: 412 }]);
    expect(paramsOf(effects.journalSaved)).toEqual([journal(BOOK, 'reading', { page_count: 412 })]);
    expect(paramsOf(effects.showToast)).toEqual([
      { kind: 'success', message: 'toast.journal.pageCountSaved' },
    ]);
  });

  it('sends null for a blank field: back to the catalogue’s count', async () => {
    const { actor, save, settled, state } = start(undefined, 300);
    actor.send({ type: 'pages.edit' });
    actor.send({ type: 'draft.change', value: '  ' });
    actor.send({ type: 'pages.submit' });
    await settled();
    expect(save.calls).toEqual([{ bookId: BOOK, pageCount: null }]);
    expect(state().context.pageCount).toBe(320);
  });

  it('keeps an invalid draft in the field with its message, cleared as the reader types', () => {
    const { actor, save, state } = start();
    actor.send({ type: 'pages.edit' });
    actor.send({ type: 'draft.change', value: '0' });
    actor.send({ type: 'pages.submit' });
    expect(state().value).toBe('editing');
    expect(state().context.error).toBe('validation.page_count_range');
    actor.send({ type: 'draft.change', value: '1' });
    expect(state().context.error).toBeNull();
    actor.send({ type: 'pages.cancel' });
    expect(state().value).toBe('showing');
    expect(save.calls).toEqual([]);
  });

  it.each(connectionFailureRows)(
    'a failed save (%s) keeps the field and the draft, then tries again',
    async (_label, error, failure, message) => {
      let fail = true;
      const { actor, effects, settled, state } = start(async () => {
        if (fail) throw error;
        return journal(BOOK, 'reading', { page_count: 250 });
      });
      actor.send({ type: 'pages.edit' });
      actor.send({ type: 'draft.change', value: '250' });
      actor.send({ type: 'pages.submit' });
      await settled();
      expect(state().value).toEqual({ failure });
      expect(state().context.draft).toBe('250');
      expect(paramsOf(effects.showToast).at(-1)).toMatchObject({ message });
      fail = false;
      actor.send({ type: 'pages.submit' });
      await settled();
      expect(state().context.pageCount).toBe(250);
    },
  );

  it('takes a newer count from another flow', () => {
    const { actor, state } = start(undefined, 300);
    actor.send({ type: 'journal.changed', pageCount: 280 });
    expect(state().context.pageCount).toBe(280);
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
      run.actor.send({ type: 'pages.edit' });
      run.actor.send({ type: 'draft.change', value: 'x' });
      run.actor.send({ type: 'pages.submit' });
      run.actor.send({ type: 'draft.change', value: '100' });
      run.actor.send({ type: 'pages.submit' });
      await run.settled();
      run.actor.send({ type: 'draft.change', value: '0' });
      run.actor.send({ type: 'pages.submit' });
      run.actor.send({ type: 'pages.cancel' });
      run.seen.forEach((value) => seen.add(value));
    }
    const { stable, passing } = leafStates(pageCountMachine);
    expect(passing).toEqual([]);
    expect([...seen].sort()).toEqual(stable);
  });
});

describe('pageCountActors', () => {
  it('send the count through the typed client and answer the journal', async () => {
    const value = journal(BOOK, 'reading', { page_count: 99 });
    const api = vi.fn(async (_path: string, _body: unknown) => ({
      status: { code: '0' },
      journal: value,
    }));
    const actor = createActor(pageCountActors(api as never).savePageCount, {
      input: { bookId: BOOK, pageCount: 99 },
    }).start();
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(actor.getSnapshot().output).toEqual(value);
    expect(api).toHaveBeenCalledWith('/readings/set-page-count', { book_id: BOOK, page_count: 99 });
  });
});
