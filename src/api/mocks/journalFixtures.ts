import type {
  BookJournal,
  PartialDate,
  ProgressUpdate,
  Reading,
  ReadingState,
  ReadingStatus,
} from '../contract/journal';
import { FIXED_NOW } from './fixtures';

/** Reading-journal fixtures (issue 15) for tests and, later, stories and MSW handlers. */

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
    read_count: 0,
    readings: [],
    updates: [],
    ...overrides,
  };
}
