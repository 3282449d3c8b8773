import {
  API_CODES,
  type BookJournal,
  type JournalChangeResponse,
  type PartialDate,
  type Reading,
  type ReadingState,
  type SetStatusBody,
  type UpdateProgressBody,
  type UpdateReadingBody,
  completeProgress,
} from '../../contract';
import {
  PROGRESS_LOG_MAX,
  UNKNOWN_DATE,
  finishOfRead,
  isActiveState,
} from '../../contract/journal';
import { ada, books, relation } from '../fixtures';
import { FIXED_NOW } from '../fixtures';
import { activities, day, journal, progressUpdate, reading } from '../journalFixtures';
import { page, type Paged } from '../paging';
import { post } from '../post';
import { fail, never, networkError, ok } from '../respond';
import { booksAnswer } from './booksAnswer';

const TODAY_DATE = FIXED_NOW.slice(0, 10);
const TODAY = day(TODAY_DATE);

/** The status the contract derives: the active reading, the reading list, the last ended one. */
function derivedStatus(readings: Reading[], onList: boolean): BookJournal['status'] {
  const [current] = readings;
  if (current && isActiveState(current.state)) return current.state;
  if (onList) return 'want_to_read';
  return current?.state ?? null;
}

/**
 * Ada's reading journal, kept in memory and changed as the contract describes the server's
 * (src/api/contract/journal.ts): statuses, readings, progress, edits and deletes. Each call makes
 * a fresh world, so a story that clicks does not leak into the next. Its relation answers carry
 * the flags derived from the journal (like and favourite are not kept here).
 */
export function journalWorld(initial: BookJournal[] = []) {
  const journals = new Map(initial.map((value) => [value.book_id, value]));
  const onList = new Set(
    initial.filter((value) => value.status === 'want_to_read').map((value) => value.book_id),
  );
  let nextId = 500;
  const journalOf = (bookId: number) => journals.get(bookId) ?? journal(bookId, null);

  const store = (bookId: number, readings: Reading[], extra: Partial<BookJournal> = {}) => {
    const before = journalOf(bookId);
    const current = readings[0];
    const next: BookJournal = {
      ...before,
      ...extra,
      readings,
      read_count: readings.filter((item) => item.state === 'read').length,
      status: derivedStatus(readings, onList.has(bookId)),
      updates:
        current && current.id === before.readings[0]?.id
          ? (extra.updates ?? before.updates)
          : (extra.updates ?? []),
    };
    journals.set(bookId, next);
    return next;
  };
  const changeAnswer = (bookId: number): Omit<JournalChangeResponse, 'status'> => {
    const value = journalOf(bookId);
    return {
      journal: value,
      userBookRelations: [
        relation(ada.id, bookId, { read: value.read_count > 0, readingList: onList.has(bookId) }),
      ],
      books: booksAnswer(bookId),
    };
  };
  const findReading = (readingId: number) => {
    for (const value of journals.values()) {
      const found = value.readings.find((item) => item.id === readingId);
      if (found) return { journal: value, reading: found };
    }
    return null;
  };
  const newReading = (bookId: number, state: ReadingState, date: PartialDate): Reading => {
    nextId += 1;
    return reading(nextId, bookId, {
      state,
      started: state === 'reading' ? date : UNKNOWN_DATE,
      finished: state === 'read' ? date : null,
      stopped: state === 'paused' || state === 'dnf' ? date : null,
    });
  };

  const setStatus = (body: SetStatusBody) => {
    const bookId = body.book_id as number;
    // A read's finish follows the contract's one rule; the other states start or stop today.
    const date =
      body.status === 'read' ? finishOfRead(body.date, TODAY_DATE) : (body.date ?? TODAY);
    const before = journalOf(bookId);
    const [first, ...rest] = before.readings;
    const active = first && isActiveState(first.state) ? first : null;
    const ended = active ? rest : before.readings;
    if (body.status === 'want_to_read') {
      if (active && !body.discard_readings) return false;
      onList.add(bookId);
      store(bookId, ended);
      return true;
    }
    onList.delete(bookId);
    if (body.status === before.status && !active) {
      store(bookId, before.readings);
      return true;
    }
    const moved: Reading = active
      ? {
          ...active,
          state: body.status,
          finished: body.status === 'read' ? date : null,
          stopped: body.status === 'paused' || body.status === 'dnf' ? date : null,
        }
      : newReading(bookId, body.status, date);
    const withReason = {
      ...moved,
      dnf_reason: body.status === 'dnf' ? (body.dnf_reason ?? null) : null,
    };
    store(bookId, [withReason, ...ended]);
    return true;
  };

  const updateProgress = (body: UpdateProgressBody) => {
    const found = findReading(body.reading_id as number);
    if (!found) return null;
    const { journal: value, reading: target } = found;
    if (!isActiveState(target.state)) return 'ended' as const;
    const count = value.page_count;
    if (body.pages !== undefined && count !== null && body.pages > count) return 'range' as const;
    const { pages, percent } = completeProgress(
      { pages: body.pages ?? null, percent: body.percent ?? null },
      count,
    );
    nextId += 1;
    const update = progressUpdate(nextId, target.id, { pages, percent });
    const moved: Reading = {
      ...target,
      state: 'reading',
      stopped: null,
      progress: { pages, percent },
    };
    const next = store(
      value.book_id,
      value.readings.map((item) => (item.id === target.id ? moved : item)),
      {
        updates: [update, ...value.updates].slice(0, PROGRESS_LOG_MAX),
        progress_unit: body.pages !== undefined ? 'pages' : 'percent',
      },
    );
    return { update, journal: next };
  };

  const updateReading = (body: UpdateReadingBody) => {
    const found = findReading(body.reading_id as number);
    if (!found) return false;
    const { journal: value, reading: target } = found;
    const edited: Reading = {
      ...target,
      started: body.started ?? target.started,
      finished: body.finished ?? target.finished,
      stopped: body.stopped ?? target.stopped,
      dnf_reason: body.dnf_reason === undefined ? target.dnf_reason : body.dnf_reason,
      note: body.note === undefined ? target.note : body.note,
    };
    store(
      value.book_id,
      value.readings.map((item) => (item.id === target.id ? edited : item)),
    );
    return value.book_id;
  };

  /**
   * The spec's "Mark as read" turned read on, as the server's recordRead: the active reading is
   * finished, or a read reading is recorded, finished by the contract's finishOfRead (today).
   */
  const recordRead = (bookId: number): BookJournal => {
    const before = journalOf(bookId);
    const [first, ...rest] = before.readings;
    const finished = finishOfRead(undefined, TODAY_DATE);
    onList.delete(bookId);
    if (first && isActiveState(first.state)) {
      return store(bookId, [{ ...first, state: 'read', finished, stopped: null }, ...rest]);
    }
    return store(bookId, [newReading(bookId, 'read', finished), ...before.readings]);
  };

  /** "Mark as read" turned read off: the finished readings go, as on the server. */
  const removeReadReadings = (bookId: number): BookJournal =>
    store(
      bookId,
      journalOf(bookId).readings.filter((item) => item.state !== 'read'),
    );

  const deleteReading = (readingId: number) => {
    const found = findReading(readingId);
    if (!found) return false;
    const { journal: value } = found;
    store(
      value.book_id,
      value.readings.filter((item) => item.id !== readingId),
    );
    return value.book_id;
  };

  const handlers = [
    post('/readings/get/book', ({ parsed }) => {
      const bookId = (parsed as { book_id?: number } | undefined)?.book_id ?? 0;
      return ok('/readings/get/book', { journal: journalOf(bookId) });
    }),
    post('/readings/get/current', () => {
      const reading = [...journals.values()].filter((value) => value.status === 'reading');
      return ok('/readings/get/current', {
        books: reading.flatMap((value) => books.filter((book) => book.id === value.book_id)),
        journals: reading,
        total: reading.length,
      });
    }),
    post('/readings/get/user/reading', ({ parsed }) => {
      const userId = (parsed as { user_id?: number } | undefined)?.user_id;
      // The journal world is Ada's: other readers are reading nothing here.
      const reading =
        userId === ada.id
          ? [...journals.values()].filter((value) => value.status === 'reading')
          : [];
      const found = reading.flatMap((value) => books.filter((book) => book.id === value.book_id));
      const shown = page(found, parsed as Paged, 5);
      return ok('/readings/get/user/reading', {
        books: shown,
        read_counts: shown.map((book) => ({
          book_id: book.id,
          count: journalOf(book.id).read_count,
        })),
        total: found.length,
      });
    }),
    post('/readings/set-status', ({ parsed }) => {
      if (!parsed) return fail(API_CODES.validation, ['status']);
      const body = parsed as SetStatusBody;
      if (!setStatus(body)) return fail(API_CODES.conflict, ['readings']);
      return ok('/readings/set-status', changeAnswer(body.book_id as number));
    }),
    post('/readings/update-progress', ({ parsed }) => {
      if (!parsed) return fail(API_CODES.validation, ['pages']);
      const saved = updateProgress(parsed as UpdateProgressBody);
      if (saved === null) return fail(API_CODES.notFound, ['Reading']);
      if (saved === 'ended') return fail(API_CODES.forbidden, ['reading']);
      if (saved === 'range') return fail(API_CODES.validation, ['pages']);
      return ok('/readings/update-progress', saved);
    }),
    post('/readings/update', ({ parsed }) => {
      if (!parsed) return fail(API_CODES.validation, ['reading']);
      const bookId = updateReading(parsed as UpdateReadingBody);
      if (bookId === false) return fail(API_CODES.notFound, ['Reading']);
      return ok('/readings/update', changeAnswer(bookId));
    }),
    post('/readings/delete', ({ parsed }) => {
      const readingId = (parsed as { reading_id?: number } | undefined)?.reading_id ?? 0;
      const bookId = deleteReading(readingId);
      if (bookId === false) return fail(API_CODES.notFound, ['Reading']);
      return ok('/readings/delete', changeAnswer(bookId));
    }),
    post('/readings/set-page-count', ({ parsed }) => {
      if (!parsed) return fail(API_CODES.validation, ['page_count']);
      const body = parsed as { book_id: number; page_count: number | null };
      const value = journalOf(body.book_id);
      const next = { ...value, page_count: body.page_count };
      journals.set(body.book_id, next);
      return ok('/readings/set-page-count', { journal: next });
    }),
  ];
  // The relation world's read toggle writes here too (relationWorld's `journal`).
  const link: JournalLink = { recordRead, removeReadReadings };
  return Object.assign(handlers, { link });
}

/** What the relation world's "Mark as read" changes in a journal world. */
export interface JournalLink {
  recordRead: (bookId: number) => BookJournal;
  removeReadReadings: (bookId: number) => BookJournal;
}

/** A book in progress: page 120 of 300, two updates logged, one earlier finished reading. */
export const readingJournal = (bookId: number): BookJournal =>
  journal(bookId, 'reading', {
    page_count: 300,
    read_count: 1,
    readings: [
      reading(41, bookId, { started: day('2026-11-02'), progress: { pages: 120, percent: 40 } }),
      reading(40, bookId, {
        started: { date: '2019-01-01', precision: 'year' },
        finished: { date: '2019-03-01', precision: 'month' },
        note: 'First time through, on holiday.',
      }),
    ],
    updates: [
      progressUpdate(61, 41, { pages: 120, percent: 40 }),
      progressUpdate(60, 41, { pages: 45, percent: 15 }),
    ],
  });

/** The social feed's reading activity: the fixtures' events, paged as the server pages them. */
const activityFeed = (events = activities) =>
  post('/readings/get/feed', ({ parsed }) =>
    ok('/readings/get/feed', {
      activities: page(events, parsed as Paged, 5),
      total: events.length,
    }),
  );

export const readingHandlers = [...journalWorld(), activityFeed()];

/** Journal worlds and failures for stories: call one into a story's `readings` handlers key. */
export const readingVariants = {
  empty: () => journalWorld(),
  reading: () => journalWorld([readingJournal(1)]),
  current: () => journalWorld([readingJournal(1), readingJournal(2)]),
  loading: () => [post('/readings/get/book', never), post('/readings/get/current', never)],
  loadError: () => [
    post('/readings/get/book', networkError),
    post('/readings/get/current', networkError),
  ],
  activityEmpty: () => [activityFeed([])],
  activityLoading: () => [post('/readings/get/feed', never)],
  activityError: () => [post('/readings/get/feed', () => fail(API_CODES.internal))],
  statusFails: () => [
    post('/readings/set-status', () => fail(API_CODES.internal)),
    ...journalWorld(),
  ],
};
