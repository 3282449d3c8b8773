import { useId, useState, type ReactNode, type Ref } from 'react';
import { useIntl } from 'react-intl';
import type { DatePrecision, PartialDate } from '../../api/contract';
import { isCalendarDate } from '../../api/contract/journalRules';
import type { MessageId } from '../../i18n';
import { cx } from '../../lib/cx';
import { heldControlProps } from '../../lib/heldControl';
import { monthName } from '../../lib/formatPartialDate';
import { Icon } from '../Icon';
import styles from './PartialDateField.module.css';

const precisionLabels: Record<DatePrecision, MessageId> = {
  day: 'journal.date.precision.day',
  month: 'journal.date.precision.month',
  year: 'journal.date.precision.year',
  unknown: 'journal.date.precision.unknown',
};

export interface PartialDateFieldProps {
  /** What the date is ("Started", "Finished"): the group's legend. */
  label: ReactNode;
  /** The date and its precision (controlled). */
  value: PartialDate;
  /**
   * Every edit, in the contract's normalised form: month precision as YYYY-MM-01, year as
   * YYYY-01-01, unknown with date null. An unfinished entry (no day picked, a year of fewer than
   * four digits) comes with date null and its precision, so the caller's check can ask for it.
   */
  onChange: (value: PartialDate) => void;
  /** The caller's message about this date; marks the controls invalid and describes them. */
  error?: string;
  /** Offer "Unknown" as a precision (a start the reader does not remember). */
  allowUnknown?: boolean;
  /** Disables every control. */
  disabled?: boolean;
  /**
   * Holds every control while the form is being saved, keeping focus where it is: the inputs
   * are read-only, the pickers `aria-disabled` and deaf to keys and clicks. Prefer it to
   * `disabled`, which drops focus from the control the reader is on (WCAG 2.4.3).
   */
  readOnly?: boolean;
  /** Extra class for the root element. */
  className?: string;
  /** The root `fieldset`, e.g. to focus its first invalid control. */
  ref?: Ref<HTMLFieldSetElement>;
}

/** The typed pieces of a date, kept while the reader switches precision or types a year. */
interface Parts {
  /** YYYY-MM-DD as the date input gives it, or ''. */
  day: string;
  /** 01-12, or ''. */
  month: string;
  /** As typed. */
  year: string;
}

const partsOf = (date: string | null): Parts =>
  date ? { day: date, month: date.slice(5, 7), year: date.slice(0, 4) } : EMPTY;
const EMPTY: Parts = { day: '', month: '', year: '' };

const isYear = (text: string) => /^\d{4}$/.test(text) && text !== '0000';

/** The normalised date the pieces name at a precision, or null when they are not complete. */
function dateOf(precision: DatePrecision, parts: Parts): string | null {
  switch (precision) {
    case 'day':
      return isCalendarDate(parts.day) ? parts.day : null;
    case 'month':
      return isYear(parts.year) && /^(0[1-9]|1[0-2])$/.test(parts.month)
        ? `${parts.year}-${parts.month}-01`
        : null;
    case 'year':
      return isYear(parts.year) ? `${parts.year}-01-01` : null;
    case 'unknown':
      return null;
  }
}

/** The day a coarser date stands for when the reader asks for the exact day. */
function dayFrom(parts: Parts): string {
  if (isCalendarDate(parts.day)) return parts.day;
  return isYear(parts.year) ? `${parts.year}-${parts.month || '01'}-01` : '';
}

/**
 * A date the reader may know only in part: a precision (exact day, month, year, unknown) and
 * the matching input (a date picker; a month and a year; a year; nothing).
 */
export function PartialDateField({
  label,
  value,
  onChange,
  error,
  allowUnknown = false,
  disabled = false,
  readOnly = false,
  className,
  ref,
}: PartialDateFieldProps) {
  const intl = useIntl();
  const id = useId();
  const errorId = `${id}-error`;
  const [parts, setParts] = useState<Parts>(() => partsOf(value.date));
  // A date set from outside (a reset, another reading) replaces what was typed.
  const [seenDate, setSeenDate] = useState(value.date);
  if (value.date !== seenDate) {
    setSeenDate(value.date);
    if (value.date !== null) setParts(partsOf(value.date));
  }

  const emit = (precision: DatePrecision, next: Parts) => {
    setParts(next);
    onChange({ date: dateOf(precision, next), precision });
  };

  const precisions: DatePrecision[] = allowUnknown
    ? ['day', 'month', 'year', 'unknown']
    : ['day', 'month', 'year'];
  const invalid = Boolean(error);
  const describedBy = invalid ? errorId : undefined;
  const inputProps = {
    disabled,
    readOnly,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy,
  };
  const selectProps = {
    disabled,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy,
    ...heldControlProps(readOnly),
  };

  return (
    <fieldset
      ref={ref}
      className={cx(styles.root, className)}
      data-state={invalid ? 'invalid' : undefined}
      disabled={disabled}
    >
      <legend className={styles.legend}>{label}</legend>
      <div className={styles.controls}>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-precision`}>
            {intl.formatMessage({ id: 'journal.date.precisionLabel' })}
          </label>
          <div className={styles.control}>
            <select
              id={`${id}-precision`}
              className={styles.select}
              value={value.precision}
              disabled={disabled}
              aria-describedby={describedBy}
              {...heldControlProps(readOnly)}
              onChange={(event) => {
                const precision = event.target.value as DatePrecision;
                emit(precision, precision === 'day' ? { ...parts, day: dayFrom(parts) } : parts);
              }}
            >
              {precisions.map((precision) => (
                <option key={precision} value={precision}>
                  {intl.formatMessage({ id: precisionLabels[precision] })}
                </option>
              ))}
            </select>
            <Icon name="chevronDown" size={18} className={styles.chevron} />
          </div>
        </div>

        {value.precision === 'day' && (
          <div className={styles.field}>
            <label className={styles.label} htmlFor={`${id}-day`}>
              {intl.formatMessage({ id: 'journal.date.day' })}
            </label>
            <input
              id={`${id}-day`}
              type="date"
              className={styles.input}
              value={parts.day}
              {...inputProps}
              onChange={(event) => {
                const day = event.target.value;
                emit('day', isCalendarDate(day) ? partsOf(day) : { ...parts, day });
              }}
            />
          </div>
        )}

        {value.precision === 'month' && (
          <div className={styles.field}>
            <label className={styles.label} htmlFor={`${id}-month`}>
              {intl.formatMessage({ id: 'journal.date.month' })}
            </label>
            <div className={styles.control}>
              <select
                id={`${id}-month`}
                className={styles.select}
                value={parts.month}
                {...selectProps}
                onChange={(event) =>
                  emit('month', { ...parts, month: event.target.value, day: '' })
                }
              >
                <option value="">
                  {intl.formatMessage({ id: 'journal.date.monthPlaceholder' })}
                </option>
                {Array.from({ length: 12 }, (_, index) => {
                  const month = String(index + 1).padStart(2, '0');
                  return (
                    <option key={month} value={month}>
                      {monthName(intl, index + 1)}
                    </option>
                  );
                })}
              </select>
              <Icon name="chevronDown" size={18} className={styles.chevron} />
            </div>
          </div>
        )}

        {(value.precision === 'month' || value.precision === 'year') && (
          <div className={cx(styles.field, styles.year)}>
            <label className={styles.label} htmlFor={`${id}-year`}>
              {intl.formatMessage({ id: 'journal.date.year' })}
            </label>
            <input
              id={`${id}-year`}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              maxLength={4}
              pattern="[0-9]{4}"
              className={styles.input}
              value={parts.year}
              {...inputProps}
              onChange={(event) =>
                emit(value.precision, {
                  ...parts,
                  year: event.target.value.replace(/\D/g, ''),
                  day: '',
                })
              }
            />
          </div>
        )}
      </div>
      {error && (
        <p id={errorId} className={styles.error}>
          <Icon name="alert" size={16} />
          <span>{error}</span>
        </p>
      )}
    </fieldset>
  );
}
