import { describe, expect, it } from 'vitest';
import { SizedLru } from '../pages/sizedLru';

describe('SizedLru', () => {
  const lru = () => new SizedLru<string>(10, (value) => value.length);

  it('drops the least recently used entries once the values outgrow the bound', () => {
    const cache = lru();
    cache.set('a', 'aaaa');
    cache.set('b', 'bbbb');
    expect(cache.get('a')).toBe('aaaa'); // now b is the least recently used
    cache.set('c', 'cccc');
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual(['aaaa', undefined, 'cccc']);
    expect([cache.count, cache.size]).toEqual([2, 8]);
  });

  it('counts a replaced value once, and keeps no value larger than the bound', () => {
    const cache = lru();
    cache.set('a', 'aaaa');
    cache.set('a', 'aaaaaa');
    expect([cache.count, cache.size]).toEqual([1, 6]);
    cache.set('huge', 'x'.repeat(11));
    expect([cache.get('huge'), cache.get('a'), cache.size]).toEqual([undefined, 'aaaaaa', 6]);
    cache.delete('a');
    expect([cache.count, cache.size]).toEqual([0, 0]);
  });
});
