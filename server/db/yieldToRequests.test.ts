import { describe, expect, it } from 'vitest';
import { stringifyInTurns } from './yieldToRequests';

describe('stringifyInTurns', () => {
  it('writes the text JSON.stringify writes, for any length', async () => {
    const item = (index: number) =>
      index % 3 === 0 ? { row: { title: `Kitap "${index}"`, isbn: null }, n: index } : [index, 'ş'];
    for (const length of [0, 1, 1999, 2000, 2001, 4500]) {
      const items = Array.from({ length }, (_, index) => item(index));
      expect(await stringifyInTurns(items)).toBe(JSON.stringify(items));
    }
    expect(await stringifyInTurns([undefined, () => 1])).toBe(JSON.stringify([undefined, () => 1]));
  });

  it('lets a timer run between slices', async () => {
    const items = Array.from({ length: 4500 }, (_, index) => ({ index }));
    const first = await Promise.race([
      stringifyInTurns(items).then(() => 'json'),
      new Promise((resolve) => setImmediate(() => resolve('timer'))),
    ]);
    expect(first).toBe('timer');
  });
});
