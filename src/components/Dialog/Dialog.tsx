import * as RadixDialog from '@radix-ui/react-dialog';
import { useEffect, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Icon } from '../Icon';
import { cx } from '../../lib/cx';
import { listenInDialog } from './dialogAnnouncer';
import styles from './Dialog.module.css';

const messages = defineMessages({
  close: { id: 'component.dialog.close', defaultMessage: 'Close' },
});

export type DialogProps = ComponentProps<typeof RadixDialog.Root>;

/** A modal dialog (Radix Dialog): focus is trapped, Escape and the overlay close it. */
function DialogRoot(props: DialogProps) {
  return <RadixDialog.Root {...props} />;
}

export type DialogTriggerProps = ComponentProps<typeof RadixDialog.Trigger>;

/** The element that opens the dialog; pass `asChild` to use a Shelfmark Button. */
function DialogTrigger(props: DialogTriggerProps) {
  return <RadixDialog.Trigger {...props} />;
}

export interface DialogContentProps extends Omit<
  ComponentProps<typeof RadixDialog.Content>,
  'title'
> {
  /** Heading of the dialog; also its accessible name. */
  title: ReactNode;
  /** Optional sentence under the title; becomes the accessible description. */
  description?: ReactNode;
  /** Width: sm 400 px (confirmations), md 520 px (lists), lg 720 px. */
  size?: 'sm' | 'md' | 'lg';
  /** Hide the close (×) button, for dialogs that must be answered with their own buttons. */
  hideClose?: boolean;
}

/** The dialog panel with its overlay, title, optional description and close button. */
function DialogContent({
  title,
  description,
  size = 'md',
  hideClose = false,
  className,
  children,
  ...props
}: DialogContentProps) {
  const intl = useIntl();
  // Radix gives focus back to a Dialog.Trigger only; a dialog opened from state (a confirmation
  // the machine asks for) left focus on <body>, and the keyboard started again at the top of the
  // page (WCAG 2.4.3). Focus goes back to whatever had it when the dialog opened, when that is
  // still there; otherwise Radix's own choice (the trigger) stands.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className={styles.overlay} />
      <RadixDialog.Content
        className={cx(styles.content, className)}
        data-size={size}
        // Without a description Radix warns unless aria-describedby is explicitly undefined.
        {...(description ? {} : { 'aria-describedby': undefined })}
        {...props}
        onOpenAutoFocus={(event) => {
          // Still where it was: Radix moves focus into the dialog after this.
          const focused = document.activeElement;
          opener.current =
            focused instanceof HTMLElement && focused !== document.body ? focused : null;
          props.onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          props.onCloseAutoFocus?.(event);
          if (event.defaultPrevented || !opener.current?.isConnected) return;
          event.preventDefault();
          opener.current.focus();
        }}
      >
        <header className={styles.header}>
          <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
          {!hideClose && (
            <RadixDialog.Close
              className={styles.close}
              aria-label={intl.formatMessage(messages.close)}
            >
              <Icon name="cross" size={20} />
            </RadixDialog.Close>
          )}
        </header>
        {description && (
          <RadixDialog.Description className={styles.description}>
            {description}
          </RadixDialog.Description>
        )}
        <div className={styles.body}>
          <FormErrorRegion />
          {children}
        </div>
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}

/**
 * A form error said while the dialog is open (dialogAnnouncer), shown above the fields and read
 * out at once. Rendered inside Radix's Content, so only an open dialog listens. The count
 * re-mounts the alert so the same text is announced again on the next refused submit.
 */
function FormErrorRegion() {
  const [said, setSaid] = useState<{ text: string; count: number } | null>(null);
  useEffect(
    () => listenInDialog((text) => setSaid((last) => ({ text, count: (last?.count ?? 0) + 1 }))),
    [],
  );
  if (!said) return null;
  return (
    <p key={said.count} className={styles.formError} role="alert">
      {said.text}
    </p>
  );
}

export type DialogCloseProps = ComponentProps<typeof RadixDialog.Close>;

/** Closes the dialog when activated; use `asChild` around a Button for "Cancel". */
function DialogClose(props: DialogCloseProps) {
  return <RadixDialog.Close {...props} />;
}

export type DialogActionsProps = ComponentProps<'div'>;

/** The row of a dialog's buttons (Cancel, then the action) at its end, wrapping when narrow. */
function DialogActions({ className, ...props }: DialogActionsProps) {
  return <div className={cx(styles.actions, className)} {...props} />;
}

/** Dialog with its parts: Dialog.Trigger, Dialog.Content, Dialog.Actions, Dialog.Close. */
export const Dialog = Object.assign(DialogRoot, {
  Trigger: DialogTrigger,
  Content: DialogContent,
  Actions: DialogActions,
  Close: DialogClose,
});
