import { defineMessages, useIntl } from 'react-intl';
import styles from './Spinner.module.css';

const messages = defineMessages({
  loading: { id: 'component.spinner.label', defaultMessage: 'Loading…' },
});

export interface SpinnerProps {
  /** Diameter: sm 16 px (inside buttons), md 24 px, lg 40 px (page loading). */
  size?: 'sm' | 'md' | 'lg';
  /** Accessible label announced to screen readers; defaults to the translated "Loading…". */
  label?: string;
  /** Hide from assistive technology, when a parent (a busy button) already announces loading. */
  decorative?: boolean;
  /** Extra class for the root element. */
  className?: string;
}

/** An indeterminate loading indicator with a polite status announcement. */
export function Spinner({ size = 'md', label, decorative = false, className }: SpinnerProps) {
  const intl = useIntl();
  const text = label ?? intl.formatMessage(messages.loading);
  return (
    <span
      className={[styles.root, className].filter(Boolean).join(' ')}
      data-size={size}
      {...(decorative ? { 'aria-hidden': true } : { role: 'status' })}
    >
      <svg className={styles.ring} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle className={styles.track} cx="12" cy="12" r="9.5" />
        <circle className={styles.arc} cx="12" cy="12" r="9.5" />
      </svg>
      {!decorative && <span className="visually-hidden">{text}</span>}
    </span>
  );
}
