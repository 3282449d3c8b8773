import { describe, expect, it, vi } from 'vitest';
import {
  CACHE_CLEANUP_EVERY_MS,
  CACHE_MAX_ENTRIES,
  CACHE_TRIM_COUNT,
  CACHE_TTL_MS,
  createCache,
} from './cache';

function fakeClock(start = 1_000_000) {
  let time = start;
  return {
    now: () => time,
    advance: (ms: number) => {
      time += ms;
    },
  };
}

describe('createCache', () => {
  it('uses the spec constants: 5 min TTL, cleanup every 10 min, trim 50 past 100', () => {
    expect(CACHE_TTL_MS).toBe(300_000);
    expect(CACHE_CLEANUP_EVERY_MS).toBe(600_000);
    expect(CACHE_MAX_ENTRIES).toBe(100);
    expect(CACHE_TRIM_COUNT).toBe(50);
  });

  it('returns a stored value until its TTL runs out', () => {
    const clock = fakeClock();
    const cache = createCache({ now: clock.now });
    cache.set('genres', ['Fantasy']);
    clock.advance(CACHE_TTL_MS - 1);
    expect(cache.get('genres')).toEqual(['Fantasy']);
    clock.advance(1);
    expect(cache.get('genres')).toBeUndefined();
  });

  it('honours a per-entry TTL and an absolute expiry', () => {
    const clock = fakeClock();
    const cache = createCache({ now: clock.now });
    cache.set('short', 1, { ttlMs: 10 });
    cache.set('until', 2, { expiresAt: clock.now() + 50 });
    clock.advance(10);
    expect(cache.get('short')).toBeUndefined();
    expect(cache.get('until')).toBe(2);
    clock.advance(40);
    expect(cache.get('until')).toBeUndefined();
  });

  it('sweeps expired entries on the first access after each cleanup period', () => {
    const clock = fakeClock();
    const cache = createCache({ now: clock.now });
    cache.set('a', 1);
    cache.set('b', 2, { ttlMs: CACHE_CLEANUP_EVERY_MS * 2 });
    clock.advance(CACHE_TTL_MS + 1);
    // Expired but not yet swept: the size still counts it.
    expect(cache.size).toBe(2);
    clock.advance(CACHE_CLEANUP_EVERY_MS - CACHE_TTL_MS);
    cache.get('b');
    expect(cache.size).toBe(1);
    expect(cache.get('b')).toBe(2);
  });

  it('drops the oldest 50 entries when it grows past 100', () => {
    const clock = fakeClock();
    const cache = createCache({ now: clock.now });
    for (let i = 0; i < 100; i += 1) {
      cache.set(`k${i}`, i);
      clock.advance(1);
    }
    expect(cache.size).toBe(100);
    cache.set('k100', 100);
    expect(cache.size).toBe(51);
    expect(cache.get('k0')).toBeUndefined();
    expect(cache.get('k49')).toBeUndefined();
    expect(cache.get('k50')).toBe(50);
    expect(cache.get('k100')).toBe(100);
  });

  it('treats a re-stored key as new when trimming', () => {
    const clock = fakeClock();
    const cache = createCache({ now: clock.now, maxEntries: 3, trimCount: 2 });
    cache.set('a', 1);
    clock.advance(1);
    cache.set('b', 2);
    clock.advance(1);
    cache.set('a', 3);
    clock.advance(1);
    cache.set('c', 4);
    clock.advance(1);
    cache.set('d', 5);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('c')).toBe(4);
    expect(cache.get('d')).toBe(5);
  });

  it('loads once, shares a request in flight and serves the cached value after', async () => {
    const clock = fakeClock();
    const cache = createCache({ now: clock.now });
    const load = vi.fn(async () => ['Poetry']);
    const [first, second] = await Promise.all([
      cache.getOrLoad('genres', load),
      cache.getOrLoad('genres', load),
    ]);
    expect(first).toEqual(['Poetry']);
    expect(second).toEqual(['Poetry']);
    await cache.getOrLoad('genres', load);
    expect(load).toHaveBeenCalledTimes(1);
    clock.advance(CACHE_TTL_MS);
    await cache.getOrLoad('genres', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not cache a failed load', async () => {
    const cache = createCache({ now: fakeClock().now });
    const load = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce('ok');
    await expect(cache.getOrLoad('x', load)).rejects.toThrow('down');
    await expect(cache.getOrLoad('x', load)).resolves.toBe('ok');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('deletes and clears', () => {
    const cache = createCache({ now: fakeClock().now });
    cache.set('a', 1);
    cache.set('b', 2);
    cache.delete('a');
    expect(cache.get('a')).toBeUndefined();
    cache.clear();
    expect(cache.size).toBe(0);
  });
});
