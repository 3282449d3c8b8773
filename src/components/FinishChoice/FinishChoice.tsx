import { type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PartialDate } from '../../api/contract';
import { formatPartialDate } from '../../lib/formatPartialDate';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { PartialDateField } from '../PartialDateField';
import styles from './FinishChoice.module.css';

/** A quick choice in the dialog. */
export type FinishQuickChoice = 'today' | 'yesterday' | 'unknown';

export interface FinishChoiceProps {
  /** The finish of the reading just marked read. */
  finished: PartialDate;
  /** The reader's day (YYYY-MM-DD): a finish on it reads "Finished today". */
  today: string;
  /** The day before `today`, for the "Yesterday" choice's pressed state. */
  yesterday: string;
  /** Whether the choice dialog is open. */
  open: boolean;
  /** The finish being chosen (controlled). */
  draft: PartialDate;
  /** The draft's problem, already in words. */
  error?: string;
  /** The choice is being saved: the controls hold, Save waits. */
  saving?: boolean;
  /** "Change" was pressed. */
  onOpen: () => void;
  /** Today, Yesterday or "I don't remember" was pressed. */
  onQuickChoice: (choice: FinishQuickChoice) => void;
  /** The date field changed (a day, a month, a year). */
  onDraftChange: (date: PartialDate) => void;
  /** Save was pressed (Enter in the form too). */
  onSubmit: () => void;
  /** Cancel, Escape, the overlay or the close button. */
  onCancel: () => void;
}

const sameDate = (value: PartialDate, date: string) =>
  value.precision === 'day' && value.date === date;

/**
 * The finish of a book just marked read, said in words beside the read controls ("Finished
 * today"), with "Change": a small dialog offering today, yesterday, "I don't remember", or a
 * day, month or year in the journal's date field. Nothing to press for the usual case.
 */
export function FinishChoice({
  finished,
  today,
  yesterday,
  open,
  draft,
  error,
  saving = false,
  onOpen,
  onQuickChoice,
  onDraftChange,
  onSubmit,
  onCancel,
}: FinishChoiceProps) {
  const intl = useIntl();
  const shown = formatPartialDate(intl, finished);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!saving) onSubmit();
  };
  const quick: { choice: FinishQuickChoice; label: string; pressed: boolean }[] = [
    {
      choice: 'today',
      label: intl.formatMessage({ id: 'journal.finishChoice.todayOption' }),
      pressed: sameDate(draft, today),
    },
    {
      choice: 'yesterday',
      label: intl.formatMessage({ id: 'journal.finishChoice.yesterdayOption' }),
      pressed: sameDate(draft, yesterday),
    },
    {
      choice: 'unknown',
      label: intl.formatMessage({ id: 'journal.finishChoice.unknownOption' }),
      pressed: draft.precision === 'unknown',
    },
  ];

  return (
    <div className={styles.root}>
      {/* A live region: the reader hears the finish the mark recorded, and a change to it. */}
      <p className={styles.text} role="status">
        {sameDate(finished, today) ? (
          <FormattedMessage id="journal.finishChoice.today" />
        ) : shown ? (
          <FormattedMessage id="journal.finishChoice.on" values={{ date: shown }} />
        ) : (
          <FormattedMessage id="journal.finishChoice.unknown" />
        )}
      </p>
      <Button
        variant="ghost"
        size="sm"
        aria-haspopup="dialog"
        aria-label={intl.formatMessage({ id: 'journal.finishChoice.changeLabel' })}
        onClick={onOpen}
      >
        <FormattedMessage id="journal.finishChoice.change" />
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          if (!next && !saving) onCancel();
        }}
      >
        <Dialog.Content
          size="sm"
          title={<FormattedMessage id="journal.finishChoice.title" />}
          description={<FormattedMessage id="journal.finishChoice.description" />}
        >
          <form className={styles.form} onSubmit={submit} noValidate>
            <div
              role="group"
              aria-label={intl.formatMessage({ id: 'journal.finishChoice.quick' })}
              className={styles.quick}
            >
              {quick.map(({ choice, label, pressed }) => (
                <Button
                  key={choice}
                  variant="secondary"
                  size="sm"
                  aria-pressed={pressed}
                  onClick={() => onQuickChoice(choice)}
                >
                  {label}
                </Button>
              ))}
            </div>
            <PartialDateField
              label={<FormattedMessage id="journal.finishChoice.field" />}
              value={draft}
              onChange={onDraftChange}
              error={error}
              allowUnknown
              readOnly={saving}
            />
            <Dialog.Actions>
              <Button variant="ghost" disabled={saving} onClick={onCancel}>
                <FormattedMessage id="journal.action.cancel" />
              </Button>
              <Button type="submit" loading={saving}>
                <FormattedMessage id="journal.action.save" />
              </Button>
            </Dialog.Actions>
          </form>
        </Dialog.Content>
      </Dialog>
    </div>
  );
}
