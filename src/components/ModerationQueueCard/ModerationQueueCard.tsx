import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import {
  ACTION_FITS,
  MODERATION_ACTIONS,
  type ModerationAction,
  type ModerationQueueItem,
} from '../../api/contract/moderation';
import { formatRelativeTime, useLocale } from '../../i18n';
import { cx } from '../../lib/cx';
import { useNow } from '../../lib/useNow';
import { Avatar } from '../Avatar';
import { Button, type ButtonVariant } from '../Button';
import { StarRating } from '../StarRating';
import styles from './ModerationQueueCard.module.css';

export interface ModerationQueueCardProps {
  /** One reported target with every open report of it, as `/moderation/queue` answers it. */
  item: ModerationQueueItem;
  /** An action was chosen: the screen asks for the reason in ModerationActionDialog. */
  onAction: (action: ModerationAction) => void;
  /** Another item's action is running, or more items load: the buttons wait. */
  disabled?: boolean;
  /** The moment "first reported" is measured from (stories pass a fixed one). */
  now?: Date | number;
  /** Heading level of the card's title, so it fits the page outline. */
  headingLevel?: 2 | 3;
  /** Extra class for the root element. */
  className?: string;
}

const variants: Record<ModerationAction, ButtonVariant> = {
  hide_review: 'danger',
  remove_photo: 'danger',
  reset_name: 'danger',
  suspend: 'secondary',
  dismiss: 'ghost',
};

/**
 * The actions offered for an item: those that fit its kind (ACTION_FITS), content first, then
 * Suspend (never for a fellow moderator, whom the server will not suspend), then Dismiss.
 */
export function actionsFor(item: ModerationQueueItem): ModerationAction[] {
  return MODERATION_ACTIONS.filter(
    (action) =>
      ACTION_FITS[action].includes(item.kind) &&
      !(action === 'suspend' && item.reader.is_moderator),
  );
}

/**
 * One item of the moderators' queue: what was reported with its context (a review's book,
 * rating, title and text; the name; the photo), the reader it belongs to, how many reported it
 * and why, since when, and the actions that fit. Props only; the screen runs the actions.
 */
export function ModerationQueueCard({
  item,
  onAction,
  disabled = false,
  now,
  headingLevel = 3,
  className,
}: ModerationQueueCardProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const relativeTo = useNow(now);
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const { reader, review } = item;
  const username = reader.username;
  return (
    <article className={cx(styles.root, className)} aria-labelledby={titleId}>
      <header className={styles.header}>
        <Heading id={titleId} className={styles.title}>
          <FormattedMessage id={`moderation.card.title.${item.kind}`} />
        </Heading>
        <p className={styles.meta}>
          <span className={styles.count}>
            <FormattedMessage id="moderation.card.reports" values={{ count: item.reports }} />
          </span>
          <span>
            <FormattedMessage
              id="moderation.card.firstReported"
              values={{
                when: (
                  <time dateTime={item.first_reported_at}>
                    {formatRelativeTime(item.first_reported_at, locale, { now: relativeTo })}
                  </time>
                ),
              }}
            />
          </span>
        </p>
      </header>

      <div className={styles.reader}>
        <Avatar
          decorative
          src={item.kind === 'photo' ? null : reader.avatar_url}
          name={reader.full_name || username}
          size="md"
        />
        <div className={styles.who}>
          <span className={styles.label}>
            <FormattedMessage id="moderation.card.reader" />
          </span>
          <span className={styles.name}>{reader.full_name || username}</span>
          <Link className={styles.link} to={`/user/profile?id=${reader.id}`}>
            @{username}
          </Link>
        </div>
        {(reader.suspended || reader.is_moderator) && (
          <ul className={styles.badges}>
            {reader.suspended && (
              <li className={styles.badge} data-tone="danger">
                <FormattedMessage id="moderation.card.suspended" />
              </li>
            )}
            {reader.is_moderator && (
              <li className={styles.badge} data-tone="info">
                <FormattedMessage id="moderation.card.moderator" />
              </li>
            )}
          </ul>
        )}
      </div>

      {item.kind === 'review' && review && (
        <blockquote className={styles.context}>
          <p className={styles.book}>
            <FormattedMessage
              id="moderation.card.book"
              values={{
                title: (
                  <Link className={styles.link} to={`/book/details?id=${review.book.id}`}>
                    {review.book.title}
                  </Link>
                ),
                author: review.book.author,
              }}
            />
          </p>
          <StarRating value={review.rating} size="sm" />
          {review.review_title && <p className={styles.reviewTitle}>{review.review_title}</p>}
          {review.review_text && <p className={styles.reviewText}>{review.review_text}</p>}
        </blockquote>
      )}
      {item.kind === 'name' && (
        <dl className={styles.context}>
          <dt className={styles.label}>
            <FormattedMessage id="moderation.card.nameShown" />
          </dt>
          <dd className={styles.reportedName}>{reader.full_name || username}</dd>
        </dl>
      )}
      {item.kind === 'photo' && (
        <div className={styles.context}>
          <Avatar
            src={reader.avatar_url}
            name={intl.formatMessage({ id: 'moderation.card.photoAlt' }, { username })}
            size="xl"
          />
        </div>
      )}

      <div className={styles.reasons}>
        <span className={styles.label} id={`${titleId}-reasons`}>
          <FormattedMessage id="moderation.card.reasons" />
        </span>
        <ul className={styles.reasonList} aria-labelledby={`${titleId}-reasons`}>
          {item.reasons.map(({ reason, count }) => (
            <li key={reason} className={styles.reason}>
              <FormattedMessage
                id="moderation.card.reason"
                values={{
                  reason: intl.formatMessage({ id: `user.report.reason.${reason}` }),
                  count,
                }}
              />
            </li>
          ))}
        </ul>
      </div>

      <div
        className={styles.actions}
        role="group"
        aria-label={intl.formatMessage({ id: 'moderation.card.actions' })}
      >
        {actionsFor(item).map((action) => (
          <Button
            key={action}
            size="sm"
            variant={variants[action]}
            disabled={disabled}
            aria-label={intl.formatMessage(
              { id: `moderation.actionLabel.${action}` },
              { username },
            )}
            onClick={() => onAction(action)}
          >
            <FormattedMessage id={`moderation.action.${action}`} />
          </Button>
        ))}
      </div>
    </article>
  );
}
