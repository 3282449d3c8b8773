import { useId } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { Goal, GoalVisibility, TargetPace } from '../../api/contract';
import { goalPace, yearPeriod } from '../../api/contract/statsRules';
import type { MessageId } from '../../i18n';
import { cx } from '../../lib/cx';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';
import { Icon, type IconName } from '../Icon';
import { ProgressBar } from '../ProgressBar';
import styles from './GoalCard.module.css';

export interface GoalCardProps {
  /** The goal with its progress, as `/goals/get/user` or the statistics answer it. */
  goal: Goal;
  /** The reader's local day (`YYYY-MM-DD`), which the pace is measured on. */
  today: string;
  /** Shows an "Edit goal" button that calls this; omit for another reader's goal. */
  onEdit?: () => void;
  /** Heading level of the goal's title, so the card fits the page outline. */
  headingLevel?: 2 | 3 | 4;
  /** Extra class for the root element. */
  className?: string;
}

const visibilityIcons: Record<GoalVisibility, IconName> = {
  public: 'eye',
  followers: 'person',
  private: 'eyeOff',
};

/** The visibility's words ("Public", "Followers", "Only me"). */
export const goalVisibilityLabels: Record<GoalVisibility, MessageId> = {
  public: 'goal.visibility.public',
  followers: 'goal.visibility.followers',
  private: 'goal.visibility.private',
};

/** A `YYYY-MM-DD` day as the reader's language writes it ("1 Jun 2026"). */
export function formatGoalDay(intl: IntlShape, day: string): string {
  return intl.formatDate(Date.parse(`${day}T00:00:00Z`), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** A calendar year's goal is named by its year; any other period by its days. */
function titleOf(intl: IntlShape, goal: Goal): string {
  const year = Number(goal.start.slice(0, 4));
  const whole = yearPeriod(year);
  return whole.start === goal.start && whole.end === goal.end
    ? intl.formatMessage({ id: 'goal.card.yearTitle' }, { year: String(year) })
    : intl.formatMessage(
        { id: 'goal.card.customTitle' },
        { start: formatGoalDay(intl, goal.start), end: formatGoalDay(intl, goal.end) },
      );
}

type PaceKind = 'notStarted' | 'onTrack' | 'behind' | 'reached' | 'ended';

function paceKind(pace: TargetPace, started: boolean, ended: boolean): PaceKind {
  if (pace.reached) return 'reached';
  if (ended) return 'ended';
  if (!started) return 'notStarted';
  return pace.behind > 0 ? 'behind' : 'onTrack';
}

interface TargetProps {
  unit: 'books' | 'pages';
  pace: TargetPace;
  started: boolean;
  ended: boolean;
}

/** One target's bar: "12 of 30 books", and the pace as its stage ("Behind by 3 books"). */
function Target({ unit, pace, started, ended }: TargetProps) {
  const intl = useIntl();
  const kind = paceKind(pace, started, ended);
  const books = unit === 'books';
  const stage =
    kind === 'behind'
      ? intl.formatMessage(
          { id: books ? 'goal.pace.behindBooks' : 'goal.pace.behindPages' },
          { count: pace.behind },
        )
      : kind === 'ended'
        ? intl.formatMessage(
            { id: books ? 'goal.pace.endedShortBooks' : 'goal.pace.endedShortPages' },
            { count: pace.target - pace.done },
          )
        : intl.formatMessage({
            id:
              kind === 'reached'
                ? 'goal.pace.reached'
                : kind === 'notStarted'
                  ? 'goal.pace.notStarted'
                  : 'goal.pace.onTrack',
          });
  return (
    <div className={styles.target} data-pace={kind}>
      <ProgressBar
        value={(pace.done * 100) / pace.target}
        label={intl.formatMessage(
          { id: books ? 'goal.card.booksProgress' : 'goal.card.pagesProgress' },
          { done: pace.done, target: pace.target },
        )}
        stageLabel={stage}
      />
    </div>
  );
}

/**
 * A reading goal: its period and how much of it is left, a bar per target (books, pages or
 * both: "12 of 30 books") with the pace against an even spread over the period ("On track",
 * "Behind by 3 books", "Goal reached", "Ended 2 books short"), who sees it, and the notes that
 * re-reads count and which finished books have no page count.
 */
/** The notes every goal card ends with; Skeleton's goal placeholder draws the same ones. */
export const GOAL_CARD_NOTES = [
  { icon: 'refresh', id: 'goal.card.rereads' },
  { icon: 'book', id: 'goal.card.undated' },
] as const;

function GoalCardRoot({ goal, today, onEdit, headingLevel = 3, className }: GoalCardProps) {
  const intl = useIntl();
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const pace = goalPace(goal, today);
  const started = pace.elapsedDays > 0;
  const status = pace.ended
    ? intl.formatMessage({ id: 'goal.card.endedOn' }, { date: formatGoalDay(intl, goal.end) })
    : started
      ? intl.formatMessage(
          { id: 'goal.card.daysLeft' },
          { count: pace.totalDays - pace.elapsedDays },
        )
      : intl.formatMessage({ id: 'goal.card.startsOn' }, { date: formatGoalDay(intl, goal.start) });
  const missingPages = goal.pages !== null ? goal.progress.books_without_pages : 0;

  return (
    <section
      className={cx(styles.root, className)}
      aria-labelledby={titleId}
      data-ended={pace.ended || undefined}
    >
      <header className={styles.header}>
        <div className={styles.heading}>
          <Heading id={titleId} className={styles.title}>
            {titleOf(intl, goal)}
          </Heading>
          <p className={styles.status}>{status}</p>
        </div>
        <div className={styles.meta}>
          <p className={styles.visibility} data-visibility={goal.visibility}>
            <Icon name={visibilityIcons[goal.visibility]} size={16} />
            <span className="visually-hidden">
              {intl.formatMessage({ id: 'goal.card.visibility' })}{' '}
            </span>
            {intl.formatMessage({ id: goalVisibilityLabels[goal.visibility] })}
          </p>
          {onEdit && (
            <Button variant="secondary" size="sm" onClick={onEdit} aria-describedby={titleId}>
              {intl.formatMessage({ id: 'goal.card.edit' })}
            </Button>
          )}
        </div>
      </header>
      <div className={styles.targets}>
        {pace.books && (
          <Target unit="books" pace={pace.books} started={started} ended={pace.ended} />
        )}
        {pace.pages && (
          <Target unit="pages" pace={pace.pages} started={started} ended={pace.ended} />
        )}
      </div>
      <div className={styles.notes}>
        {GOAL_CARD_NOTES.map(({ icon, id }) => (
          <p key={id} className={styles.note}>
            <Icon name={icon} size={16} />
            {intl.formatMessage({ id })}
          </p>
        ))}
        {missingPages > 0 && (
          <p className={styles.note} data-tone="warning">
            <Icon name="alert" size={16} />
            {intl.formatMessage({ id: 'goal.card.missingPages' }, { count: missingPages })}
          </p>
        )}
      </div>
    </section>
  );
}

export interface GoalCardEmptyProps {
  /** The year the reader is invited to set a goal for. */
  year: number;
  /** "Set a goal" was pressed: open the goal form. Omit to show the invitation without a button. */
  onSet?: () => void;
  /** Heading level of the invitation, so it fits the page outline. */
  headingLevel?: 2 | 3 | 4;
  /** Extra class for the root element. */
  className?: string;
}

/** The compact invitation shown where a goal would be: "Set a reading goal for 2026". */
function GoalCardEmpty({ year, onSet, headingLevel = 3, className }: GoalCardEmptyProps) {
  const intl = useIntl();
  return (
    <EmptyState
      className={className}
      density="compact"
      icon="books"
      headingLevel={headingLevel}
      title={intl.formatMessage({ id: 'goal.empty.title' }, { year: String(year) })}
      text={intl.formatMessage({ id: 'goal.empty.text' })}
      action={
        onSet && (
          <Button icon={<Icon name="plus" size={18} />} onClick={onSet}>
            {intl.formatMessage({ id: 'goal.empty.action' })}
          </Button>
        )
      }
    />
  );
}

/** A reading goal's card, and `GoalCard.Empty`, the invitation to set one. */
export const GoalCard = Object.assign(GoalCardRoot, { Empty: GoalCardEmpty });
