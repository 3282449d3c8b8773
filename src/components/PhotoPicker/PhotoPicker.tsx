import { useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Avatar } from '../Avatar';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { cx } from '../../lib/cx';
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
  disabled,
  onClick,
}: {
  kind: keyof typeof OVERLAY_BUTTONS;
  disabled: boolean;
  onClick: () => void;
}) {
  const intl = useIntl();
  const { label, icon, size } = OVERLAY_BUTTONS[kind];
  return (
    <button
      type="button"
      className={styles[kind]}
      aria-label={intl.formatMessage({ id: label })}
      disabled={disabled}
      onClick={onClick}
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
  return (
    <div className={cx(styles.root, className)}>
      <div className={styles.photo}>
        <Avatar src={src} name={name} size="xl" />
        <OverlayButton kind="camera" disabled={waiting} onClick={openChooser} />
        {removable && removeLabel === undefined && (
          <OverlayButton kind="remove" disabled={waiting} onClick={onRemove} />
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
            <Button size="sm" variant="secondary" disabled={waiting} onClick={openChooser}>
              {chooseLabel}
            </Button>
          )}
          {removable && removeLabel !== undefined && (
            <Button size="sm" variant="danger" disabled={waiting} onClick={onRemove}>
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
