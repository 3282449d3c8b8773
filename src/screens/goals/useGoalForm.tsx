import { useMachine } from '@xstate/react';
import { useRef } from 'react';
import type { Goal } from '../../api/contract';
import { useApi } from '../../session/SessionProvider';
import {
  GoalFormDialog,
  type GoalFormDialogHandle,
  type GoalFormField,
} from '../../components/GoalFormDialog';
import { useToastAction } from '../../components/Toaster';
import { goalFormActors } from '../../machines/goalForm/actors';
import { goalFieldErrors, goalFormMachine } from '../../machines/goalForm/goalFormMachine';
import { useProvided } from '../../lib/useProvided';

export interface GoalFormOptions {
  onSaved: (goal: Goal) => void;
  onDeleted: (goalId: number) => void;
  /** The reader's local day (`YYYY-MM-DD`) the current year is read from; stories fix it. */
  today?: string;
}

/**
 * The reading-goal form where a screen offers it (statistics, dashboard, own profile): the
 * machine, its dialog, and `open` for a goal or a new one for a year. The callbacks get the
 * saved goal or the deleted goal's id; they are read when called, so they may change.
 */
export function useGoalForm(options: GoalFormOptions) {
  const api = useApi();
  const showToast = useToastAction();
  const form = useRef<GoalFormDialogHandle>(null);
  const latest = useRef(options);
  latest.current = options;
  const [snapshot, send] = useMachine(
    useProvided(() =>
      goalFormMachine.provide({
        actors: goalFormActors(api),
        actions: {
          showToast,
          // The dialog's fields mount with it: focus once they are there.
          focusField: (_, { field }) => {
            requestAnimationFrame(() => form.current?.focusField(field));
          },
          goalSaved: (_, { goal }) => latest.current.onSaved(goal),
          goalDeleted: (_, { goalId }) => latest.current.onDeleted(goalId),
        },
      }),
    ),
    { input: { today: options.today } },
  );
  const { context } = snapshot;
  const dialog = (
    <GoalFormDialog
      ref={form}
      open={snapshot.hasTag('open')}
      editing={context.goal !== null}
      currentYear={context.currentYear}
      values={context.values}
      errors={goalFieldErrors(context)}
      saving={snapshot.matches('saving')}
      confirmingDelete={snapshot.matches('confirmingDelete') || snapshot.matches('deleting')}
      deleting={snapshot.matches('deleting')}
      onChange={(field: GoalFormField, value) => send({ type: 'field.change', field, value })}
      onSubmit={() => send({ type: 'form.submit' })}
      onCancel={() => send({ type: 'form.cancel' })}
      onDelete={() => send({ type: 'goal.delete' })}
      onConfirmDelete={() => send({ type: 'delete.confirm' })}
      onCancelDelete={() => send({ type: 'delete.cancel' })}
    />
  );
  return {
    dialog,
    currentYear: context.currentYear,
    open: (goal: Goal | null, year?: number) => send({ type: 'goal.open', goal, year }),
  };
}
