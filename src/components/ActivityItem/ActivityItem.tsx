import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { ReadingActivity } from '../../api/contract';
import { formatPartialDate, partialDateTime } from '../../lib/formatPartialDate';
import { cx } from '../../lib/cx';
import { Avatar } from '../Avatar';
import { BookCover } from '../BookCover';
import styles from './ActivityItem.module.css';

export interface ActivityItemProps {
  /** A followed reader started or finished a book. */
  activity: ReadingActivity;
  /** Extra class for the root element. */
  className?: string;
}

const sentence = {
  started: 'social.activity.started',
  finished: 'social.activity.finished',
} as const;

/** One line of the social feed's reading activity: who, started or finished which book, when. */
export function ActivityItem({ activity, className }: ActivityItemProps) {
  const intl = useIntl();
  const { user, book } = activity;
  const displayName = `${user.name} ${user.surname}`.trim() || user.username;
  return (
    <article className={cx(styles.root, className)}>
      <Avatar decorative src={user.avatar_url} name={displayName} size="sm" />
      <div className={styles.body}>
        <p className={styles.what}>
          <FormattedMessage
            id={sentence[activity.kind]}
            values={{
              name: (
                <Link className={styles.link} to={`/user/profile?id=${user.id}`}>
                  {displayName}
                </Link>
              ),
              book: (chunks) => (
                <Link className={styles.link} to={`/book/details?id=${book.id}`}>
                  {chunks}
                </Link>
              ),
              title: book.title,
            }}
          />
        </p>
        {activity.date.date && (
          <time className={styles.when} dateTime={partialDateTime(activity.date) ?? undefined}>
            {formatPartialDate(intl, activity.date)}
          </time>
        )}
      </div>
      <BookCover title={book.title} author={book.author} image_url={book.image_url} size="sm" />
    </article>
  );
}
