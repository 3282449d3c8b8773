import { describe, expect, it } from 'vitest';
import { completionPercent, completionStage } from './progress';

const six = (validCount: number) =>
  Object.fromEntries(
    Array.from({ length: 6 }, (_, index) => [`f${index}`, index < validCount ? null : 'bad']),
  );

describe('completion indicator', () => {
  it.each([
    [0, 0, 'notStarted'],
    [1, 100 / 6, 'beginning'],
    [2, 200 / 6, 'inProgress'],
    [3, 50, 'inProgress'],
    [4, 400 / 6, 'inProgress'],
    [5, 500 / 6, 'almostDone'],
    [6, 100, 'completed'],
  ])('%i of 6 fields valid -> %f%% (%s)', (validCount, percent, stage) => {
    const value = completionPercent(six(validCount));
    expect(value).toBeCloseTo(percent, 6);
    expect(completionStage(value)).toBe(stage);
  });

  it.each([
    [0, 'notStarted'],
    [0.1, 'beginning'],
    [32.99, 'beginning'],
    [33, 'inProgress'],
    [66.99, 'inProgress'],
    [67, 'almostDone'],
    [99.99, 'almostDone'],
    [100, 'completed'],
  ])('stage boundary %f -> %s', (percent, stage) => {
    expect(completionStage(percent)).toBe(stage);
  });

  it('treats an empty set of fields as not started', () => {
    expect(completionPercent({})).toBe(0);
  });
});
