import type { ImportShelf } from './row';

/**
 * Goodreads' exclusive shelf as a status. Its three built-in shelves are the statuses; readers
 * add their own exclusive shelves, most often for books they gave up, under many names.
 */
export function goodreadsShelf(raw: string): ImportShelf {
  const key = shelfKey(raw);
  if (key === 'to-read') return { status: 'want_to_read', raw };
  if (key === 'currently-reading') return { status: 'reading', raw };
  if (key === 'read') return { status: 'read', raw };
  if (looksLikeDnf(key)) return { status: 'dnf', raw };
  return { status: null, raw };
}

/** StoryGraph's Read Status: its four values, the same names Goodreads uses. */
export function storygraphShelf(raw: string): ImportShelf {
  const key = shelfKey(raw);
  if (key === 'did-not-finish') return { status: 'dnf', raw };
  return goodreadsShelf(raw);
}

/** Shelf names compare lower-cased with spaces and underscores as hyphens. */
export function shelfKey(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
}

/**
 * Names readers give a did-not-finish shelf: "DNF", "dnf-2023", "did not finish", "didn't
 * finish", "abandoned", "gave up". Not "unfinished": that is as often a series not finished.
 */
function looksLikeDnf(key: string): boolean {
  const words = key.split(/[^a-z0-9']+/).filter((word) => word !== '');
  if (words.some((word) => /^dnf(?:'?d|ed)?$/.test(word))) return true;
  return /did-?n[o']?t-finish|abandon|gave-up|given-up|giving-up|stopped-reading/.test(key);
}
