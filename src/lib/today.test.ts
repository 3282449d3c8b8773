import { describe, expect, it } from 'vitest';
import { today } from './today';

describe('today', () => {
  it('is the local calendar day, zero-padded, day precise', () => {
    expect(today(new Date(2026, 0, 5, 23, 59))).toEqual({ date: '2026-01-05', precision: 'day' });
    expect(today(new Date(2024, 1, 29, 0, 0))).toEqual({ date: '2024-02-29', precision: 'day' });
  });
});
