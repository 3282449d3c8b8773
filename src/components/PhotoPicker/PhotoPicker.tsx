import { useLayoutEffect, useRef, type FocusEvent, type Ref } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Avatar } from '../Avatar';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { cx } from '../../lib/cx';
import { heldControlProps } from '../../lib/heldControl';
import styles from './PhotoPicker.module.css';

export interface PhotoPickerProps {
  /** The image to show: the pending preview, else the saved photo, else null. */
  src: string | null;
  /** Whose photo: alt text and the initials fallback. */
  name: string;
  /** A resized photo waits for save or cancel. */
  pending?: boolean;
  /** Upload progress 0..1 while uploading; undefined when not uploading. */
  progress?: number;
  /** A file is being resized or the photo removed: buttons wait. */
  busy?: boolean;
  /** A saved photo exists, so it can be removed. */
  canRemove?: boolean;
  /** What went wrong, already translated. */
  error?: string | null;
  /** Text of a visible button that opens the file chooser too; without it only the camera does. */
  chooseLabel?: string;
  /**
   * Text of a visible remove button for a saved photo, shown in place of the hover-only one;
   * without it the remove button appears on hover or focus over the photo.
   */
  removeLabel?: string;
  /** The reader picked a file. */
  onFileSelected: (file: File) => void;
  onSave: () => void;
  onCancel: () => void;
  onRemove: () => void;
  /** Extra class for the root element. */
  className?: string;
}

/** The round icon buttons over the photo: their names and icons. */
const OVERLAY_BUTTONS = {
  camera: { label: 'profile.photo.change', icon: 'plus', size: 18 },
  remove: { label: 'profile.photo.remove', icon: 'cross', size: 16 },
} as const;

function OverlayButton({
  kind,
  waiting,
  onClick,
  ref,
}: {
  kind: keyof typeof OVERLAY_BUTTONS;
  waiting: boolean;
  onClick: () => void;
  ref?: Ref<HTMLButtonElement>;
}) {
  const intl = useIntl();
  const { label, icon, size } = OVERLAY_BUTTONS[kind];
  return (
    <button
      ref={ref}
      type="button"
      className={styles[kind]}
      aria-label={intl.formatMessage({ id: label })}
      onClick={onClick}
      {...heldControlProps(waiting)}
    >
      <Icon name={icon} size={size} />
    </button>
  );
}

/**
 * The profile photo with a camera button to pick a new one (and optionally a text button for
 * it), a remove button (shown on hover or keyboard focus, or always when given a label) for a
 * saved photo, save and cancel for a pending one, and upload progress.
 */
export function PhotoPicker({
  src,
  name,
  pending = false,
  progress,
  busy = false,
  canRemove = false,
  error,
  chooseLabel,
  removeLabel,
  onFileSelected,
  onSave,
  onCancel,
  onRemove,
  className,
}: PhotoPickerProps) {
  const intl = useIntl();
  const input = useRef<HTMLInputElement>(null);
  const uploading = progress !== undefined;
  const waiting = busy || uploading;
  const removable = canRemove && !pending;
  const openChooser = () => input.current?.click();

  // Save and Cancel go when the upload starts or the preview is dropped, the remove buttons when
  // the photo is removed. When the control that had focus goes, focus moves to the way to choose
  // a photo ("Choose file" when shown, else the camera button), which is always there, instead
  // of dropping to the start of the page (WCAG 2.4.3).
  const cameraRef = useRef<HTMLButtonElement>(null);
  const chooseRef = useRef<HTMLButtonElement>(null);
  const lastFocused = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    const last = lastFocused.current;
    if (!last || last.isConnected) return;
    lastFocused.current = null;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    (chooseRef.current ?? cameraRef.current)?.focus();
  });
  const noteFocus = (event: FocusEvent<HTMLElement>) => {
    lastFocused.current = event.target;
  };
  const noteBlur = (event: FocusEvent<HTMLElement>) => {
    // Focus moved on by the reader: forget it. A control that is removed has no next target.
    if (event.relatedTarget) lastFocused.current = null;
  };

  return (
    <div className={cx(styles.root, className)} onFocus={noteFocus} onBlur={noteBlur}>
      <div className={styles.photo}>
        <Avatar src={src} name={name} size="xl" />
        <OverlayButton ref={cameraRef} kind="camera" waiting={waiting} onClick={openChooser} />
        {removable && removeLabel === undefined && (
          <OverlayButton kind="remove" waiting={waiting} onClick={onRemove} />
        )}
        <input
          ref={input}
          className={styles.input}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => {
            const file = event.target.files?.[0];
            // Cleared so choosing the same file again still fires a change.
            event.target.value = '';
            if (file) onFileSelected(file);
          }}
        />
      </div>
      {(chooseLabel !== undefined || (removable && removeLabel !== undefined)) && (
        <div className={styles.actions}>
          {chooseLabel !== undefined && (
            <Button
              ref={chooseRef}
              className={styles.textButton}
              size="sm"
              variant="secondary"
              onClick={openChooser}
              {...heldControlProps(waiting)}
            >
              {chooseLabel}
            </Button>
          )}
          {removable && removeLabel !== undefined && (
            <Button
              className={styles.textButton}
              size="sm"
              variant="danger"
              onClick={onRemove}
              {...heldControlProps(waiting)}
            >
              {removeLabel}
            </Button>
          )}
        </div>
      )}
      {pending && !uploading && (
        <div className={styles.actions}>
          <Button size="sm" onClick={onSave}>
            <FormattedMessage id="profile.photo.save" />
          </Button>
          <Button size="sm" variant="secondary" onClick={onCancel}>
            <FormattedMessage id="profile.photo.cancel" />
          </Button>
        </div>
      )}
      {uploading && (
        <progress
          className={styles.progress}
          max={1}
          value={progress}
          aria-label={intl.formatMessage({ id: 'profile.photo.uploading' })}
        />
      )}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
