/** The spec's five levels of the form completion indicator. */
export type CompletionStage =
  'notStarted' | 'beginning' | 'inProgress' | 'almostDone' | 'completed';

/** The share of valid fields, as a percentage from 0 to 100 (not rounded). */
export function completionPercent(errors: Record<string, unknown>): number {
  const results = Object.values(errors);
  if (results.length === 0) return 0;
  const valid = results.filter((problem) => problem === null).length;
  return (valid / results.length) * 100;
}

/** not started = 0, beginning < 33, in progress < 67, almost done < 100, completed = 100. */
export function completionStage(percent: number): CompletionStage {
  if (percent <= 0) return 'notStarted';
  if (percent < 33) return 'beginning';
  if (percent < 67) return 'inProgress';
  if (percent < 100) return 'almostDone';
  return 'completed';
}
