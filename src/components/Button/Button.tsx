import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Spinner } from '../Spinner';
import styles from './Button.module.css';

/** Visual weight of a button. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
/** Height and padding of a button. */
export type ButtonSize = 'sm' | 'md' | 'lg';

interface SharedProps {
  /** primary for the main action, secondary for others, ghost for quiet ones, danger for destructive. */
  variant?: ButtonVariant;
  /** sm 32 px, md 40 px, lg 48 px high. */
  size?: ButtonSize;
  /** Icon shown before the text (an <Icon /> element). */
  icon?: ReactNode;
  /** Render a square button with only the icon; then `aria-label` is required. */
  iconOnly?: boolean;
  /** Stretch to the width of the container. */
  fullWidth?: boolean;
}

export interface ButtonProps extends SharedProps, ComponentProps<'button'> {
  /** Show a spinner, set aria-busy and ignore clicks while an action runs. */
  loading?: boolean;
}

function rootClass(className?: string) {
  return [styles.root, className].filter(Boolean).join(' ');
}

/** The one button of Shelfmark: renders a native <button>, type="button" unless told otherwise. */
export function Button({
  variant = 'primary',
  size = 'md',
  icon,
  iconOnly = false,
  fullWidth = false,
  loading = false,
  disabled,
  type = 'button',
  className,
  children,
  onClick,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={rootClass(className)}
      data-variant={variant}
      data-size={size}
      data-icon-only={iconOnly || undefined}
      data-full-width={fullWidth || undefined}
      data-loading={loading || undefined}
      aria-busy={loading || undefined}
      disabled={disabled}
      // aria-disabled instead of disabled while loading keeps focus on the button.
      aria-disabled={loading || undefined}
      onClick={loading ? (event) => event.preventDefault() : onClick}
      {...rest}
    >
      {loading ? <Spinner size="sm" decorative /> : icon}
      {iconOnly ? null : <span className={styles.label}>{children}</span>}
    </button>
  );
}

export interface ButtonLinkProps extends SharedProps, ComponentProps<typeof Link> {}

/** A react-router link that looks like a Button, for navigation ("Join", "Back to explore"). */
export function ButtonLink({
  variant = 'primary',
  size = 'md',
  icon,
  iconOnly = false,
  fullWidth = false,
  className,
  children,
  ...rest
}: ButtonLinkProps) {
  return (
    <Link
      className={rootClass(className)}
      data-variant={variant}
      data-size={size}
      data-icon-only={iconOnly || undefined}
      data-full-width={fullWidth || undefined}
      {...rest}
    >
      {icon}
      {iconOnly ? null : <span className={styles.label}>{children}</span>}
    </Link>
  );
}
