import { useId, type ComponentProps, type ReactNode } from 'react';
import { Icon } from '../Icon';
import { FieldNotes, fieldNoteIds } from '../TextField/FieldNotes';
import styles from './Select.module.css';

/** One choice of a Select. */
export interface SelectOption {
  /** Submitted value. */
  value: string;
  /** Translated text shown for the value. */
  label: string;
}

export interface SelectProps extends Omit<ComponentProps<'select'>, 'children' | 'size'> {
  /** Visible label, tied to the select. */
  label: ReactNode;
  /** The choices, in display order. */
  options: SelectOption[];
  /** Text of an empty first option ("Choose…"); omit to force a choice. */
  placeholder?: string;
  /** Hint under the field. */
  helpText?: ReactNode;
  /** Error message under the field; sets aria-invalid. */
  error?: ReactNode;
  /** Extra class for the root element. */
  className?: string;
}

/** A styled native <select>: native keyboard and mobile pickers, Shelfmark looks. */
export function Select({
  label,
  options,
  placeholder,
  helpText,
  error,
  className,
  id,
  ...selectProps
}: SelectProps) {
  const autoId = useId();
  const selectId = id ?? `select-${autoId}`;
  const { errorId, helpId } = fieldNoteIds(selectId);
  const describedBy = [error ? errorId : null, helpText ? helpId : null].filter(Boolean).join(' ');

  return (
    <div
      className={[styles.root, className].filter(Boolean).join(' ')}
      data-state={error ? 'invalid' : undefined}
    >
      <label className={styles.label} htmlFor={selectId}>
        {label}
      </label>
      <div className={styles.control}>
        <select
          {...selectProps}
          id={selectId}
          className={styles.select}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <Icon name="chevronDown" size={18} className={styles.chevron} />
      </div>
      <FieldNotes controlId={selectId} error={error} helpText={helpText} classNames={styles} />
    </div>
  );
}
