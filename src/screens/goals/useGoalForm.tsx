import { lazy, Suspense, useState } from 'react';
import type { Goal } from '../../api/contract';
import { yearOfDay } from '../../lib/today';
import type { GoalFormRequest } from './GoalForm';

const GoalForm = lazy(() => import('./GoalForm'));

export interface GoalFormOptions {
  onSaved: (goal: Goal) => void;
  onDeleted: (goalId: number) => void;
  /** The reader's local day (`YYYY-MM-DD`) the current year is read from; stories fix it. */
  today?: string;
}

/**
 * The reading-goal form where a screen offers it (statistics, dashboard, own profile): its
 * dialog, the reader's current year, and `open` for a goal or a new one for a year. The form
 * (`GoalForm`: its machine, its dialog and zod, which checks its values) loads the first time it
 * is opened and stays. The callbacks get the saved goal or the deleted goal's id; they are read
 * when called, so they may change.
 */
export function useGoalForm(options: GoalFormOptions) {
  const [request, setRequest] = useState<GoalFormRequest | null>(null);
  const currentYear = yearOfDay(options.today);
  const dialog = request && (
    <Suspense fallback={null}>
      <GoalForm
        request={request}
        onSaved={options.onSaved}
        onDeleted={options.onDeleted}
        today={options.today}
      />
    </Suspense>
  );
  return {
    dialog,
    currentYear,
    open: (goal: Goal | null, year?: number) =>
      setRequest((last) => ({ goal, year, serial: (last?.serial ?? 0) + 1 })),
  };
}
