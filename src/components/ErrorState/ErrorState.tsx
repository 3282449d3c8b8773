import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { cx } from '../../lib/cx';
import styles from './ErrorState.module.css';

const messages = defineMessages({
  title: { id: 'component.errorState.title', defaultMessage: 'Something went wrong' },
  retry: { id: 'component.errorState.retry', defaultMessage: 'Try again' },
});

export interface ErrorStateProps {
  /** Headline; defaults to the translated "Something went wrong". */
  title?: ReactNode;
  /** What failed, in the reader's words ("Failed to load books for this category."). */
  message: ReactNode;
  /** Called by the retry button; without it no retry button is shown. */
  onRetry?: () => void;
  /** Label of the retry button; defaults to the translated "Try again". */
  retryLabel?: string;
  /** Show the retry button as busy while a retry runs. */
  retrying?: boolean;
  /** A second way out, such as a ButtonLink back to /explore. */
  secondaryAction?: ReactNode;
  /** compact inside a panel, roomy for a whole page. */
  density?: 'compact' | 'roomy';
  /** Extra class for the root element. */
  className?: string;
}

/** A failure with a retry; announced at once (role="alert"). */
export function ErrorState({
  title,
  message,
  onRetry,
  retryLabel,
  retrying = false,
  secondaryAction,
  density = 'roomy',
  className,
}: ErrorStateProps) {
  const intl = useIntl();
  return (
    <div className={cx(styles.root, className)} data-density={density} role="alert">
      <div className={styles.art} aria-hidden="true">
        <Icon name="alert" size={28} />
      </div>
      <p className={styles.title}>{title ?? intl.formatMessage(messages.title)}</p>
      <p className={styles.message}>{message}</p>
      {(onRetry || secondaryAction) && (
        <div className={styles.actions}>
          {onRetry && (
            <Button icon={<Icon name="refresh" size={18} />} onClick={onRetry} loading={retrying}>
              {retryLabel ?? intl.formatMessage(messages.retry)}
            </Button>
          )}
          {secondaryAction}
        </div>
      )}
    </div>
  );
}
