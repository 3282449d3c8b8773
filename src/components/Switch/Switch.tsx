import { useId, type ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { Spinner } from '../Spinner';
import styles from './Switch.module.css';

export interface SwitchProps {
  /** What the switch turns on, said as a setting ("Private profile"). */
  label: ReactNode;
  /** What on means, under the label; read with the switch as its description. */
  hint?: ReactNode;
  /** On or off. */
  checked: boolean;
  /** The reader flipped it (click, Space): the new value. */
  onChange: (checked: boolean) => void;
  /** A save is running: the switch shows a spinner, is `aria-busy` and ignores flips. */
  busy?: boolean;
  /** Cannot be changed at all (not while saving: that is `busy`, which keeps focus). */
  disabled?: boolean;
  className?: string;
}

/**
 * An on/off setting that applies at once: a native checkbox with the switch role (so Space
 * flips it and screen readers say "on" or "off"), drawn as a track and thumb, with its label
 * and an optional hint beside it.
 */
export function Switch({
  label,
  hint,
  checked,
  onChange,
  busy = false,
  disabled = false,
  className,
}: SwitchProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className={cx(styles.root, className)} data-busy={busy || undefined}>
      <span className={styles.control}>
        <input
          id={id}
          type="checkbox"
          role="switch"
          className={styles.input}
          checked={checked}
          disabled={disabled}
          // aria-disabled instead of disabled while busy keeps focus on the switch.
          aria-disabled={busy || undefined}
          aria-busy={busy || undefined}
          aria-describedby={hint ? hintId : undefined}
          onChange={(event) => {
            if (!busy) onChange(event.target.checked);
          }}
        />
        <span className={styles.track} aria-hidden="true">
          <span className={styles.thumb}>{busy && <Spinner size="sm" decorative />}</span>
        </span>
      </span>
      <span className={styles.text}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        {hint && (
          <span id={hintId} className={styles.hint}>
            {hint}
          </span>
        )}
      </span>
    </div>
  );
}
