import { useMachine } from '@xstate/react';
import { useEffect, useId, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Book, BookJournal as BookJournalAnswer, Reading, Relation } from '../../api/contract';
import { useApi } from '../../session/SessionProvider';
import { DnfReasonDialog } from '../../components/DnfReasonDialog';
import { EditionPages } from '../../components/EditionPages';
import { ErrorState } from '../../components/ErrorState';
import { FinishChoice } from '../../components/FinishChoice';
import {
  ReadingEditDialog,
  type ReadingEditDialogHandle,
} from '../../components/ReadingEditDialog';
import { ReadingHistory } from '../../components/ReadingHistory';
import { ReadingProgress } from '../../components/ReadingProgress';
import { ReadingStatusMenu } from '../../components/ReadingStatusMenu';
import { Spinner } from '../../components/Spinner';
import { useToastAction } from '../../components/Toaster';
import { isActiveState } from '../../api/contract/journalRules';
import { finishChoiceActors } from '../../machines/finishChoice/actors';
import { dayBefore, finishChoiceMachine } from '../../machines/finishChoice/finishChoiceMachine';
import { progressTarget } from '../../machines/progress/progressUpdateMachine';
import { pageCountActors } from '../../machines/pageCount/actors';
import { pageCountMachine } from '../../machines/pageCount/pageCountMachine';
import { readingEditActors } from '../../machines/readingEdit/actors';
import { readingEditMachine } from '../../machines/readingEdit/readingEditMachine';
import { readingStatusActors } from '../../machines/readingStatus/actors';
import {
  readingStatusMachine,
  type StatusChange,
} from '../../machines/readingStatus/readingStatusMachine';
import { useProvided } from '../../lib/useProvided';
import { useDayClock } from '../../lib/useToday';
import { useProgressUpdate } from '../journal/useProgressUpdate';
import { ConfirmDialog } from './ConfirmDialog';
import styles from './BookPage.module.css';

/** What a read or reading-list toggle answered: the journal it changed, when it said. */
export interface FlagsChange {
  journal: BookJournalAnswer | null;
}

interface BookJournalProps {
  bookId: number;
  signedIn: boolean;
  /** The spec's read or reading-list button changed the journal on the server (a new object each time). */
  flagsChange: FlagsChange | null;
  /** A journal write answered with the reader's flags (reads are the truth). */
  onRelationChanged: (relation: Relation) => void;
  /** A journal write answered with the book's new read count. */
  onBookChanged: (book: Book) => void;
}

/**
 * The reader's journal for one book: the status menu, the current reading's progress with its
 * dialog, and the reading history with edit and delete. Three flows: the status (which owns the
 * journal), the progress dialog and the reading editor; each hands its answer to the others.
 */
export function BookJournal({
  bookId,
  signedIn,
  flagsChange,
  onRelationChanged,
  onBookChanged,
}: BookJournalProps) {
  const intl = useIntl();
  const api = useApi();
  const headingId = useId();
  const showToast = useToastAction();
  const day = useDayClock();

  const [status, sendStatus] = useMachine(
    useProvided(() =>
      readingStatusMachine.provide({
        actors: readingStatusActors(api, day),
        actions: {
          showToast,
          statusChanged: (_, change) => {
            handOver(change);
            offerFinish(change.journal);
          },
        },
      }),
    ),
    { input: { bookId, signedIn } },
  );
  const progressFlow = useProgressUpdate((saved) =>
    sendStatus({ type: 'journal.replace', journal: saved.journal }),
  );
  const { progress } = progressFlow;
  const editForm = useRef<ReadingEditDialogHandle>(null);
  const [edit, sendEdit] = useMachine(
    useProvided(() =>
      readingEditMachine.provide({
        actors: readingEditActors(api),
        actions: {
          showToast,
          // After the errors render: the first field to mend takes focus (WCAG 3.3.1).
          focusField: (_, { field }) => {
            requestAnimationFrame(() => editForm.current?.focusField(field));
          },
          readingChanged: (_, change) => {
            sendStatus({ type: 'journal.replace', journal: change.journal });
            handOver(change);
            // The history's editor said when: the offer after marking read has done its work.
            sendFinish({ type: 'offer.clear' });
          },
        },
      }),
    ),
  );

  const [pages, sendPages] = useMachine(
    useProvided(() =>
      pageCountMachine.provide({
        actors: pageCountActors(api),
        actions: {
          showToast,
          journalSaved: (_, journal) => sendStatus({ type: 'journal.replace', journal }),
        },
      }),
    ),
    { input: { bookId, pageCount: null } },
  );

  const [finish, sendFinish] = useMachine(
    useProvided(() =>
      finishChoiceMachine.provide({
        actors: finishChoiceActors(api),
        actions: {
          showToast,
          finishSaved: (_, change) => {
            sendStatus({ type: 'journal.replace', journal: change.journal });
            handOver(change);
          },
        },
      }),
    ),
  );

  /**
   * After a write: a book just marked read (either read control) shows its finish with a way to
   * change it; any other outcome takes the offer away.
   */
  function offerFinish(changed: BookJournalAnswer | null) {
    const latest = changed?.readings[0];
    if (changed?.status === 'read' && latest?.state === 'read') {
      sendFinish({ type: 'read.marked', reading: latest, today: day().date ?? '' });
    } else {
      sendFinish({ type: 'offer.clear' });
    }
  }

  function handOver(change: StatusChange) {
    if (change.relation) onRelationChanged(change.relation);
    if (change.book) onBookChanged(change.book);
  }

  // The spec's read and reading-list buttons change the journal on the server: take the journal
  // their answer carries, or load it again when it carries none.
  useEffect(() => {
    if (!flagsChange) return;
    offerFinish(flagsChange.journal);
    sendStatus(
      flagsChange.journal
        ? { type: 'journal.replace', journal: flagsChange.journal }
        : { type: 'journal.reload' },
    );
    // offerFinish only sends to the machines, which stay the same for the page's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [flagsChange, sendStatus]);

  const { journal } = status.context;
  // The page count field shows what the journal says, whoever changed it last.
  const journalPageCount = journal?.page_count ?? null;
  useEffect(() => {
    sendPages({ type: 'journal.changed', pageCount: journalPageCount });
  }, [journalPageCount, sendPages]);

  const current = journal?.readings[0] ?? null;
  // While a value is being saved (or was just refused), the bar shows the dialog's reading.
  const progressReading =
    !progress.matches('closed') && progress.context.reading?.id === current?.id
      ? progress.context.reading
      : current;
  const activeReading =
    progressReading && isActiveState(progressReading.state) ? progressReading : null;
  const pageCount = journal?.page_count ?? null;
  const editing = edit.matches('edit') ? edit.context : null;
  const errorText = (id: string | undefined) => (id ? intl.formatMessage({ id }) : undefined);
  const offered = finish.matches('hidden') ? null : (finish.context.reading?.finished ?? null);

  const openProgress = () => {
    const target = journal && progressTarget(journal);
    if (target) progressFlow.open(target);
  };

  return (
    <section className={styles.journal} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        <FormattedMessage id="journal.section.title" />
      </h2>
      {status.matches('loadError') ? (
        <ErrorState
          message={<FormattedMessage id="journal.loadError" />}
          onRetry={() => sendStatus({ type: 'journal.retry' })}
        />
      ) : status.matches('loading') ? (
        <Spinner label={intl.formatMessage({ id: 'journal.loading' })} />
      ) : (
        <>
          <ReadingStatusMenu
            status={status.context.status}
            busy={status.hasTag('busy')}
            onChoose={(chosen) => sendStatus({ type: 'status.choose', status: chosen })}
          />
          {offered && (
            <FinishChoice
              finished={offered}
              today={finish.context.today}
              yesterday={dayBefore(finish.context.today)}
              open={!finish.matches('offered')}
              draft={finish.context.draft}
              error={errorText(finish.context.error ?? undefined)}
              saving={finish.hasTag('busy')}
              onOpen={() => sendFinish({ type: 'choice.open' })}
              onQuickChoice={(choice) => sendFinish({ type: `choice.${choice}` })}
              onDraftChange={(date) => sendFinish({ type: 'draft.change', date })}
              onSubmit={() => sendFinish({ type: 'choice.submit' })}
              onCancel={() => sendFinish({ type: 'choice.cancel' })}
            />
          )}
          {activeReading && (
            <ReadingProgress
              reading={activeReading}
              pageCount={pageCount}
              busy={progress.hasTag('busy')}
              onUpdate={openProgress}
            />
          )}
          {activeReading && (
            <EditionPages
              pageCount={pages.context.pageCount}
              editing={!pages.matches('showing')}
              draft={pages.context.draft}
              error={pages.context.error}
              saving={pages.hasTag('busy')}
              onEdit={() => sendPages({ type: 'pages.edit' })}
              onDraftChange={(value) => sendPages({ type: 'draft.change', value })}
              onSubmit={() => sendPages({ type: 'pages.submit' })}
              onCancel={() => sendPages({ type: 'pages.cancel' })}
            />
          )}
          {journal && journal.readings.length > 0 && (
            <ReadingHistory
              readings={journal.readings}
              headingLevel={3}
              busyId={edit.hasTag('busy') ? (edit.context.reading?.id ?? null) : null}
              onEdit={(reading: Reading) => sendEdit({ type: 'reading.edit', reading })}
              onDelete={(reading: Reading) => sendEdit({ type: 'reading.delete', reading })}
            />
          )}
        </>
      )}

      {progressFlow.dialog}
      <DnfReasonDialog
        open={status.matches({ ready: 'askingDnfReason' })}
        reason={status.context.dnfReason}
        onReasonChange={(reason) => sendStatus({ type: 'dnf.reasonChange', reason })}
        onSubmit={() => sendStatus({ type: 'dnf.submit' })}
        onCancel={() => sendStatus({ type: 'status.cancel' })}
      />
      <ConfirmDialog
        open={status.matches({ ready: 'confirmingWantToRead' })}
        title={<FormattedMessage id="journal.discard.title" />}
        text={<FormattedMessage id="journal.discard.text" />}
        confirm={<FormattedMessage id="journal.discard.confirm" />}
        onConfirm={() => sendStatus({ type: 'status.confirm' })}
        onCancel={() => sendStatus({ type: 'status.cancel' })}
      />
      {editing?.reading && editing.draft && (
        <ReadingEditDialog
          ref={editForm}
          open
          reading={editing.reading}
          draft={editing.draft}
          errors={{
            started: errorText(editing.errors.started),
            end: errorText(editing.errors.end),
            dnfReason: errorText(editing.errors.dnfReason),
            note: errorText(editing.errors.note),
          }}
          saving={edit.hasTag('busy')}
          onChange={(draft) => sendEdit({ type: 'draft.change', draft })}
          onSubmit={() => sendEdit({ type: 'edit.submit' })}
          onCancel={() => sendEdit({ type: 'edit.cancel' })}
        />
      )}
      <ConfirmDialog
        open={edit.matches({ delete: 'confirming' }) || edit.matches({ delete: 'deleting' })}
        title={<FormattedMessage id="journal.deleteReading.title" />}
        text={<FormattedMessage id="journal.deleteReading.text" />}
        confirm={<FormattedMessage id="journal.deleteReading.confirm" />}
        onConfirm={() => sendEdit({ type: 'delete.confirm' })}
        onCancel={() => sendEdit({ type: 'delete.cancel' })}
      />
    </section>
  );
}
