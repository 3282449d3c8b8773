import { describe, expect, it } from 'vitest';
import { labelStep, textWidth } from './labels';

describe('textWidth', () => {
  it('grows with the text and the font size', () => {
    expect(textWidth('Mar')).toBeCloseTo(21.6);
    expect(textWidth('2025', 14)).toBeGreaterThan(textWidth('2025'));
  });
});

describe('labelStep', () => {
  it('labels every item when each label fits its band', () => {
    expect(labelStep(60, 22)).toBe(1);
  });

  it('skips to every second, third ... label as bands narrow, on round steps', () => {
    expect(labelStep(24, 22)).toBe(2);
    expect(labelStep(10, 29)).toBe(4);
    expect(labelStep(8, 29)).toBe(5);
    expect(labelStep(3, 29)).toBe(12);
  });

  it('labels every item when there is no band to measure', () => {
    expect(labelStep(0, 22)).toBe(1);
  });
});
