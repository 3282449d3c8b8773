import { useId, useState, type ComponentProps, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Icon } from '../Icon';
import { FieldNotes, fieldNoteIds } from './FieldNotes';
import styles from './TextField.module.css';

const messages = defineMessages({
  valid: { id: 'component.field.valid', defaultMessage: 'Valid' },
  invalid: { id: 'component.field.invalid', defaultMessage: 'Invalid' },
  showPassword: { id: 'component.textField.showPassword', defaultMessage: 'Show password' },
  hidePassword: { id: 'component.textField.hidePassword', defaultMessage: 'Hide password' },
});

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'type' | 'size'> {
  /** Visible label, tied to the input. */
  label: ReactNode;
  /** Input type; "password" adds a show/hide toggle. */
  type?: 'text' | 'email' | 'password' | 'search' | 'url' | 'tel' | 'number';
  /** Hint under the field (for example the password rule). */
  helpText?: ReactNode;
  /** Error message under the field; sets aria-invalid and is read with the field. */
  error?: ReactNode;
  /** Live validity mark: true shows a check, false a cross, undefined nothing. */
  valid?: boolean;
  /** Extra class for the root element. */
  className?: string;
}

/** A labelled text input with help text, a live validity mark and an error message. */
export function TextField({
  label,
  type = 'text',
  helpText,
  error,
  valid,
  className,
  id,
  disabled,
  ...inputProps
}: TextFieldProps) {
  const intl = useIntl();
  const autoId = useId();
  const inputId = id ?? `field-${autoId}`;
  const { errorId, helpId } = fieldNoteIds(inputId);
  const markId = `${inputId}-mark`;
  const [passwordShown, setPasswordShown] = useState(false);

  const invalid = Boolean(error) || valid === false;
  const state = invalid ? 'invalid' : valid ? 'valid' : undefined;
  const describedBy = [
    state ? markId : null,
    error ? errorId : null,
    helpText ? helpId : null,
    inputProps['aria-describedby'],
  ]
    .filter(Boolean)
    .join(' ');
  const isPassword = type === 'password';
  const inputType = isPassword && passwordShown ? 'text' : type;

  return (
    <div
      className={[styles.root, className].filter(Boolean).join(' ')}
      data-state={state}
      data-disabled={disabled || undefined}
    >
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      <div className={styles.control}>
        <input
          {...inputProps}
          id={inputId}
          type={inputType}
          disabled={disabled}
          className={styles.input}
          data-has-toggle={isPassword || undefined}
          data-has-mark={state ? true : undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy || undefined}
        />
        {state && (
          <span id={markId} className={styles.mark} data-state={state}>
            <Icon name={state === 'valid' ? 'check' : 'cross'} size={18} />
            <span className="visually-hidden">
              {intl.formatMessage(state === 'valid' ? messages.valid : messages.invalid)}
            </span>
          </span>
        )}
        {isPassword && (
          <button
            type="button"
            className={styles.toggle}
            onClick={() => setPasswordShown((shown) => !shown)}
            aria-controls={inputId}
            aria-label={intl.formatMessage(
              passwordShown ? messages.hidePassword : messages.showPassword,
            )}
            disabled={disabled}
          >
            <Icon name={passwordShown ? 'eyeOff' : 'eye'} size={20} />
          </button>
        )}
      </div>
      <FieldNotes controlId={inputId} error={error} helpText={helpText} classNames={styles} />
    </div>
  );
}
