import { useDataMachine } from '../lib/useDataMachine';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { useApi, useSession } from '../session/SessionProvider';
import { Avatar } from '../components/Avatar';
import { EmptyState } from '../components/EmptyState';
import { ErrorState } from '../components/ErrorState';
import { Spinner } from '../components/Spinner';
import { StatsReport } from '../components/StatsReport';
import { yearSummaryActors } from '../machines/yearSummary/actors';
import { yearSummaryMachine } from '../machines/yearSummary/yearSummaryMachine';
import { useToday } from '../lib/useToday';
import { useProvided } from '../lib/useProvided';
import styles from './YearSummaryScreen.module.css';

const positive = (raw: string | null) =>
  raw !== null && /^\d{1,10}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;

/** /user/year?id=&year=: a reader's year in books, when they shared it (always for its reader). */
export function YearSummaryScreen() {
  const [params] = useSearchParams();
  const userId = positive(params.get('id'));
  const year = positive(params.get('year'));
  // Keyed: another reader or year starts from its own loading state.
  return <YearSummaryLoader key={`${userId}-${year}`} userId={userId} year={year} />;
}

function YearSummaryLoader({ userId, year }: { userId: number | null; year: number | null }) {
  const intl = useIntl();
  const api = useApi();
  const { user: viewer } = useSession();
  const day = useToday();
  const [state, send] = useDataMachine(
    useProvided(() => yearSummaryMachine.provide({ actors: yearSummaryActors(api) })),
    { input: { userId, year } },
  );
  const summary = state.context.summary;
  const hidden = (id: string, values?: Record<string, string | number>) => (
    <h1 className="visually-hidden">
      <FormattedMessage id={id} values={values} />
    </h1>
  );

  return (
    <div className={styles.root}>
      {state.hasTag('busy') && (
        <>
          {hidden('summary.loading')}
          <Spinner label={intl.formatMessage({ id: 'summary.loading' })} />
        </>
      )}
      {state.matches('notFound') && (
        <>
          {hidden('summary.notFound.title')}
          <EmptyState
            icon="person"
            headingLevel={2}
            title={<FormattedMessage id="summary.notFound.title" />}
            text={<FormattedMessage id="summary.notFound.text" />}
          />
        </>
      )}
      {state.matches('private') && (
        <>
          {hidden('summary.private.title', { year: year ?? '' })}
          <EmptyState
            icon="books"
            headingLevel={2}
            title={<FormattedMessage id="summary.private.title" values={{ year }} />}
            text={<FormattedMessage id="summary.private.text" />}
          />
        </>
      )}
      {state.matches('error') && (
        <>
          {hidden('summary.loading')}
          <ErrorState
            message={<FormattedMessage id="summary.error" />}
            onRetry={() => send({ type: 'summary.retry' })}
          />
        </>
      )}
      {state.matches('loaded') && summary && (
        <>
          <header className={styles.header}>
            <Avatar
              name={`${summary.user.name} ${summary.user.surname}`}
              src={summary.user.avatar_url}
              size="lg"
            />
            <div className={styles.identity}>
              <h1 className={styles.title}>
                <FormattedMessage
                  id="summary.title"
                  values={{ name: summary.user.name, year: summary.stats.year }}
                />
              </h1>
              <p className={styles.byline}>
                <Link to={`/user/profile?id=${summary.user.id}`}>@{summary.user.username}</Link>
              </p>
            </div>
          </header>
          <StatsReport stats={summary.stats} own={viewer?.id === summary.user.id} today={day} />
        </>
      )}
    </div>
  );
}
