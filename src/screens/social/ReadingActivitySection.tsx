import { useDataMachine } from '../../lib/useDataMachine';
import { FormattedMessage, useIntl } from 'react-intl';
import { useApi } from '../../session/SessionProvider';
import { ActivityItem } from '../../components/ActivityItem';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { Pager } from '../../components/Pager';
import { Skeleton } from '../../components/Skeleton';
import { readingActivityList } from '../../machines/paging/listCalls';
import { pageCount } from '../../machines/paging/pagedListMachine';
import { useProvided } from '../../lib/useProvided';
import styles from '../SocialScreen.module.css';

/** The social page's reading activity: who of the people followed started or finished what. */
export function ReadingActivitySection() {
  const api = useApi();
  const intl = useIntl();
  const list = useProvided(() => readingActivityList(api));
  const [state, send] = useDataMachine(list.machine, { input: list.input });
  const { items, page, pageSize, total } = state.context;

  return (
    <section className={styles.activity} aria-labelledby="social-activity-title">
      <h2 id="social-activity-title" className={styles.sectionTitle}>
        <FormattedMessage id="social.activity.title" />
      </h2>
      {state.matches('error') ? (
        <ErrorState
          density="compact"
          message={<FormattedMessage id="social.activity.loadFailed" />}
          onRetry={() => send({ type: 'list.retry' })}
        />
      ) : state.matches({ loaded: 'empty' }) ? (
        <EmptyState
          density="compact"
          headingLevel={3}
          title={<FormattedMessage id="social.activity.empty" />}
        />
      ) : items.length === 0 ? (
        <Skeleton
          shape="lines"
          lines={2}
          count={2}
          label={intl.formatMessage({ id: 'social.activity.loading' })}
        />
      ) : (
        <>
          <ul className={styles.activityList}>
            {items.map((activity) => (
              <li key={activity.id}>
                <ActivityItem activity={activity} />
              </li>
            ))}
          </ul>
          <Pager
            page={page}
            totalPages={pageCount(total, pageSize)}
            label={intl.formatMessage({ id: 'social.activity.title' })}
            onPageChange={(next) => send({ type: 'page.go', page: next })}
          />
        </>
      )}
    </section>
  );
}
