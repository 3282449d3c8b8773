import { useId, useRef, type FocusEvent } from 'react';
import { defineMessages, useIntl, type IntlShape } from 'react-intl';
import { Link } from 'react-router-dom';
import { Icon, type IconName } from '../Icon';
import { cx } from '../../lib/cx';
import styles from './NotificationStack.module.css';
import { useReaderPresence, type ReaderPresenceCallbacks } from './useReaderPresence';

const messages = defineMessages<{
  region: Record<string, never>;
  dismiss: Record<string, never>;
  newFollower: { name: string };
  newReview: { name: string; title: string };
}>({
  region: { id: 'notification.region', defaultMessage: 'Notifications' },
  dismiss: { id: 'notification.dismiss', defaultMessage: 'Dismiss notification' },
  newFollower: { id: 'notification.newFollower', defaultMessage: '{name} started following you.' },
  newReview: { id: 'notification.newReview', defaultMessage: '{name} wrote a review of {title}.' },
});

const icons: Record<NotificationStackItem['kind'], IconName> = {
  newFollower: 'person',
  newReview: 'star',
};

/** One notification: what someone else did, and where it leads. */
export interface NotificationStackItem {
  /** Stable id, passed back to `onDismiss`. */
  id: string;
  /** newFollower: "{name} started following you."; newReview: "{name} wrote a review of {title}." */
  kind: 'newFollower' | 'newReview';
  /** Message values: `name`, and `title` for reviews. */
  values: Record<string, string>;
  /** The follower's profile or the reviewed book. */
  href: string;
}

export interface NotificationStackProps extends ReaderPresenceCallbacks {
  /** The notifications on screen, oldest first (the app passes at most four). */
  notifications: readonly NotificationStackItem[];
  /** Called with a notification's id when the reader dismisses it. */
  onDismiss: (id: string) => void;
  /**
   * Called when the reader's pointer or keyboard focus enters the stack: the owner stops the
   * notifications' time (WCAG 2.2.1) until `onResume`.
   */
  onPause?: () => void;
  /** Called when the reader has left the stack with both pointer and focus, or it emptied. */
  onResume?: () => void;
  /** Extra class for the root element. */
  className?: string;
}

/**
 * Keeps keyboard focus when a dismissed notification takes its button away: on the next
 * notification's button (or the previous one's); with none left, `fallback` places it.
 */
function focusNeighbour(button: HTMLElement, fallback: () => void) {
  const item = button.closest('li');
  const neighbour = item?.nextElementSibling ?? item?.previousElementSibling;
  const next = neighbour?.querySelector<HTMLButtonElement>('button');
  if (next) next.focus();
  else fallback();
}

function messageOf(intl: IntlShape, { kind, values }: NotificationStackItem) {
  const name = values.name ?? '';
  return kind === 'newFollower'
    ? intl.formatMessage(messages.newFollower, { name })
    : intl.formatMessage(messages.newReview, { name, title: values.title ?? '' });
}

/**
 * In-app notifications, bottom-right (full width on small screens) so they never cover the
 * top-right toasts. The polite live region stays mounted while empty, so screen readers
 * announce notifications as they arrive. While the reader is on the stack (pointer or focus),
 * `onPause`/`onResume` let the owner hold the notifications' time.
 */
export function NotificationStack({
  notifications,
  onDismiss,
  onPause,
  onResume,
  className,
}: NotificationStackProps) {
  const intl = useIntl();
  const idPrefix = useId();
  const presence = useReaderPresence({ onPause, onResume }, notifications.length > 0);
  // Where focus was before it came into the stack. Dismissing the only notification leaves no
  // button to move to: focus goes back there, where the reader left off, rather than to the
  // start of the page (WCAG 2.4.3); the page's main landmark when that is gone.
  const origin = useRef<HTMLElement | null>(null);
  const noteOrigin = (event: FocusEvent<HTMLElement>) => {
    presence.onFocus();
    const from = event.relatedTarget;
    if (from instanceof HTMLElement && !event.currentTarget.contains(from)) origin.current = from;
  };
  const returnFocus = () => {
    const back = origin.current?.isConnected
      ? origin.current
      : document.querySelector<HTMLElement>('main');
    back?.focus();
  };
  return (
    <div
      className={cx(styles.root, className)}
      aria-live="polite"
      {...presence}
      onFocus={noteOrigin}
    >
      {notifications.length > 0 && (
        <section aria-label={intl.formatMessage(messages.region)}>
          <ol className={styles.list} role="list">
            {notifications.map((notification) => {
              const messageId = `${idPrefix}-${notification.id}`;
              return (
                <li key={notification.id} className={styles.item} data-kind={notification.kind}>
                  <Icon className={styles.icon} name={icons[notification.kind]} size={18} />
                  <Link id={messageId} className={styles.link} to={notification.href}>
                    {messageOf(intl, notification)}
                  </Link>
                  <button
                    type="button"
                    className={styles.dismiss}
                    aria-label={intl.formatMessage(messages.dismiss)}
                    aria-describedby={messageId}
                    onClick={(event) => {
                      focusNeighbour(event.currentTarget, returnFocus);
                      onDismiss(notification.id);
                    }}
                  >
                    <Icon name="cross" size={16} />
                  </button>
                </li>
              );
            })}
          </ol>
        </section>
      )}
    </div>
  );
}
