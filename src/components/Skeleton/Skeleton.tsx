import { defineMessages, useIntl } from 'react-intl';
import { cx } from '../../lib/cx';
import { GOAL_CARD_NOTES } from '../GoalCard';
import styles from './Skeleton.module.css';

const messages = defineMessages({
  loading: { id: 'component.spinner.label', defaultMessage: 'Loading…' },
});

/** Widths of successive text lines, so a paragraph looks like a paragraph. */
const LINE_WIDTHS = ['100%', '92%', '97%', '85%', '60%'] as const;

export interface SkeletonProps {
  /** lines: a paragraph; card: a book card; cover: a 2:3 book cover; goal: a goal's card. */
  shape?: 'lines' | 'card' | 'cover' | 'goal';
  /** Number of text lines for the lines shape. */
  lines?: number;
  /** How many shapes to draw side by side (a row of loading cards). */
  count?: number;
  /** Accessible label announced while loading; defaults to the translated "Loading…". */
  label?: string;
  /** Extra class for the root element. */
  className?: string;
}

/** Grey placeholders in the shape of the content that is loading. */
export function Skeleton({
  shape = 'lines',
  lines = 3,
  count = 1,
  label,
  className,
}: SkeletonProps) {
  const intl = useIntl();
  return (
    <div className={cx(styles.root, className)} data-shape={shape} role="status">
      <span className="visually-hidden">{label ?? intl.formatMessage(messages.loading)}</span>
      {Array.from({ length: count }, (_, index) => (
        <div
          key={index}
          className={shape === 'goal' ? styles.goalFrame : styles.item}
          aria-hidden="true"
        >
          {shape === 'lines' && <Lines count={lines} />}
          {shape === 'cover' && <div className={cx(styles.block, styles.cover)} />}
          {shape === 'card' && (
            <>
              <div className={cx(styles.block, styles.cover)} />
              <CardText />
            </>
          )}
          {shape === 'goal' && <GoalRows />}
        </div>
      ))}
    </div>
  );
}

/**
 * A book card's text rows, each as tall as the row it stands for (a title of two lines, the
 * author, the genre and year, the stars): the card keeps its height when the book comes, so
 * nothing below it moves.
 */
function CardText() {
  return (
    <div className={styles.cardText}>
      <div>
        <div className={cx(styles.block, styles.bar, styles.titleRow)} />
        <div
          className={cx(styles.block, styles.bar, styles.titleRow)}
          style={{ inlineSize: '70%' }}
        />
      </div>
      <div className={cx(styles.block, styles.bar, styles.authorRow)} />
      <div className={cx(styles.block, styles.bar, styles.metaRow)} />
      <div className={cx(styles.block, styles.starsRow)} />
    </div>
  );
}

/**
 * A reading goal's rows as GoalCard draws a goal with one target: the title and its days left
 * beside the visibility and the edit button, the target's label over its bar, and the notes on
 * re-reads and on how a read's date counts. The header wraps where the card's does, so the two are as tall at any width.
 */
function GoalRows() {
  return (
    <>
      <div className={styles.goalHeader}>
        <div className={styles.goalHeading}>
          <div className={cx(styles.block, styles.bar, styles.goalTitleRow)} />
          <div className={cx(styles.block, styles.bar, styles.goalStatusRow)} />
        </div>
        <div className={styles.goalMeta}>
          <div className={cx(styles.block, styles.goalPill)} />
          <div className={cx(styles.block, styles.goalButton)} />
        </div>
      </div>
      <div className={styles.goalTarget}>
        <div className={cx(styles.block, styles.bar, styles.goalLabelRow)} />
        <div className={cx(styles.block, styles.goalTrack)} />
      </div>
      <div className={styles.goalNotes}>
        {GOAL_CARD_NOTES.map(({ id }) => (
          <GoalNote key={id} id={id} />
        ))}
      </div>
    </>
  );
}

/**
 * One of the card's notes, its own words drawn as bars: the text is there, transparent, so the
 * placeholder wraps where the card's note does, at any width and in either language.
 */
function GoalNote({ id }: { id: (typeof GOAL_CARD_NOTES)[number]['id'] }) {
  const intl = useIntl();
  return (
    <p className={styles.goalNote}>
      <span className={styles.goalNoteIcon} />
      <span>
        <span className={cx(styles.block, styles.goalNoteText)}>{intl.formatMessage({ id })}</span>
      </span>
    </p>
  );
}

function Lines({ count }: { count: number }) {
  return (
    <div className={styles.lines}>
      {Array.from({ length: count }, (_, index) => (
        <div
          key={index}
          className={cx(styles.block, styles.line)}
          style={{ inlineSize: LINE_WIDTHS[index % LINE_WIDTHS.length] }}
        />
      ))}
    </div>
  );
}
