import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../api/client';
import type { BookJournal, ReadingStatus } from '../../api/contract';
import { books, relation } from '../../api/mocks/fixtures';
import { day, journal, reading } from '../../api/mocks/journalFixtures';
import { leafStates, recordStates } from '../shared/stateCoverage';
import { readingStatusActors, statusChangeFrom } from './actors';
import { isActiveState } from '../../api/contract/journal';
import {
  hasActiveReading,
  readingStatusMachine,
  setStatusBody,
  type StatusChange,
  type StatusRequest,
} from './readingStatusMachine';
import { connectionFailureRows, type FailureRow } from '../testing/connectionFailures';

const BOOK = 4;

/**
 * A fake server keeping one reader's journal for the book as the contract describes it:
 * 'reading' resumes the active reading or starts one, 'read' finishes it (read count + 1),
 * 'paused' and 'dnf' stop it, 'want_to_read' with discard_readings drops the active one only.
 * Each answer carries the derived relation.
 */
function fakeServer(initial: BookJournal) {
  let current = initial;
  let nextId = 100;
  const requests: StatusRequest[] = [];
  const failures: ApiError[] = [];
  let loadFailures = 0;
  const held: Array<() => void> = [];
  let hold = false;
  const apply = (request: StatusRequest): BookJournal => {
    const [first, ...rest] = current.readings;
    const active = first && isActiveState(first.state) ? first : null;
    const ended = active ? rest : current.readings;
    const started = () => {
      nextId += 1;
      return reading(nextId, BOOK);
    };
    switch (request.status) {
      case 'want_to_read':
        return { ...current, status: 'want_to_read', readings: ended, updates: [] };
      case 'reading':
        return {
          ...current,
          status: 'reading',
          readings: [{ ...(active ?? started()), state: 'reading', stopped: null }, ...ended],
        };
      case 'read':
        return {
          ...current,
          status: 'read',
          read_count: current.read_count + 1,
          readings: [
            { ...(active ?? started()), state: 'read', finished: day('2026-11-21') },
            ...ended,
          ],
        };
      default:
        return {
          ...current,
          status: request.status,
          readings: [
            {
              ...(active ?? started()),
              state: request.status,
              stopped: day('2026-11-21'),
              dnf_reason: request.dnfReason,
            },
            ...ended,
          ],
        };
    }
  };
  return {
    requests,
    journal: () => current,
    failNext: (error: ApiError) => failures.push(error),
    failLoads: (n: number) => {
      loadFailures = n;
    },
    hold: (value: boolean) => {
      hold = value;
    },
    release: () => held.splice(0).forEach((resume) => resume()),
    load: async () => {
      if (loadFailures > 0) {
        loadFailures -= 1;
        throw new ApiError('network', 'offline');
      }
      return current;
    },
    setStatus: async (request: StatusRequest): Promise<StatusChange> => {
      requests.push(request);
      if (hold) await new Promise<void>((resume) => held.push(resume));
      const failure = failures.shift();
      if (failure) throw failure;
      current = apply(request);
      const flags = {
        read: current.read_count > 0,
        readingList: current.status === 'want_to_read',
      };
      return {
        journal: current,
        relation: relation(1, BOOK, flags),
        book: { ...books[0]!, id: BOOK, reads: current.read_count },
      };
    },
  };
}

function start(options: {
  signedIn?: boolean;
  server?: ReturnType<typeof fakeServer>;
  prefetched?: boolean;
}) {
  const server = options.server ?? fakeServer(journal(BOOK, null));
  const effects = { showToast: vi.fn(), statusChanged: vi.fn() };
  const actor = createActor(
    readingStatusMachine.provide({
      actions: effects,
      actors: {
        loadJournal: fromPromise(() => server.load()),
        setStatus: fromPromise(({ input }: { input: StatusRequest }) => server.setStatus(input)),
      },
    }),
    {
      input: {
        bookId: BOOK,
        signedIn: options.signedIn ?? true,
        journal: options.prefetched ? server.journal() : undefined,
      },
    },
  );
  const seen = recordStates(actor);
  actor.start();
  const settled = () => waitFor(actor, (s) => !s.hasTag('busy'));
  const toasts = () => effects.showToast.mock.calls.map((call) => call[1] as unknown);
  const state = () => actor.getSnapshot();
  const choose = (status: ReadingStatus) => actor.send({ type: 'status.choose', status });
  return { actor, server, effects, seen, settled, toasts, state, choose };
}

const readBook = () =>
  fakeServer(
    journal(BOOK, 'read', {
      read_count: 1,
      readings: [reading(7, BOOK, { finished: day('2026-11-10') })],
    }),
  );

const readingBook = () =>
  fakeServer(
    journal(BOOK, 'reading', {
      readings: [reading(8, BOOK), reading(7, BOOK, { finished: day('2026-11-10') })],
      read_count: 1,
    }),
  );

describe('hasActiveReading and setStatusBody', () => {
  it('finds a reading in progress or paused first in the journal, not an ended one', () => {
    expect(hasActiveReading(null)).toBe(false);
    expect(hasActiveReading(journal(BOOK, null))).toBe(false);
    expect(hasActiveReading(readBook().journal())).toBe(false);
    expect(hasActiveReading(readingBook().journal())).toBe(true);
    const paused = journal(BOOK, 'paused', {
      readings: [reading(9, BOOK, { stopped: day('2026-11-12') })],
    });
    expect(hasActiveReading(paused)).toBe(true);
  });

  it('dates every status but want-to-read, sends a DNF reason and a confirmed discard', () => {
    const base = { bookId: BOOK, dnfReason: 'Slow', discardReadings: false };
    const date = day('2026-11-24');
    expect(setStatusBody({ ...base, status: 'reading' }, date)).toEqual({
      book_id: BOOK,
      status: 'reading',
      date,
    });
    expect(setStatusBody({ ...base, status: 'dnf' }, date)).toEqual({
      book_id: BOOK,
      status: 'dnf',
      date,
      dnf_reason: 'Slow',
    });
    expect(setStatusBody({ ...base, status: 'want_to_read', discardReadings: true }, date)).toEqual(
      { book_id: BOOK, status: 'want_to_read', discard_readings: true },
    );
  });
});

describe('readingStatusMachine', () => {
  it('asks a guest to sign in and calls nothing', () => {
    const { server, toasts, state, choose } = start({ signedIn: false });
    expect(state().value).toBe('guest');
    choose('reading');
    expect(toasts()).toEqual([{ kind: 'warning', message: 'toast.gating.loginToTrack' }]);
    expect(server.requests).toEqual([]);
  });

  it('loads the journal, or starts from a prefetched one without a load', async () => {
    const loaded = start({ server: readBook() });
    expect(loaded.state().value).toBe('loading');
    await loaded.settled();
    expect(loaded.state().value).toEqual({ ready: 'idle' });
    expect(loaded.state().context.status).toBe('read');

    const load = vi.fn();
    const server = readBook();
    const prefetched = createActor(
      readingStatusMachine.provide({ actors: { loadJournal: fromPromise(load) } }),
      { input: { bookId: BOOK, signedIn: true, journal: server.journal() } },
    ).start();
    expect(prefetched.getSnapshot().value).toEqual({ ready: 'idle' });
    expect(load).not.toHaveBeenCalled();
  });

  it('shows the load error and retries', async () => {
    const server = readBook();
    server.failLoads(1);
    const { actor, settled, state } = start({ server });
    await settled();
    expect(state().value).toBe('loadError');
    actor.send({ type: 'journal.retry' });
    await settled();
    expect(state().value).toEqual({ ready: 'idle' });
  });

  it('starts reading: the status shows at once, then the answer replaces the journal', async () => {
    const { server, effects, settled, toasts, state, choose } = start({ prefetched: true });
    choose('reading');
    expect(state().value).toEqual({ ready: 'saving' });
    expect(state().context.status).toBe('reading');
    expect(state().context.journal?.readings).toEqual([]);
    await settled();
    expect(state().value).toEqual({ ready: 'idle' });
    expect(state().context.journal).toEqual(server.journal());
    expect(state().context.journal?.readings).toHaveLength(1);
    expect(toasts()).toEqual([{ kind: 'success', message: 'toast.journal.statusReading' }]);
    expect(effects.statusChanged).toHaveBeenCalledTimes(1);
    expect(effects.statusChanged.mock.calls[0]?.[1]).toMatchObject({
      journal: server.journal(),
      relation: { read: false, readingList: false },
    });
  });

  it('finishing sets read: the relation and the book count come back with it', async () => {
    const { effects, settled, toasts, state, choose } = start({ prefetched: true });
    choose('reading');
    await settled();
    choose('read');
    await settled();
    expect(state().context.status).toBe('read');
    expect(state().context.journal?.read_count).toBe(1);
    expect(toasts().at(-1)).toEqual({ kind: 'success', message: 'toast.journal.statusRead' });
    const change = effects.statusChanged.mock.calls.at(-1)?.[1] as StatusChange;
    expect(change.relation).toMatchObject({ read: true, readingList: false });
    expect(change.book?.reads).toBe(1);
  });

  it('ignores choosing the status the book already has', async () => {
    const { server, state, choose, settled } = start({ server: readBook() });
    await settled();
    choose('read');
    expect(state().value).toEqual({ ready: 'idle' });
    expect(server.requests).toEqual([]);
  });

  it('keeps one call in flight: choices while saving are ignored', async () => {
    const server = fakeServer(journal(BOOK, null));
    server.hold(true);
    const { settled, state, choose } = start({ server, prefetched: true });
    choose('want_to_read');
    choose('reading');
    choose('dnf');
    expect(state().value).toEqual({ ready: 'saving' });
    expect(state().context.status).toBe('want_to_read');
    server.release();
    await settled();
    expect(server.requests.map((request) => request.status)).toEqual(['want_to_read']);
  });

  it('moving a book without readings to want-to-read needs no confirmation', async () => {
    const { server, settled, toasts, choose } = start({ prefetched: true });
    choose('want_to_read');
    await settled();
    expect(server.requests).toEqual([
      { bookId: BOOK, status: 'want_to_read', dnfReason: null, discardReadings: false },
    ]);
    expect(toasts()).toEqual([{ kind: 'success', message: 'toast.journal.statusWantToRead' }]);
  });

  it('moves a read book to want-to-read without asking: its readings stay', async () => {
    const { server, settled, state, choose } = start({ server: readBook(), prefetched: true });
    choose('want_to_read');
    await settled();
    expect(server.requests).toEqual([
      { bookId: BOOK, status: 'want_to_read', dnfReason: null, discardReadings: false },
    ]);
    expect(state().context.journal?.readings.map((item) => item.id)).toEqual([7]);
    expect(state().context.journal?.read_count).toBe(1);
  });

  it('asks before putting a book in progress back on want-to-read; cancel keeps all', async () => {
    const { server, actor, settled, state, choose } = start({ server: readingBook() });
    await settled();
    choose('want_to_read');
    expect(state().value).toEqual({ ready: 'confirmingWantToRead' });
    expect(state().context.status).toBe('reading');
    actor.send({ type: 'status.cancel' });
    expect(state().value).toEqual({ ready: 'idle' });
    expect(state().context.pending).toBeNull();
    choose('want_to_read');
    actor.send({ type: 'status.confirm' });
    expect(state().context.status).toBe('want_to_read');
    await settled();
    expect(server.requests).toEqual([
      { bookId: BOOK, status: 'want_to_read', dnfReason: null, discardReadings: true },
    ]);
    expect(state().context.journal?.readings.map((item) => item.id)).toEqual([7]);
  });

  it('asks for an optional DNF reason: trimmed, blank sent as null, cancel changes nothing', async () => {
    const { server, actor, settled, toasts, state, choose } = start({ prefetched: true });
    choose('reading');
    await settled();
    choose('dnf');
    expect(state().value).toEqual({ ready: 'askingDnfReason' });
    actor.send({ type: 'dnf.reasonChange', reason: 'Not for me' });
    actor.send({ type: 'status.cancel' });
    expect(state().value).toEqual({ ready: 'idle' });
    expect(state().context.dnfReason).toBe('');
    expect(state().context.status).toBe('reading');

    choose('dnf');
    actor.send({ type: 'dnf.reasonChange', reason: '   ' });
    actor.send({ type: 'dnf.submit' });
    await settled();
    expect(server.requests.at(-1)).toMatchObject({ status: 'dnf', dnfReason: null });

    choose('reading');
    await settled();
    choose('dnf');
    actor.send({ type: 'dnf.reasonChange', reason: `  ${'x'.repeat(600)}  ` });
    actor.send({ type: 'dnf.submit' });
    await settled();
    expect(server.requests.at(-1)?.dnfReason).toBe('x'.repeat(500));
    expect(state().context.journal?.readings[0]?.dnf_reason).toBe('x'.repeat(500));
    expect(toasts().at(-1)).toEqual({ kind: 'success', message: 'toast.journal.statusDnf' });
  });

  it('pauses and resumes the same reading', async () => {
    const { settled, state, choose, toasts } = start({ prefetched: true });
    choose('reading');
    await settled();
    choose('paused');
    await settled();
    expect(toasts().at(-1)).toEqual({ kind: 'success', message: 'toast.journal.statusPaused' });
    choose('reading');
    await settled();
    expect(state().context.journal?.readings).toHaveLength(1);
    expect(state().context.journal?.readings[0]?.stopped).toBeNull();
  });

  it.each([
    ...connectionFailureRows,
    [
      'conflict',
      new ApiError('api', 'readings', { code: '6', httpStatus: 409 }),
      'unknown',
      'toast.journal.statusFailed',
    ],
  ] satisfies FailureRow[])(
    'rolls the status back after a %s failure, with its toast, and can choose again',
    async (_, error, failure, message) => {
      const { server, effects, settled, toasts, state, choose } = start({ server: readBook() });
      await settled();
      server.failNext(error);
      choose('reading');
      expect(state().context.status).toBe('reading');
      await settled();
      expect(state().value).toEqual({ ready: { failure } });
      expect(state().context.status).toBe('read');
      expect(state().context.pending).toBeNull();
      expect(toasts()).toEqual([{ kind: expect.any(String), message }]);
      expect(effects.statusChanged).not.toHaveBeenCalled();
      choose('reading');
      await settled();
      expect(state().value).toEqual({ ready: 'idle' });
      expect(state().context.status).toBe('reading');
    },
  );

  it('leaves an ended session to the session flow: rolled back, no toast of its own', async () => {
    const server = readBook();
    server.failNext(new ApiError('api', '', { code: '5', httpStatus: 401 }));
    const { settled, toasts, state, choose } = start({ server, prefetched: true });
    choose('paused');
    await settled();
    expect(state().value).toEqual({ ready: { failure: 'sessionEnded' } });
    expect(state().context.status).toBe('read');
    expect(toasts()).toEqual([]);
  });

  it('from a failure, want-to-read and DNF still ask first', async () => {
    const server = readingBook();
    server.failNext(new ApiError('network', ''));
    const { actor, settled, state, choose } = start({ server, prefetched: true });
    choose('paused');
    await settled();
    choose('want_to_read');
    expect(state().value).toEqual({ ready: 'confirmingWantToRead' });
    actor.send({ type: 'status.cancel' });
    server.failNext(new ApiError('network', ''));
    choose('paused');
    await settled();
    choose('dnf');
    expect(state().value).toEqual({ ready: 'askingDnfReason' });
  });

  it('takes a newer journal from another flow, and reloads when the spec buttons changed it', async () => {
    const server = readingBook();
    const { actor, settled, state } = start({ server, prefetched: true });
    const finished = journal(BOOK, 'read', { read_count: 2 });
    actor.send({ type: 'journal.replace', journal: finished });
    expect(state().context.journal).toEqual(finished);
    expect(state().context.status).toBe('read');
    actor.send({ type: 'journal.reload' });
    expect(state().value).toBe('loading');
    await settled();
    expect(state().context.status).toBe('reading');
  });

  it('reaches every state through explicit event sequences', async () => {
    const seen = new Set<string>();
    const guest = start({ signedIn: false });
    guest.seen.forEach((value) => seen.add(value));

    const failing = readingBook();
    failing.failLoads(1);
    const run = start({ server: failing });
    await run.settled(); // checking → loading → loadError
    run.actor.send({ type: 'journal.retry' });
    await run.settled(); // loading → ready.idle
    run.choose('want_to_read'); // ready.confirmingWantToRead
    run.actor.send({ type: 'status.cancel' });
    run.choose('dnf'); // ready.askingDnfReason
    run.actor.send({ type: 'status.cancel' });
    for (const error of [
      new ApiError('api', '', { code: '5', httpStatus: 401 }),
      new ApiError('network', ''),
      new ApiError('server', '', { httpStatus: 500 }),
      new ApiError('rateLimited', '', { httpStatus: 429 }),
      new ApiError('format', ''),
    ]) {
      failing.failNext(error);
      run.choose('paused'); // ready.saving → ready.failure.*
      await run.settled();
    }
    run.seen.forEach((value) => seen.add(value));

    const { stable, passing } = leafStates(readingStatusMachine);
    expect(passing).toEqual(['checking']);
    expect([...seen].sort()).toEqual(stable);
  });
});

describe('readingStatusActors', () => {
  it('load the journal and send a dated status change through the typed client', async () => {
    const value = journal(BOOK, 'reading', { readings: [reading(8, BOOK)] });
    const rel = relation(1, BOOK, {});
    const api = vi.fn(async (path: string, _body?: unknown) =>
      path === '/readings/get/book'
        ? { status: { code: '0' }, journal: value }
        : { status: { code: '0' }, journal: value, userBookRelations: [rel], books: [] },
    );
    const actors = readingStatusActors(api as never);
    const loader = createActor(actors.loadJournal, { input: { bookId: BOOK } });
    loader.start();
    await waitFor(loader, (s) => s.status === 'done');
    expect(loader.getSnapshot().output).toEqual(value);
    expect(api.mock.calls[0]?.slice(0, 2)).toEqual(['/readings/get/book', { book_id: BOOK }]);

    const setter = createActor(actors.setStatus, {
      input: { bookId: BOOK, status: 'reading', dnfReason: null, discardReadings: false },
    });
    setter.start();
    await waitFor(setter, (s) => s.status === 'done');
    expect(setter.getSnapshot().output).toEqual({ journal: value, relation: rel, book: null });
    const [path, body] = api.mock.calls[1] ?? [];
    expect(path).toBe('/readings/set-status');
    expect(body).toMatchObject({ book_id: BOOK, status: 'reading', date: { precision: 'day' } });
  });

  it('date a status change by the day clock it is given, read when the change is sent', async () => {
    const answer = {
      status: { code: '0' },
      journal: journal(BOOK, 'read'),
      userBookRelations: [],
      books: [],
    };
    const api = vi.fn(async (_path: string, _body?: unknown) => answer);
    let day = '2026-11-24';
    const actors = readingStatusActors(api as never, () => ({ date: day, precision: 'day' }));
    day = '2026-11-25';
    const setter = createActor(actors.setStatus, {
      input: { bookId: BOOK, status: 'read', dnfReason: null, discardReadings: false },
    });
    setter.start();
    await waitFor(setter, (s) => s.status === 'done');
    expect(api.mock.calls[0]?.[1]).toMatchObject({
      date: { date: '2026-11-25', precision: 'day' },
    });
  });

  it('statusChangeFrom takes the journal, relation and book of a set-status answer', () => {
    const value = journal(BOOK, 'read', { read_count: 1 });
    const rel = relation(1, BOOK, { read: true });
    expect(
      statusChangeFrom({ journal: value, userBookRelations: [rel], books: [books[0]!] }),
    ).toEqual({ journal: value, relation: rel, book: books[0] });
    expect(statusChangeFrom({ journal: value, userBookRelations: [], books: [] })).toEqual({
      journal: value,
      relation: null,
      book: null,
    });
  });
});
