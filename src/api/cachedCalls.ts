import { appCache, type Cache } from './cache';
import type { ApiCall } from './client';
import type { Book } from './contract';
// The list itself, not the contract: the contract brings zod, which this page may not need.
import { GENRES } from './contract/genres';
import { nextLocalMidnight, pickOfTheDay, pickOfTheDayKey, PICK_POOL_SIZE } from './pickOfTheDay';

/** The genre list (cached); when the call fails, the team's fixed list of 16 genres. */
export async function loadGenres(call: ApiCall, cache: Cache = appCache): Promise<string[]> {
  try {
    const genres = await cache.getOrLoad('genres', async () => {
      const response = await call('/books/genres');
      return response.genres;
    });
    return genres.length > 0 ? genres : [...GENRES];
  } catch {
    return [...GENRES];
  }
}

/** The most-read books for one limit (3, 6 or 10), cached for the cache's TTL. */
export async function loadMostRead(
  call: ApiCall,
  limit: number,
  cache: Cache = appCache,
): Promise<{ items: Book[]; total: number }> {
  return cache.getOrLoad(`most-read:${limit}`, async () => {
    const response = await call('/books/discover/most-reads', { limit });
    return { items: response.books, total: response.total };
  });
}

/**
 * Today's pick among the top 10 most-read that have a description (a book seeded with facts
 * only has none: the pick shows its premise), or among all 10 when none has; cached until
 * local midnight; null when there are no books.
 */
export async function loadPickOfTheDay(
  call: ApiCall,
  now: () => Date = () => new Date(),
  cache: Cache = appCache,
): Promise<Book | null> {
  const today = now();
  return cache.getOrLoad(
    pickOfTheDayKey(today),
    async () => {
      const { items } = await loadMostRead(call, PICK_POOL_SIZE, cache);
      const described = items.filter((book) => book.description.trim() !== '');
      return pickOfTheDay(described.length > 0 ? described : items, today);
    },
    { expiresAt: nextLocalMidnight(today) },
  );
}
