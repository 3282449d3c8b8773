import { useEffect, useId, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { PublicUser } from '../../api/contract';
import type { ReaderActing, ReaderAction } from '../../lib/privacyFlows';
import { cx } from '../../lib/cx';
import { Avatar } from '../Avatar';
import { Button, type ButtonVariant } from '../Button';
import { ErrorState } from '../ErrorState';
import { Icon } from '../Icon';
import { Spinner } from '../Spinner';
import styles from './ReaderActionList.module.css';

/** Which list: the follow requests waiting for an answer, the readers blocked or muted. */
export type ReaderListKind = 'requests' | 'blocked' | 'muted';

/** What a row shows of a reader. */
export type ReaderListMember = Pick<PublicUser, 'id' | 'username' | 'full_name' | 'avatar_url'>;

/** Where the list is: its first page loading, failed to load, or shown. */
export type ReaderListStatus = 'loading' | 'loadFailed' | 'ready';

export interface ReaderActionListProps {
  kind: ReaderListKind;
  /** The readers shown, in the server's order (requests oldest first, blocks newest first). */
  readers: ReaderListMember[];
  /** Every reader in the list; more than `readers` offers "Show more". */
  total: number;
  status?: ReaderListStatus;
  /** The row action running, if any: its button is busy and the others wait. */
  acting?: ReaderActing | null;
  /** The next page is loading: "Show more" is busy. */
  loadingMore?: boolean;
  onAction: (userId: number, action: ReaderAction) => void;
  onShowMore: () => void;
  /** From `loadFailed`: load the first page again. */
  onRetry: () => void;
  className?: string;
}

interface RowAction {
  action: ReaderAction;
  label: string;
  /** The button's accessible name: the visible label, then whose row it is. */
  name: string;
  variant: ButtonVariant;
}

const KINDS = {
  requests: {
    title: 'settings.privacy.requests.title',
    text: 'settings.privacy.requests.text',
    empty: 'settings.privacy.requests.empty',
    loadFailed: 'settings.privacy.requests.loadFailed',
    actions: [
      {
        action: 'approve',
        label: 'settings.privacy.requests.approve',
        name: 'settings.privacy.requests.approveLabel',
        variant: 'primary',
      },
      {
        action: 'decline',
        label: 'settings.privacy.requests.decline',
        name: 'settings.privacy.requests.declineLabel',
        variant: 'secondary',
      },
    ],
  },
  blocked: {
    title: 'settings.privacy.blocked.title',
    text: 'settings.privacy.blocked.text',
    empty: 'settings.privacy.blocked.empty',
    loadFailed: 'settings.privacy.blocked.loadFailed',
    actions: [
      {
        action: 'unblock',
        label: 'settings.privacy.blocked.unblock',
        name: 'settings.privacy.blocked.unblockLabel',
        variant: 'secondary',
      },
    ],
  },
  muted: {
    title: 'settings.privacy.muted.title',
    text: 'settings.privacy.muted.text',
    empty: 'settings.privacy.muted.empty',
    loadFailed: 'settings.privacy.muted.loadFailed',
    actions: [
      {
        action: 'unmute',
        label: 'settings.privacy.muted.unmute',
        name: 'settings.privacy.muted.unmuteLabel',
        variant: 'secondary',
      },
    ],
  },
} as const satisfies Record<
  ReaderListKind,
  { title: string; text: string; empty: string; loadFailed: string; actions: RowAction[] }
>;

/** Where focus goes once the list answers a press: after a row's action, or after "Show more". */
type FocusAfter = { kind: 'acted'; userId: number; index: number } | { kind: 'more'; from: number };

/**
 * A titled list of readers with a button or two on each row: Settings' follow requests (Approve,
 * Decline), blocked readers (Unblock) and muted readers (Unmute). Each row shows the reader's photo, name and username,
 * which links to their profile. It also draws the list's loading, failed (with a retry) and
 * empty states, and "Show more" while the server has more. When a row goes, focus moves to the
 * next row's first button, or to the title once the list is empty, so keyboard readers keep
 * their place.
 */
export function ReaderActionList({
  kind,
  readers,
  total,
  status = 'ready',
  acting = null,
  loadingMore = false,
  onAction,
  onShowMore,
  onRetry,
  className,
}: ReaderActionListProps) {
  const intl = useIntl();
  const texts = KINDS[kind];
  const titleId = useId();
  const rootRef = useRef<HTMLElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const focusAfter = useRef<FocusAfter | null>(null);
  const busy = acting !== null || loadingMore;

  useEffect(() => {
    const wanted = focusAfter.current;
    if (!wanted) return;
    if (wanted.kind === 'acted' && readers.some((reader) => reader.id === wanted.userId)) return;
    if (wanted.kind === 'more' && readers.length <= wanted.from) return;
    focusAfter.current = null;
    // Only focus the list left behind: a reader who has moved on elsewhere is not pulled back.
    const active = document.activeElement;
    const root = rootRef.current;
    if (active && active !== document.body && !root?.contains(active)) return;
    const rows = listRef.current?.querySelectorAll<HTMLElement>(':scope > li') ?? [];
    const index = wanted.kind === 'acted' ? Math.min(wanted.index, rows.length - 1) : wanted.from;
    const next = rows[index]?.querySelector('button') ?? titleRef.current;
    next?.focus();
  }, [readers]);

  return (
    <section
      ref={rootRef}
      className={cx(styles.root, className)}
      aria-labelledby={titleId}
      aria-busy={status === 'loading' || busy || undefined}
    >
      {/* Focusable from script only: where focus lands once the last row has gone. */}
      <h3 id={titleId} ref={titleRef} tabIndex={-1} className={styles.title}>
        <FormattedMessage id={texts.title} />
      </h3>
      <p className={styles.text}>
        <FormattedMessage id={texts.text} />
      </p>
      {status === 'loading' && <Spinner label={intl.formatMessage({ id: 'common.loading' })} />}
      {status === 'loadFailed' && (
        <ErrorState
          density="compact"
          message={<FormattedMessage id={texts.loadFailed} />}
          onRetry={onRetry}
        />
      )}
      {status === 'ready' && readers.length === 0 && (
        <p className={styles.empty}>
          <FormattedMessage id={texts.empty} />
        </p>
      )}
      {status === 'ready' && readers.length > 0 && (
        <ul ref={listRef} className={styles.list}>
          {readers.map((reader, index) => (
            <li key={reader.id} className={styles.item}>
              <Avatar decorative src={reader.avatar_url} name={reader.full_name} size="md" />
              <span className={styles.who}>
                <span className={styles.name}>{reader.full_name}</span>
                <Link className={styles.username} to={`/user/profile?id=${reader.id}`}>
                  @{reader.username}
                </Link>
              </span>
              <span className={styles.actions}>
                {texts.actions.map((row) => {
                  const running = acting?.userId === reader.id && acting.action === row.action;
                  return (
                    <Button
                      key={row.action}
                      variant={row.variant}
                      size="sm"
                      loading={running}
                      // The running button stays enabled (aria-disabled) so it keeps focus.
                      disabled={busy && !running}
                      aria-label={intl.formatMessage(
                        { id: row.name },
                        { name: reader.full_name, username: reader.username },
                      )}
                      onClick={() => {
                        focusAfter.current = { kind: 'acted', userId: reader.id, index };
                        onAction(reader.id, row.action);
                      }}
                    >
                      <FormattedMessage id={row.label} />
                    </Button>
                  );
                })}
              </span>
            </li>
          ))}
        </ul>
      )}
      {status === 'ready' && readers.length < total && (
        <div className={styles.more}>
          <p className={styles.note}>
            <FormattedMessage
              id="settings.privacy.shown"
              values={{ shown: readers.length, total }}
            />
          </p>
          <Button
            variant="ghost"
            size="sm"
            icon={<Icon name="chevronDown" />}
            loading={loadingMore}
            disabled={acting !== null}
            onClick={() => {
              focusAfter.current = { kind: 'more', from: readers.length };
              onShowMore();
            }}
          >
            <FormattedMessage id="settings.privacy.more" />
          </Button>
        </div>
      )}
    </section>
  );
}
