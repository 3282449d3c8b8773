import { FormattedMessage, useIntl } from 'react-intl';
import type { Goal } from '../../api/contract';
import { useToday } from '../../lib/useToday';
import { Button } from '../../components/Button';
import { GoalCard } from '../../components/GoalCard';
import { Icon } from '../../components/Icon';
import { ListPanel } from '../profile/ListPanel';
import type { ProfileList } from '../profile/useProfileList';
import { useGoalForm } from './useGoalForm';
import styles from './goals.module.css';

export interface ProfileGoalsProps {
  userId: number;
  /**
   * The reader's goals (`readerGoalsList`), run by the screen: it waits for their first answer
   * before drawing what sits below them, so a section appearing or changing size never moves
   * the shelves.
   */
  goals: ProfileList<Goal>;
  /** The reader's own profile: every goal, with edit and "New goal". */
  own: boolean;
}

/**
 * A profile's reading goals, newest period first, 3 a page: on one's own profile all of them,
 * each editable; on another reader's the ones that reader lets the visitor see.
 */
export function ProfileGoals({ userId, goals, own }: ProfileGoalsProps) {
  const day = useToday();
  const intl = useIntl();
  const form = useGoalForm({ onSaved: goals.saved, onDeleted: goals.reload, today: day });
  if (!own && goals.status === 'empty') return null;

  return (
    <section className={styles.section} aria-labelledby={`goals-title-${userId}`}>
      <div className={styles.sectionHeader}>
        <h2 id={`goals-title-${userId}`} className={styles.sectionTitle}>
          <FormattedMessage id="goals.profile.title" />
        </h2>
        {own && (
          <Button
            variant="secondary"
            size="sm"
            icon={<Icon name="plus" size={16} />}
            onClick={() => form.open(null, form.currentYear)}
          >
            <FormattedMessage id="goals.profile.new" />
          </Button>
        )}
      </div>
      <ListPanel
        list={goals}
        empty="goals.profile.empty"
        layout="stack"
        itemKey={(goal) => goal.id}
        pagerLabel={intl.formatMessage({ id: 'goals.profile.pages' })}
        renderItem={(goal) => (
          <GoalCard
            goal={goal}
            today={day}
            headingLevel={3}
            onEdit={own ? () => form.open(goal) : undefined}
          />
        )}
      />
      {own && form.dialog}
    </section>
  );
}
