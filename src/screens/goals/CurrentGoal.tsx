import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import type { Goal } from '../../api/contract';
import { useApi } from '../../session/SessionProvider';
import { useToday } from '../../lib/useToday';
import { ErrorState } from '../../components/ErrorState';
import { GoalCard } from '../../components/GoalCard';
import { Skeleton } from '../../components/Skeleton';
import { readerGoalsList } from '../../machines/paging/listCalls';
import { useProfileList } from '../profile/useProfileList';
import { useGoalForm } from './useGoalForm';
import styles from './goals.module.css';

/** The goal whose period holds `day`, the one that started last when several do. */
export const runningGoal = (goals: Goal[], day: string) =>
  goals.find((goal) => goal.start <= day && day <= goal.end) ?? null;

/**
 * The dashboard's reading goal: the reader's goal running today with its pace, or an invitation
 * to set one for this year; either opens the goal form, and a link leads to the statistics.
 */
export function CurrentGoal({ userId }: { userId: number }) {
  const day = useToday();
  const api = useApi();
  const goals = useProfileList(() => readerGoalsList(api, userId));
  const form = useGoalForm({ onSaved: goals.saved, onDeleted: goals.reload, today: day });
  const goal = runningGoal(goals.items, day);

  return (
    <section className={styles.section} aria-labelledby="current-goal-title">
      <div className={styles.sectionHeader}>
        <h2 id="current-goal-title" className={styles.sectionTitle}>
          <FormattedMessage id="goals.current.title" />
        </h2>
        <Link to="/stats" className={styles.link}>
          <FormattedMessage id="goals.current.stats" />
        </Link>
      </div>
      {goals.status === 'loading' && <Skeleton shape="goal" />}
      {goals.status === 'error' && (
        <ErrorState
          density="compact"
          message={<FormattedMessage id="goals.error" />}
          onRetry={goals.retry}
        />
      )}
      {(goals.status === 'ready' || goals.status === 'empty') &&
        (goal ? (
          <GoalCard goal={goal} today={day} headingLevel={3} onEdit={() => form.open(goal)} />
        ) : (
          <GoalCard.Empty
            year={form.currentYear}
            headingLevel={3}
            onSet={() => form.open(null, form.currentYear)}
          />
        ))}
      {form.dialog}
    </section>
  );
}
