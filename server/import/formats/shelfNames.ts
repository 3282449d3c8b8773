import type { PartialDate } from '../../../src/api/contract';
import {
  SHELF_NAME_MAX,
  isReservedShelfName,
  shelfNameKey,
} from '../../../src/api/contract/shelves';

/**
 * Which names of an imported row become the reader's shelves, and as what. The contract decides
 * what one shelf is (`shelfNameKey`) and which names belong to the built-in lists
 * (`isReservedShelfName`); this only fits a file's spelling to a shelf name.
 */

export interface ImportShelfName {
  /** The file's spelling, trimmed and cut to a shelf name's length. */
  name: string;
  key: string;
}

/**
 * A file's shelf name as a shelf, or null when it cannot be one: nothing but punctuation, or a
 * built-in list's or status's name (the row's status says those already). A name longer than a
 * shelf's is cut rather than dropped, never halving a surrogate pair.
 */
export function importShelfName(raw: string): ImportShelfName | null {
  const name = raw
    .trim()
    .slice(0, SHELF_NAME_MAX)
    .replace(/[\uD800-\uDBFF]$/, '')
    .trim();
  if (name === '' || isReservedShelfName(name)) return null;
  const key = shelfNameKey(name);
  return key === '' ? null : { name, key };
}

/**
 * When an imported row's book was put on its shelves: the file's Date Added when it has one
 * (never later than the import), else the import's own time. The date has no time of day, so
 * it is the day's start in UTC, as dates become timestamps elsewhere.
 */
export function placedAt(dateAdded: PartialDate, now: string): string {
  if (dateAdded.precision === 'unknown' || !dateAdded.date) return now;
  const at = `${dateAdded.date}T00:00:00.000Z`;
  return at < now ? at : now;
}
