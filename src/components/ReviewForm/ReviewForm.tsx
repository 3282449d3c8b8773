import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { StarRating } from '../StarRating';
import { TextField } from '../TextField';
import type { ReviewDraft } from '../../api/contract';
import type { MessageId } from '../../i18n';
import { cx } from '../../lib/cx';
import styles from './ReviewForm.module.css';

/** A field of the form that can carry an error (named as in the create call's body). */
export type ReviewFormField = 'review_title' | 'review_text';

/** The spec's starting point: five stars, nothing written. */
export const EMPTY_REVIEW: ReviewDraft = { rating: 5, review_title: '', review_text: '' };

export interface ReviewFormProps {
  /** What the reader has written so far (controlled); five stars and empty fields by default. */
  values?: ReviewDraft;
  /** Editing the reader's existing review: other heading and submit text. */
  editing?: boolean;
  /** The review is on its way: the submit button waits, cancel is unavailable. */
  submitting?: boolean;
  /** Message ids of the field errors to show under each field (e.g. required). */
  errors?: Partial<Record<ReviewFormField, MessageId>>;
  /** Why the last submit failed, shown above the buttons. */
  serverError?: string | null;
  /** The reader picked a rating. */
  onRatingChange: (rating: number) => void;
  /** The reader typed in a field. */
  onFieldChange: (field: ReviewFormField, value: string) => void;
  /** Submit was pressed; validation is the caller's (it answers with `errors`). */
  onSubmit: () => void;
  /** Cancel was pressed. */
  onCancel: () => void;
  /** Extra class for the root element. */
  className?: string;
}

/** The review form: a 1-5 star picker, title, text, cancel and submit, with its errors. */
export function ReviewForm({
  values = EMPTY_REVIEW,
  editing = false,
  submitting = false,
  errors = {},
  serverError = null,
  onRatingChange,
  onFieldChange,
  onSubmit,
  onCancel,
  className,
}: ReviewFormProps) {
  const intl = useIntl();
  const id = useId();
  const titleId = `${id}-heading`;
  const textId = `${id}-text`;
  const textErrorId = `${textId}-error`;

  const formRef = useRef<HTMLFormElement>(null);
  // Each submit may move focus once: to the first field the answer marks invalid, whether the
  // caller's check answers at once or the server's a moment later (WCAG 3.3.1). Typing in a
  // field afterwards never pulls focus back.
  const [attempt, setAttempt] = useState(0);
  const focusedAttempt = useRef(0);
  useEffect(() => {
    if (attempt === focusedAttempt.current) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!invalid) return;
    focusedAttempt.current = attempt;
    invalid.focus();
  }, [attempt, errors]);

  const change = (field: ReviewFormField, value: string) => {
    focusedAttempt.current = attempt;
    onFieldChange(field, value);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempt((count) => count + 1);
    onSubmit();
  };

  return (
    <form
      ref={formRef}
      className={cx(styles.root, className)}
      onSubmit={submit}
      // Our own messages replace the browser's bubbles.
      noValidate
      aria-labelledby={titleId}
    >
      <h2 id={titleId} className={styles.heading}>
        <FormattedMessage id={editing ? 'book.review.form.editTitle' : 'book.review.form.title'} />
      </h2>
      <StarRating
        mode="input"
        size="lg"
        value={values.rating}
        label={intl.formatMessage({ id: 'book.review.rating.label' })}
        onChange={onRatingChange}
      />
      <TextField
        id={`${id}-title`}
        label={<FormattedMessage id="book.review.title.label" />}
        placeholder={intl.formatMessage({ id: 'book.review.title.placeholder' })}
        value={values.review_title}
        required
        error={errors.review_title ? <FormattedMessage id={errors.review_title} /> : undefined}
        onChange={(event) => change('review_title', event.target.value)}
      />
      <div className={styles.textField}>
        <label htmlFor={textId} className={styles.label}>
          <FormattedMessage id="book.review.content.label" />
        </label>
        <textarea
          id={textId}
          className={styles.textarea}
          rows={5}
          required
          aria-invalid={errors.review_text ? true : undefined}
          aria-describedby={errors.review_text ? textErrorId : undefined}
          placeholder={intl.formatMessage({ id: 'book.review.content.placeholder' })}
          value={values.review_text}
          onChange={(event) => change('review_text', event.target.value)}
        />
        {errors.review_text && (
          <p id={textErrorId} className={styles.error}>
            <Icon name="alert" size={16} />
            <span>
              <FormattedMessage id={errors.review_text} />
            </span>
          </p>
        )}
      </div>
      {serverError && (
        <p className={styles.serverError} role="alert">
          <Icon name="alert" size={16} />
          <span>{serverError}</span>
        </p>
      )}
      <div className={styles.buttons}>
        <Button type="button" variant="ghost" disabled={submitting} onClick={onCancel}>
          <FormattedMessage id="book.review.cancel" />
        </Button>
        <Button type="submit" loading={submitting}>
          <FormattedMessage
            id={
              submitting
                ? 'book.review.submitting'
                : editing
                  ? 'book.review.update'
                  : 'book.review.submit'
            }
          />
        </Button>
      </div>
    </form>
  );
}
