const DAY_MS = 24 * 60 * 60 * 1000;

/** How many of the most-read books the pick of the day is chosen from. */
export const PICK_POOL_SIZE = 10;

/**
 * The index of today's pick among `count` books: derived from the local calendar date only, so
 * every reader sees the same book all day and it changes at local midnight.
 */
export function pickOfTheDayIndex(now: Date, count: number): number {
  if (count <= 0) return -1;
  const dayNumber = Math.floor(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate()) / DAY_MS);
  return dayNumber % count;
}

/** The next local midnight after `now`, in milliseconds since the epoch. */
export function nextLocalMidnight(now: Date): number {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1).getTime();
}

/** Today's pick among `books` (the top most-read), or null when there are none. */
export function pickOfTheDay<T>(books: readonly T[], now: Date): T | null {
  const index = pickOfTheDayIndex(now, Math.min(books.length, PICK_POOL_SIZE));
  return index < 0 ? null : (books[index] ?? null);
}

/** The cache key of the pick for the local date of `now`. */
export function pickOfTheDayKey(now: Date): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `pick-of-the-day:${now.getFullYear()}-${month}-${day}`;
}
