import { useId, useState, type DragEvent, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { cx } from '../../lib/cx';
import styles from './ImportUpload.module.css';

export interface ImportUploadProps {
  /** The file input's `accept`: the endings and types the import reads. */
  accept: string;
  /** The largest file in megabytes, said in words under the input. */
  maxMegabytes: number;
  /** The file is being read and previewed: the input waits. */
  busy?: boolean;
  /** The name of the file being sent or last refused. */
  fileName?: string | null;
  /** Why the file cannot be imported, already translated. */
  error?: ReactNode;
  /** The reader picked or dropped a file. */
  onFileSelected: (file: File) => void;
  /** Extra class for the root element. */
  className?: string;
}

/**
 * Picking a library file: a labelled file input (its button works with the keyboard), a drop
 * zone around it, the accepted formats and the size limit in words, and a refusal.
 */
export function ImportUpload({
  accept,
  maxMegabytes,
  busy = false,
  fileName,
  error,
  onFileSelected,
  className,
}: ImportUploadProps) {
  const id = useId();
  const [dragging, setDragging] = useState(false);
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !busy) onFileSelected(file);
  };
  return (
    <div
      className={cx(styles.root, className)}
      data-dragging={dragging || undefined}
      data-busy={busy || undefined}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
    >
      <label htmlFor={`${id}-file`} className={styles.label}>
        <FormattedMessage id="import.upload.label" />
      </label>
      <input
        id={`${id}-file`}
        className={styles.input}
        type="file"
        accept={accept}
        disabled={busy}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        aria-invalid={error ? true : undefined}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared, so picking the same file again after a fix is a change too.
          event.target.value = '';
          if (file) onFileSelected(file);
        }}
      />
      <p id={`${id}-hint`} className={styles.hint}>
        <FormattedMessage id="import.upload.hint" values={{ megabytes: maxMegabytes }} />
      </p>
      <p className={styles.drop} aria-hidden="true">
        <FormattedMessage id="import.upload.drop" />
      </p>
      <p className={styles.status} aria-live="polite">
        {busy && fileName && <FormattedMessage id="import.upload.reading" values={{ fileName }} />}
      </p>
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
