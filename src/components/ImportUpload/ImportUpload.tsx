import { useEffect, useId, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { cx } from '../../lib/cx';
import { heldControlProps } from '../../lib/heldControl';
import styles from './ImportUpload.module.css';

export interface ImportUploadProps {
  /** The file input's `accept`: the endings and types the import reads. */
  accept: string;
  /** The largest file in megabytes, said in words under the input. */
  maxMegabytes: number;
  /** The file is being read and previewed: the input waits (focusable, deaf to presses). */
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
  const input = useRef<HTMLInputElement>(null);

  // A new refusal (after the file was read, or at once for a file refused in the browser) puts
  // focus on the input, the way to try again; the input is described by the reason, and the
  // alert reads it out too. Not on the first render: a page does not move focus unasked.
  const refused = Boolean(error) && !busy;
  const seen = useRef({ busy, refused, fileName });
  useEffect(() => {
    const before = seen.current;
    seen.current = { busy, refused, fileName };
    if (!refused) return;
    if (before.busy || !before.refused || before.fileName !== fileName) input.current?.focus();
  }, [busy, refused, fileName]);

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
      {/* While busy the input waits through aria-disabled, not disabled: a reader who chose
          the file with the keyboard keeps focus on it (WCAG 2.4.3). */}
      <input
        ref={input}
        id={`${id}-file`}
        className={styles.input}
        type="file"
        accept={accept}
        {...heldControlProps(busy)}
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
