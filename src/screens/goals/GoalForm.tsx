import { useMachine } from '@xstate/react';
import { useEffect, useRef } from 'react';
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

/** One "open the form" from the screen; a new `serial` opens it again. */
export interface GoalFormRequest {
  goal: Goal | null;
  year?: number;
  serial: number;
}

export interface GoalFormProps {
  request: GoalFormRequest;
  onSaved: (goal: Goal) => void;
  onDeleted: (goalId: number) => void;
  /** The reader's local day (`YYYY-MM-DD`) the current year is read from; stories fix it. */
  today?: string;
}

/**
 * The reading-goal form's machine and its dialog, loaded the first time a reader opens it
 * (`useGoalForm`): the machine checks the values with the contract's schema, so zod comes with
 * it, and a dashboard or profile that is only read never loads it. It opens on every new request.
 */
export default function GoalForm({ request, onSaved, onDeleted, today }: GoalFormProps) {
  const api = useApi();
  const showToast = useToastAction();
  const form = useRef<GoalFormDialogHandle>(null);
  const latest = useRef({ onSaved, onDeleted });
  latest.current = { onSaved, onDeleted };
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
    { input: { today } },
  );
  // Each request opens the form once, when its serial is new.
  const opened = useRef(0);
  useEffect(() => {
    if (opened.current === request.serial) return;
    opened.current = request.serial;
    send({ type: 'goal.open', goal: request.goal, year: request.year });
  }, [request, send]);

  const { context } = snapshot;
  return (
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
}
