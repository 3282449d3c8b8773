import type { Book, PublicUser } from '../contract';
import type {
  BookJournal,
  PartialDate,
  ProgressUpdate,
  Reading,
  ReadingActivity,
  ReadingState,
  ReadingStatus,
} from '../contract/journal';
import { FIXED_NOW, authorOf, bookSummaryOf, books, users } from './fixtures';

/** Reading-journal fixtures for tests and, later, stories and MSW handlers. */

export const day = (date: string): PartialDate => ({ date, precision: 'day' });

/** The state a fixture's dates imply unless it names one (a stop with a reason is a DNF). */
function impliedState(overrides: Partial<Reading>): ReadingState {
  if (overrides.finished) return 'read';
  if (overrides.stopped) return overrides.dnf_reason ? 'dnf' : 'paused';
  return 'reading';
}

export function reading(id: number, bookId: number, overrides: Partial<Reading> = {}): Reading {
  return {
    id,
    book_id: bookId,
    state: impliedState(overrides),
    started: day('2026-11-01'),
    finished: null,
    stopped: null,
    dnf_reason: null,
    progress: { pages: null, percent: null },
    note: null,
    created_at: FIXED_NOW,
    updated_at: FIXED_NOW,
    ...overrides,
  };
}

export function progressUpdate(
  id: number,
  readingId: number,
  values: { pages?: number | null; percent?: number | null },
  at = FIXED_NOW,
): ProgressUpdate {
  return {
    id,
    reading_id: readingId,
    at,
    pages: values.pages ?? null,
    percent: values.percent ?? null,
  };
}

export function journal(
  bookId: number,
  status: ReadingStatus | null,
  overrides: Partial<BookJournal> = {},
): BookJournal {
  return {
    book_id: bookId,
    status,
    page_count: null,
    progress_unit: null,
    read_count: 0,
    readings: [],
    updates: [],
    ...overrides,
  };
}

/** One reading-activity event of a followed reader (the social feed's reading activity). */
export function activity(
  kind: ReadingActivity['kind'],
  readingId: number,
  reader: PublicUser,
  book: Book,
  date: string,
): ReadingActivity {
  return {
    id: `${kind}-${readingId}`,
    kind,
    reading_id: readingId,
    date: day(date),
    user: authorOf(reader),
    book: bookSummaryOf(book),
  };
}

const [, u2, u3, u4] = users as [PublicUser, PublicUser, PublicUser, PublicUser];
const [b1, b2, b3, b4] = books as [Book, Book, Book, Book];

/** What the readers Ada follows started and finished lately, newest first. */
export const activities: ReadingActivity[] = [
  activity('finished', 31, u2, b2, '2026-11-21'),
  activity('started', 32, u3, b3, '2026-11-20'),
  activity('started', 33, u4, b4, '2026-11-18'),
  activity('finished', 34, u3, b1, '2026-11-15'),
  activity('started', 31, u2, b2, '2026-11-02'),
  activity('started', 34, u3, b1, '2026-10-28'),
];
