import { useId, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { cx } from '../../lib/cx';
import styles from './ProgressBar.module.css';

const messages = defineMessages<{ valueText: { value: number; stage: string } }>({
  valueText: { id: 'component.progressBar.valueText', defaultMessage: '{value}%, {stage}' },
});

export interface ProgressBarProps {
  /**
   * Progress from 0 to 100; values outside are clamped, decimals rounded. `null` when it is not
   * known (a page number without a page count): the bar is empty and no percentage is claimed.
   */
  value: number | null;
  /** What is progressing ("Registration progress"): the bar's accessible name. */
  label: ReactNode;
  /** Current stage in words ("Almost done"); shown, included in aria-valuetext and announced. */
  stageLabel: string;
  /**
   * Announce stage changes in a polite live region. Turn it off when the stage changes often (an
   * import's row count) and announce milestones elsewhere.
   */
  live?: boolean;
  /** Show the label above the bar; hide it when the page already says what the bar is. */
  showLabel?: boolean;
  /** Extra class for the root element. */
  className?: string;
}

/** A determinate progress bar with a stage label, for the registration form. */
export function ProgressBar({
  value,
  label,
  stageLabel,
  showLabel = true,
  live = true,
  className,
}: ProgressBarProps) {
  const intl = useIntl();
  const labelId = useId();
  const clamped =
    value === null
      ? null
      : Math.round(Math.min(100, Math.max(0, Number.isFinite(value) ? value : 0)));
  return (
    <div className={cx(styles.root, className)} data-complete={clamped === 100 || undefined}>
      <div className={styles.header}>
        <span id={labelId} className={showLabel ? styles.label : 'visually-hidden'}>
          {label}
        </span>
        {/* A polite live region, so a stage change is announced without moving focus. */}
        <span className={styles.stage} aria-live={live ? 'polite' : undefined}>
          {stageLabel}
        </span>
      </div>
      <div
        className={styles.track}
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={clamped ?? undefined}
        aria-valuetext={
          clamped === null
            ? stageLabel
            : intl.formatMessage(messages.valueText, { value: clamped, stage: stageLabel })
        }
      >
        <div className={styles.fill} style={{ inlineSize: `${clamped ?? 0}%` }} />
      </div>
    </div>
  );
}
