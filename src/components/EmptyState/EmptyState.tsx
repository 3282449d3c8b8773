import { useId, type ReactNode } from 'react';
import { Icon, type IconName } from '../Icon';
import { cx } from '../../lib/cx';
import styles from './EmptyState.module.css';

export interface EmptyStateProps {
  /** Short headline ("No reviews yet"). */
  title: ReactNode;
  /** One or two sentences that say what to do next. */
  text?: ReactNode;
  /** Icon name from the Shelfmark set; ignored when `illustration` is given. */
  icon?: IconName;
  /** A custom illustration instead of the icon. */
  illustration?: ReactNode;
  /** An action such as a ButtonLink to /explore. */
  action?: ReactNode;
  /** Heading level of the title, so the block fits the page outline. */
  headingLevel?: 2 | 3 | 4;
  /** compact for empty tabs and panels, roomy for a whole page section. */
  density?: 'compact' | 'roomy';
  /** Extra class for the root element. */
  className?: string;
}

/** What a list or panel shows when it has nothing yet, with a way forward. */
export function EmptyState({
  title,
  text,
  icon = 'books',
  illustration,
  action,
  headingLevel = 3,
  density = 'roomy',
  className,
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  const titleId = useId();
  return (
    <section
      className={cx(styles.root, className)}
      data-density={density}
      aria-labelledby={titleId}
    >
      <div className={styles.art} aria-hidden="true">
        {illustration ?? <Icon name={icon} size={32} />}
      </div>
      <Heading id={titleId} className={styles.title}>
        {title}
      </Heading>
      {text && <p className={styles.text}>{text}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </section>
  );
}
