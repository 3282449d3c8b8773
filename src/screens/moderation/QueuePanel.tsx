import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ModerationAction } from '../../api/contract/moderation';
import { MODERATION_REASON_MAX } from '../../api/contract/moderation';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { Icon } from '../../components/Icon';
import {
  ModerationActionDialog,
  type ModerationDialogErrors,
  type ModerationDialogFailure,
} from '../../components/ModerationActionDialog';
import { ModerationQueueCard } from '../../components/ModerationQueueCard';
import { Spinner } from '../../components/Spinner';
import { useToday } from '../../lib/useToday';
import type { QueueActing } from '../../machines/moderation/moderationQueueMachine';
import type { QueueSnapshot, QueueSend } from './useModeration';
import styles from './Moderation.module.css';

/** The day after `day` (YYYY-MM-DD): the first a suspension may end on. */
export function dayAfter(day: string): string {
  const next = new Date(`${day}T00:00:00.000Z`);
  if (Number.isNaN(next.getTime())) return '';
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

/** Where the dialog's failure state leaves it, for the words it shows. */
function dialogFailure(state: QueueSnapshot): ModerationDialogFailure | null {
  if (state.matches({ dialog: { failure: 'network' } })) return 'network';
  if (state.matches({ dialog: { failure: 'server' } })) return 'server';
  if (state.matches({ dialog: { failure: 'rateLimited' } })) return 'rateLimited';
  if (state.matches({ dialog: { failure: 'forbidden' } })) return 'forbidden';
  // A refusal naming a field is said under it; one naming none, above the buttons.
  if (
    state.matches({ dialog: { failure: 'invalid' } }) &&
    state.context.refused.other !== undefined
  )
    return 'refused';
  return null;
}

/** Where focus goes when the dialog closes after an item left the queue. */
interface FocusAfter {
  target: string;
  index: number;
}

/**
 * The queue tab: the reported targets waiting, oldest first, each a ModerationQueueCard; "Show
 * more" while there are more; and ModerationActionDialog for the action chosen. When an item
 * leaves the queue, focus moves to the next item's first action (the previous one's after the
 * last), or to the title once the queue is empty.
 */
export function QueuePanel({ state, send }: { state: QueueSnapshot; send: QueueSend }) {
  const intl = useIntl();
  const today = useToday();
  const { items, total, acting, reason, until, refused } = state.context;
  const titleRef = useRef<HTMLHeadingElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const focusAfter = useRef<FocusAfter | null>(null);
  const moreFrom = useRef<number | null>(null);
  // The dialog keeps its words while it closes, after its item has left the queue.
  const lastShown = useRef<{ acting: QueueActing; username: string } | null>(null);
  if (acting) {
    const item = items.find(({ target }) => target === acting.target);
    lastShown.current = { acting, username: item?.reader.username ?? '' };
  }
  const shown = lastShown.current;

  const loading = state.matches('loading');
  const loadingMore = state.matches('loadingMore');
  const ready = state.matches('ready') || loadingMore || state.matches('dialog');

  useEffect(() => {
    const from = moreFrom.current;
    if (from === null || items.length <= from) return;
    moreFrom.current = null;
    const rows = listRef.current?.querySelectorAll<HTMLElement>(':scope > li') ?? [];
    rows[from]?.querySelector('button')?.focus();
  }, [items]);

  const errors: ModerationDialogErrors = {
    reason: refused.reason
      ? intl.formatMessage({ id: 'moderation.dialog.error.reason' }, { max: MODERATION_REASON_MAX })
      : undefined,
    until: refused.until ? intl.formatMessage({ id: 'moderation.dialog.error.until' }) : undefined,
  };

  const choose = (target: string, action: ModerationAction, index: number) => {
    focusAfter.current = { target, index };
    send({ type: 'action.choose', target, action });
  };

  return (
    <section className={styles.panel} aria-labelledby="moderation-queue-title">
      {/* Focusable from script only: where focus lands once the last item has gone. */}
      <h2 id="moderation-queue-title" ref={titleRef} tabIndex={-1} className={styles.panelTitle}>
        <FormattedMessage id="moderation.queue.title" />
      </h2>
      <p className={styles.panelText}>
        <FormattedMessage id="moderation.queue.text" />
      </p>
      {loading && <Spinner label={intl.formatMessage({ id: 'common.loading' })} />}
      {state.matches('loadFailed') && (
        <ErrorState
          density="compact"
          message={<FormattedMessage id="moderation.queue.loadFailed" />}
          onRetry={() => send({ type: 'queue.retry' })}
        />
      )}
      {ready && items.length === 0 && (
        <EmptyState
          density="compact"
          icon="inbox"
          headingLevel={3}
          title={<FormattedMessage id="moderation.queue.empty" />}
        />
      )}
      {ready && items.length > 0 && (
        <ul ref={listRef} className={styles.list} aria-busy={loadingMore || undefined}>
          {items.map((item, index) => (
            <li key={item.target} data-target={item.target}>
              <ModerationQueueCard
                item={item}
                disabled={loadingMore}
                onAction={(action) => choose(item.target, action, index)}
              />
            </li>
          ))}
        </ul>
      )}
      {ready && items.length < total && (
        <div className={styles.more}>
          <p className={styles.panelText}>
            <FormattedMessage id="moderation.queue.shown" values={{ shown: items.length, total }} />
          </p>
          <Button
            variant="ghost"
            size="sm"
            icon={<Icon name="chevronDown" />}
            loading={loadingMore}
            onClick={() => {
              moreFrom.current = items.length;
              send({ type: 'queue.more' });
            }}
          >
            <FormattedMessage id="moderation.more" />
          </Button>
        </div>
      )}
      {shown && (
        <ModerationActionDialog
          open={state.matches('dialog')}
          action={shown.acting.action}
          username={shown.username}
          reason={reason}
          until={until}
          minUntil={dayAfter(today)}
          errors={errors}
          failure={dialogFailure(state)}
          busy={state.matches({ dialog: 'submitting' })}
          onReasonChange={(next) => send({ type: 'action.reason', reason: next })}
          onUntilChange={(next) => send({ type: 'action.until', until: next })}
          onSubmit={() => send({ type: 'action.submit' })}
          onClose={() => send({ type: 'action.cancel' })}
          onCloseAutoFocus={(event) => {
            const wanted = focusAfter.current;
            focusAfter.current = null;
            const list = listRef.current;
            // Cancelled, or failed and closed: the item is still there, and so is its button.
            if (!wanted || list?.querySelector(`[data-target="${wanted.target}"]`)) return;
            event.preventDefault();
            const rows = list?.querySelectorAll<HTMLElement>(':scope > li') ?? [];
            const next = rows[Math.min(wanted.index, rows.length - 1)]?.querySelector('button');
            (next ?? titleRef.current)?.focus();
          }}
        />
      )}
    </section>
  );
}
