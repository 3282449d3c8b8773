import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { IMPORT_FILE_MAX_BYTES } from '../api/contract/importLimits';
import { Button, ButtonLink } from '../components/Button';
import { ErrorState } from '../components/ErrorState';
import { ImportPreview } from '../components/ImportPreview';
import { ImportProgress } from '../components/ImportProgress';
import { ImportResult } from '../components/ImportResult';
import { ImportUpload } from '../components/ImportUpload';
import { Spinner } from '../components/Spinner';
import { useToastAction } from '../components/Toaster';
import type { MessageId } from '../i18n/messages';
import { saveBlob } from '../machines/export/download';
import { importActors } from '../machines/import/actors';
import { importMachine, type ImportContext } from '../machines/import/importMachine';
import { IMPORT_ACCEPT, isNothingNew } from '../machines/import/importRules';
import { useProvided } from '../lib/useProvided';
import { useApi, useSession } from '../session/SessionProvider';
import { SignInRequired } from './SignInRequired';
import styles from './ImportScreen.module.css';

const MAX_MEGABYTES = IMPORT_FILE_MAX_BYTES / (1024 * 1024);

/** /settings/import: bring a library file in, for the signed-in reader; guests get a notice. */
export function ImportScreen() {
  const { status, user } = useSession();
  const intl = useIntl();
  const signedIn = status === 'signedIn' && user !== null;
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Link to="/settings" className={styles.back}>
          <FormattedMessage id="import.back" />
        </Link>
        <h1 className={styles.title}>
          <FormattedMessage id="import.title" />
        </h1>
        {signedIn && (
          <p className={styles.subtitle}>
            <FormattedMessage id="import.subtitle" />
          </p>
        )}
      </header>
      {status === 'unknown' && <Spinner label={intl.formatMessage({ id: 'common.loading' })} />}
      {status !== 'unknown' && !signedIn && <SignInRequired text="import.loginRequired.text" />}
      {/* Keyed by reader, so another sign-in starts afresh. */}
      {signedIn && <ImportFlow key={user.id} />}
    </div>
  );
}

/** The message for a file refused by the browser or the server. */
function refusalMessage(context: ImportContext): {
  id: MessageId;
  values?: Record<string, string>;
} {
  if (context.rejection) return { id: `import.problem.${context.rejection}` };
  const refusal = context.refusal;
  if (!refusal?.problem) return { id: 'import.problem.unknown' };
  if (refusal.problem === 'missing_columns') {
    return {
      id: 'import.problem.missing_columns',
      values: { columns: refusal.missing.join(', ') },
    };
  }
  return { id: `import.problem.${refusal.problem}` };
}

const FAILURES = {
  network: 'import.failure.network',
  server: 'import.failure.server',
  rateLimited: 'import.failure.rateLimited',
  notFound: 'import.failure.notFound',
  conflict: 'import.failure.conflict',
  unknown: 'import.failure.unknown',
  sessionEnded: 'import.failure.sessionEnded',
} as const satisfies Record<string, MessageId>;

function ImportFlow() {
  const api = useApi();
  const intl = useIntl();
  const showToast = useToastAction();
  const [state, send] = useMachine(
    useProvided(() =>
      importMachine.provide({
        actors: importActors(api),
        actions: {
          showToast,
          saveFile: (_, file) =>
            saveBlob({
              blob: new Blob([file.content], { type: file.type }),
              filename: file.filename,
            }),
        },
      }),
    ),
  );
  const { context } = state;
  const { summary } = context;
  // The file input leaves the page with the preview and the result: focus goes to their heading.
  const step = typeof state.value === 'string' ? state.value : Object.keys(state.value)[0];
  useEffect(() => {
    const heading =
      step === 'previewed'
        ? 'import-preview-title'
        : step === 'done'
          ? 'import-result-title'
          : null;
    if (heading) document.getElementById(heading)?.focus();
  }, [step]);
  const restart = () => send({ type: 'import.restart' });
  const pick = (file: File) => send({ type: 'file.selected', file });

  if (state.matches('checking')) {
    return <Spinner label={intl.formatMessage({ id: 'common.loading' })} />;
  }
  const refused = state.matches('rejected') || state.matches({ failure: 'refused' });
  if (state.matches('idle') || state.matches('uploading') || refused) {
    const message = refused ? refusalMessage(context) : null;
    return (
      <ImportUpload
        accept={IMPORT_ACCEPT}
        maxMegabytes={MAX_MEGABYTES}
        busy={state.matches('uploading')}
        fileName={context.file?.name}
        error={
          message && (
            <>
              <FormattedMessage id={message.id} values={message.values} />
              {context.refusal?.line && (
                <>
                  {' '}
                  <FormattedMessage
                    id="import.problem.notCsvLine"
                    values={{ line: context.refusal.line }}
                  />
                </>
              )}
            </>
          )
        }
        onFileSelected={pick}
      />
    );
  }
  if (state.matches('failure')) {
    const cause = Object.keys(FAILURES).find((key) =>
      state.matches({ failure: key as keyof typeof FAILURES }),
    ) as keyof typeof FAILURES;
    const retries = ['network', 'server', 'rateLimited', 'unknown'].includes(cause);
    return (
      <ErrorState
        message={<FormattedMessage id={FAILURES[cause]} />}
        onRetry={retries ? () => send({ type: 'import.retry' }) : undefined}
        retryLabel={intl.formatMessage({ id: 'import.retry' })}
        secondaryAction={
          <Button variant="secondary" onClick={restart}>
            <FormattedMessage id="import.restart" />
          </Button>
        }
      />
    );
  }
  if (!summary) return null;
  if (state.matches('previewed') || state.matches('confirming')) {
    return (
      <ImportPreview
        summary={summary}
        choices={context.drafts}
        nothingNew={isNothingNew(summary)}
        needsChoices={state.matches({ previewed: 'needsChoices' })}
        resolving={state.matches({ previewed: 'resolving' })}
        confirming={state.matches('confirming')}
        rest={context.rest}
        onChoose={(line, choice) => send({ type: 'choice.set', line, choice })}
        onRestChange={(action) => send({ type: 'rest.set', action })}
        onConfirm={() => send({ type: 'import.confirm' })}
        onCancel={restart}
      />
    );
  }
  // One polite region kept from applying to done (same place in both trees), so the end is
  // announced: a region that appears with its text already in it is often not read out.
  const finished = (
    <p className={styles.finished} aria-live="polite">
      {state.matches('done') && <FormattedMessage id="import.result.finished" />}
    </p>
  );
  if (state.matches('applying')) {
    return (
      <>
        {finished}
        <ImportProgress
          fileName={summary.filename}
          done={summary.progress.done}
          total={summary.progress.total}
        />
      </>
    );
  }
  return (
    <>
      {finished}
      <ImportResult
        fileName={summary.filename}
        result={summary.result ?? { imported: 0, created: 0, skipped: 0 }}
        downloading={state.matches({ done: 'downloading' })}
        onDownloadSkipped={() => send({ type: 'skipped.download' })}
        onImportAnother={restart}
      >
        <ButtonLink to="/profile" variant="primary">
          <FormattedMessage id="import.result.shelves" />
        </ButtonLink>
      </ImportResult>
    </>
  );
}
