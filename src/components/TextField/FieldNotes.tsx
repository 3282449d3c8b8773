import type { ReactNode } from 'react';
import { Icon } from '../Icon';

/** The ids of a control's notes, which its aria-describedby names. */
export function fieldNoteIds(controlId: string) {
  return { errorId: `${controlId}-error`, helpId: `${controlId}-help` };
}

export interface FieldNotesProps {
  /** The id of the control the notes describe. */
  controlId: string;
  /** The error message; shown with an alert mark. */
  error?: ReactNode;
  /** The hint. */
  helpText?: ReactNode;
  /** The control's own stylesheet (its CSS module), which styles the two notes. */
  classNames: { error?: string; help?: string };
}

/** What stands under a form control: its error message, then its hint. */
export function FieldNotes({ controlId, error, helpText, classNames }: FieldNotesProps) {
  const { errorId, helpId } = fieldNoteIds(controlId);
  return (
    <>
      {error && (
        <p id={errorId} className={classNames.error}>
          <Icon name="alert" size={16} />
          <span>{error}</span>
        </p>
      )}
      {helpText && (
        <p id={helpId} className={classNames.help}>
          {helpText}
        </p>
      )}
    </>
  );
}
