import { useId, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Icon } from '../Icon';
import styles from './StarRating.module.css';

const messages = defineMessages<{
  rated: { value: number };
  stars: { count: number };
  group: Record<string, never>;
}>({
  rated: { id: 'component.starRating.rated', defaultMessage: 'Rated {value} out of 5' },
  stars: {
    id: 'component.starRating.stars',
    defaultMessage: '{count, plural, one {# star} other {# stars}}',
  },
  group: { id: 'component.starRating.group', defaultMessage: 'Rating' },
});

const STEPS = [1, 2, 3, 4, 5] as const;
const MAX = 5;

/** Whole stars shown for a rating: the spec floors the value and clamps it to 0-5. */
export function starsFor(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(MAX, Math.max(0, Math.floor(value)));
}

interface CommonProps {
  /** sm 14 px stars (cards), md 20 px, lg 28 px (review form). */
  size?: 'sm' | 'md' | 'lg';
  /** Extra class for the root element. */
  className?: string;
}

export interface StarRatingDisplayProps extends CommonProps {
  /** Show a rating; the only mode without interaction. */
  mode?: 'display';
  /** Average or given rating; floored to whole stars. */
  value: number;
  /** Also print the number next to the stars ("3/5"). */
  showValue?: boolean;
}

export interface StarRatingInputProps extends CommonProps {
  /** Let the reader pick 1-5 stars. */
  mode: 'input';
  /** Controlled value (1-5). */
  value?: number;
  /** Initial value when uncontrolled; the review form starts at 5. */
  defaultValue?: number;
  /** Called with the new rating when the reader picks one. */
  onChange?: (value: number) => void;
  /** Group label read by screen readers; defaults to the translated "Rating". */
  label?: string;
  /** Form field name; the checked radio submits its value. */
  name?: string;
  /** Make the picker read-only and greyed out. */
  disabled?: boolean;
}

export type StarRatingProps = StarRatingDisplayProps | StarRatingInputProps;

/** Star rating: a read-only display of floor(value)/5, or a 1-5 radio-group picker. */
export function StarRating(props: StarRatingProps) {
  return props.mode === 'input' ? <StarRatingInput {...props} /> : <StarRatingDisplay {...props} />;
}

function StarRatingDisplay({
  value,
  size = 'md',
  showValue = false,
  className,
}: StarRatingDisplayProps) {
  const intl = useIntl();
  const filled = starsFor(value);
  return (
    <span
      className={[styles.root, className].filter(Boolean).join(' ')}
      data-size={size}
      role="img"
      aria-label={intl.formatMessage(messages.rated, { value: filled })}
    >
      {STEPS.map((step) => (
        <Icon
          key={step}
          name="star"
          filled
          className={styles.star}
          data-filled={step <= filled || undefined}
        />
      ))}
      {showValue && (
        <span className={styles.value} aria-hidden="true">
          {filled}/5
        </span>
      )}
    </span>
  );
}

function StarRatingInput({
  value,
  defaultValue = 5,
  onChange,
  label,
  name,
  disabled = false,
  size = 'lg',
  className,
}: StarRatingInputProps) {
  const intl = useIntl();
  const autoName = useId();
  const legendId = `${autoName}-legend`;
  const [inner, setInner] = useState(defaultValue);
  const [hovered, setHovered] = useState<number | null>(null);
  const current = value ?? inner;
  const shown = hovered ?? current;

  const pick = (next: number) => {
    if (value === undefined) setInner(next);
    onChange?.(next);
  };

  return (
    <fieldset
      className={[styles.root, styles.picker, className].filter(Boolean).join(' ')}
      data-size={size}
      disabled={disabled}
      role="radiogroup"
      aria-labelledby={legendId}
      onMouseLeave={() => setHovered(null)}
    >
      <legend id={legendId} className="visually-hidden">
        {label ?? intl.formatMessage(messages.group)}
      </legend>
      {STEPS.map((step) => (
        <label key={step} className={styles.option} onMouseEnter={() => setHovered(step)}>
          {/* Native radios give arrow-key movement, one tab stop and radio semantics for free. */}
          <input
            type="radio"
            className={`${styles.input} visually-hidden`}
            name={name ?? autoName}
            value={step}
            checked={current === step}
            onChange={() => pick(step)}
          />
          <Icon
            name="star"
            filled
            className={styles.star}
            data-filled={step <= shown || undefined}
          />
          <span className="visually-hidden">
            {intl.formatMessage(messages.stars, { count: step })}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
