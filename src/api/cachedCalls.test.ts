import { describe, expect, it, vi } from 'vitest';
import { createCache } from './cache';
import { loadGenres, loadMostRead, loadPickOfTheDay } from './cachedCalls';
import { ApiError, type ApiCall } from './client';
import { GENRES } from './contract';
import { books } from './mocks/fixtures';
import { pickOfTheDay } from './pickOfTheDay';

function fakeCall(answer: (path: string, body: unknown) => unknown) {
  const fn = vi.fn(async (path: string, body?: unknown) => answer(path, body));
  return { call: fn as unknown as ApiCall, fn };
}

describe('cached calls', () => {
  it('caches the genre list', async () => {
    const { call, fn } = fakeCall(() => ({ genres: ['Poetry', 'Horror'] }));
    const cache = createCache();
    expect(await loadGenres(call, cache)).toEqual(['Poetry', 'Horror']);
    expect(await loadGenres(call, cache)).toEqual(['Poetry', 'Horror']);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('falls back to the 16 fixed genres when the call fails or returns none', async () => {
    const failing = fakeCall(() => {
      throw new ApiError('server', 'down');
    });
    expect(await loadGenres(failing.call, createCache())).toEqual([...GENRES]);
    expect(GENRES).toHaveLength(16);
    const empty = fakeCall(() => ({ genres: [] }));
    expect(await loadGenres(empty.call, createCache())).toEqual([...GENRES]);
  });

  it('caches most-read per limit', async () => {
    const { call, fn } = fakeCall((_, body) => {
      const limit = (body as { limit: number }).limit;
      return { books: books.slice(0, limit), total: books.length };
    });
    const cache = createCache();
    expect((await loadMostRead(call, 3, cache)).items).toHaveLength(3);
    expect((await loadMostRead(call, 6, cache)).items).toHaveLength(Math.min(6, books.length));
    await loadMostRead(call, 3, cache);
    expect(fn).toHaveBeenCalledTimes(2);
    expect(fn.mock.calls.map((c) => c[1])).toEqual([{ limit: 3 }, { limit: 6 }]);
  });

  it('picks today from the top 10 and keeps it until local midnight', async () => {
    let time = new Date(2026, 10, 21, 9).getTime();
    const cache = createCache({ now: () => time });
    const { call, fn } = fakeCall(() => ({ books, total: books.length }));
    const now = () => new Date(time);
    const pick = await loadPickOfTheDay(call, now, cache);
    expect(pick).toBe(pickOfTheDay(books, now()));
    time = new Date(2026, 10, 21, 23, 59).getTime();
    expect(await loadPickOfTheDay(call, now, cache)).toBe(pick);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn.mock.calls[0]?.[1]).toEqual({ limit: 10 });
  });

  it('picks only among the books that have a description, if any has one', async () => {
    const now = () => new Date(2026, 10, 21, 9);
    const bare = books.map((book) => ({ ...book, description: ' ' }));
    const described = { ...books[0]!, id: 999, description: 'A premise.' };
    const mixed = fakeCall(() => ({ books: [...bare.slice(0, 9), described], total: 10 }));
    expect(await loadPickOfTheDay(mixed.call, now, createCache())).toBe(described);
    const none = fakeCall(() => ({ books: bare, total: bare.length }));
    expect(await loadPickOfTheDay(none.call, now, createCache())).toBe(pickOfTheDay(bare, now()));
  });

  it('gives null when no book has been read', async () => {
    const { call } = fakeCall(() => ({ books: [], total: 0 }));
    expect(await loadPickOfTheDay(call, () => new Date(2026, 0, 1), createCache())).toBeNull();
  });
});
