import { useDataMachine } from '../lib/useDataMachine';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import type { PublicUser } from '../api/contract';
import { useApi, useSession } from '../session/SessionProvider';
import { Button, ButtonLink } from '../components/Button';
import { EmptyState } from '../components/EmptyState';
import { ErrorState } from '../components/ErrorState';
import { GoalCard } from '../components/GoalCard';
import { Select } from '../components/Select';
import { Spinner } from '../components/Spinner';
import { StatsReport } from '../components/StatsReport';
import { useToastAction } from '../components/Toaster';
import { statsActors } from '../machines/stats/actors';
import { type StatsPeriod, statsMachine, statsYears } from '../machines/stats/statsMachine';
import { useToday } from '../lib/useToday';
import { useProvided } from '../lib/useProvided';
import { useGoalForm } from './goals/useGoalForm';
import { SignInRequired } from './SignInRequired';
import styles from './StatsScreen.module.css';

const ALL_TIME = 'all';

/** `?year=2025` is that year, `?year=all` all time; anything else the current year. */
function periodOf(raw: string | null): StatsPeriod | undefined {
  if (raw === ALL_TIME) return null;
  return raw !== null && /^\d{4}$/.test(raw) ? Number(raw) : undefined;
}

/** /stats: the signed-in reader's statistics and goal for a year or all time. */
export function StatsScreen() {
  const { status, user } = useSession();
  const intl = useIntl();
  return (
    <div className={styles.root}>
      {status === 'unknown' && <Spinner label={intl.formatMessage({ id: 'statistics.loading' })} />}
      {status !== 'unknown' && (status !== 'signedIn' || !user) && (
        <>
          <h1 className={styles.title}>
            <FormattedMessage id="statistics.title" />
          </h1>
          <SignInRequired title="toast.gating.pleaseLogin" />
        </>
      )}
      {status === 'signedIn' && user && <OwnStats key={user.id} user={user} />}
    </div>
  );
}

function OwnStats({ user }: { user: PublicUser }) {
  const day = useToday();
  const intl = useIntl();
  const api = useApi();
  const showToast = useToastAction();
  const [params, setParams] = useSearchParams();
  const [state, send] = useDataMachine(
    useProvided(() => statsMachine.provide({ actors: statsActors(api), actions: { showToast } })),
    { input: { period: periodOf(params.get('year')), today: day } },
  );
  const goalForm = useGoalForm({
    onSaved: (goal) => send({ type: 'goal.saved', goal }),
    onDeleted: (goalId) => send({ type: 'goal.deleted', goalId }),
    today: day,
  });
  const { period, stats, currentYear } = state.context;
  const loading = state.hasTag('busy');
  // While another period loads, the last answer stays in context: show it only when it is this one's.
  const shown = stats && stats.year === period ? stats : null;

  const choose = (value: string) => {
    const next = value === ALL_TIME ? null : Number(value);
    setParams({ year: value }, { replace: true });
    send({ type: 'period.change', period: next });
  };
  const periodName =
    period === null ? intl.formatMessage({ id: 'report.allTime' }) : String(period);

  return (
    <>
      <header className={styles.header}>
        <div className={styles.heading}>
          <h1 className={styles.title}>
            <FormattedMessage id="statistics.title" />
          </h1>
          <p className={styles.muted}>
            <FormattedMessage id="statistics.subtitle" />
          </p>
        </div>
        <Select
          className={styles.period}
          label={<FormattedMessage id="statistics.period" />}
          value={period === null ? ALL_TIME : String(period)}
          onChange={(event) => choose(event.target.value)}
          options={[
            ...statsYears(stats, currentYear).map((year) => ({
              value: String(year),
              label: String(year),
            })),
            { value: ALL_TIME, label: intl.formatMessage({ id: 'statistics.allTime' }) },
          ]}
        />
      </header>

      {period !== null && shown && (
        <section className={styles.goal} aria-label={intl.formatMessage({ id: 'statistics.goal' })}>
          {shown.goal ? (
            <GoalCard
              goal={shown.goal}
              today={day}
              headingLevel={2}
              onEdit={() => goalForm.open(shown.goal)}
            />
          ) : (
            <GoalCard.Empty
              year={period}
              headingLevel={2}
              onSet={() => goalForm.open(null, period)}
            />
          )}
        </section>
      )}

      {loading && (
        <Spinner
          label={intl.formatMessage({ id: 'statistics.loadingPeriod' }, { period: periodName })}
        />
      )}
      {state.matches('failure') && (
        <ErrorState
          message={<FormattedMessage id="statistics.error" />}
          onRetry={() => send({ type: 'stats.retry' })}
        />
      )}
      {state.matches('empty') && (
        <EmptyState
          headingLevel={2}
          title={<FormattedMessage id="statistics.empty.title" values={{ period: periodName }} />}
          text={<FormattedMessage id="statistics.empty.text" />}
          action={
            <ButtonLink to="/explore" variant="secondary">
              <FormattedMessage id="statistics.empty.action" />
            </ButtonLink>
          }
        />
      )}
      {state.matches('loaded') && shown && (
        <>
          {shown.year !== null && (
            <section
              className={styles.share}
              aria-label={intl.formatMessage({ id: 'statistics.share.label' })}
            >
              <p className={styles.muted}>
                <FormattedMessage
                  id={shown.shared ? 'statistics.share.public' : 'statistics.share.private'}
                  values={{ year: shown.year }}
                />
              </p>
              <div className={styles.shareActions}>
                <Button
                  variant="secondary"
                  size="sm"
                  aria-pressed={shown.shared}
                  loading={state.matches({ loaded: 'sharing' })}
                  onClick={() => send({ type: 'share.toggle' })}
                >
                  <FormattedMessage id="statistics.share.toggle" values={{ year: shown.year }} />
                </Button>
                {shown.shared && (
                  <Link to={`/user/year?id=${user.id}&year=${shown.year}`} className={styles.link}>
                    <FormattedMessage id="statistics.share.open" />
                  </Link>
                )}
              </div>
            </section>
          )}
          <StatsReport stats={shown} own today={day} />
        </>
      )}
      {goalForm.dialog}
    </>
  );
}
