/**
 * In-app notifications: the spec's second message system (8000 ms each, at most 5 kept, at
 * most 4 shown at once).
 *
 * Decision: toasts (the Toaster, 3 s) answer what the reader just did themselves (saved,
 * followed, an error). In-app notifications tell the reader what other people did while they
 * were away: a new follower, and a new review by someone they follow, since their last visit.
 * The app checks once when a session starts or is restored (`notifications.check`); each
 * notification names the person and links to their profile or the reviewed book, and can be
 * dismissed. The `loadNew` actor (supplied by the app) compares the follower ids and the newest
 * feed review with what it stored for this reader on the last visit, then stores the new marks.
 * Notifications never carry errors: those stay toasts.
 *
 * Timing (WCAG 2.2.1, Timing Adjustable): while the reader's pointer or keyboard focus is on the
 * stack (`notifications.pause`), no notification expires and new ones wait. On
 * `notifications.resume` every visible notification gets a fresh 8000 ms: simpler than keeping
 * the remainder, and never less time than the reader had left.
 */
import { assign, enqueueActions, fromPromise, not, setup } from 'xstate';

export const NOTIFICATION_DURATION_MS = 8000;
export const NOTIFICATIONS_MAX_KEPT = 5;
export const NOTIFICATIONS_MAX_VISIBLE = 4;

export interface AppNotification {
  /** Stable, so a second check never repeats one: `follower-12`, `review-340`. */
  id: string;
  kind: 'newFollower' | 'newReview';
  /** Message values: `name` for both kinds, `title` for reviews. */
  values: Record<string, string>;
  /** Where the notification leads: the follower's profile or the reviewed book. */
  href: string;
}

export interface NotificationsContext {
  /** Oldest first; the first four are on screen. */
  items: AppNotification[];
  /**
   * Ids whose 8000 ms are running: they start when the notification becomes visible and the
   * stack is not paused; pausing stops them all.
   */
  timed: string[];
}

export type NotificationsEvent =
  | { type: 'notification.add'; notification: AppNotification }
  | { type: 'notification.dismiss'; id: string }
  | { type: 'notification.expire'; id: string }
  | { type: 'notifications.check' }
  /** The reader's pointer or focus entered the stack. */
  | { type: 'notifications.pause' }
  /** The reader is on the stack no longer: neither pointer nor focus. */
  | { type: 'notifications.resume' };

/** The notifications on screen now. */
export const visibleNotifications = (context: NotificationsContext) =>
  context.items.slice(0, NOTIFICATIONS_MAX_VISIBLE);

const timerId = (id: string) => `notification-expire-${id}`;

function withAdded(items: AppNotification[], added: AppNotification[]): AppNotification[] {
  const next = [...items];
  for (const notification of added) {
    if (!next.some((item) => item.id === notification.id)) next.push(notification);
  }
  // Keep the newest five: the oldest are dropped first.
  return next.slice(-NOTIFICATIONS_MAX_KEPT);
}

/** Visible notifications whose 8000 ms have not started. */
const untimedVisible = (context: NotificationsContext) =>
  visibleNotifications(context)
    .map((item) => item.id)
    .filter((id) => !context.timed.includes(id));

export const notificationsMachine = setup({
  types: {
    context: {} as NotificationsContext,
    events: {} as NotificationsEvent,
  },
  actors: {
    loadNew: fromPromise<AppNotification[], void>(async () => []),
  },
  actions: {
    add: assign({
      items: ({ context }, params: { added: AppNotification[] }) =>
        withAdded(context.items, params.added),
    }),
    remove: assign({
      items: ({ context }, params: { id: string }) =>
        context.items.filter((item) => item.id !== params.id),
    }),
    /** After the list changed: cancels the timers of notifications that left it. */
    dropRemovedTimers: enqueueActions(({ context, enqueue }) => {
      const ids = new Set(context.items.map((item) => item.id));
      for (const id of context.timed) {
        if (!ids.has(id)) enqueue.cancel(timerId(id));
      }
      enqueue.assign({ timed: context.timed.filter((id) => ids.has(id)) });
    }),
    /** Gives every visible notification without a timer its 8000 ms. */
    startTimers: enqueueActions(({ context, enqueue }) => {
      const starting = untimedVisible(context);
      for (const id of starting) {
        enqueue.raise(
          { type: 'notification.expire', id },
          { delay: NOTIFICATION_DURATION_MS, id: timerId(id) },
        );
      }
      enqueue.assign({ timed: [...context.timed, ...starting] });
    }),
    /** Stops every running timer: nothing expires while the reader is on the stack. */
    holdTimers: enqueueActions(({ context, enqueue }) => {
      for (const id of context.timed) enqueue.cancel(timerId(id));
      enqueue.assign({ timed: [] });
    }),
  },
  guards: {
    hasItems: ({ context }) => context.items.length > 0,
    hasUntimedVisible: ({ context }) => untimedVisible(context).length > 0,
  },
}).createMachine({
  id: 'notifications',
  type: 'parallel',
  context: { items: [], timed: [] },
  on: {
    'notification.add': {
      actions: [
        { type: 'add', params: ({ event }) => ({ added: [event.notification] }) },
        'dropRemovedTimers',
      ],
    },
    'notification.dismiss': {
      actions: [{ type: 'remove', params: ({ event }) => ({ id: event.id }) }, 'dropRemovedTimers'],
    },
    'notification.expire': {
      actions: [{ type: 'remove', params: ({ event }) => ({ id: event.id }) }, 'dropRemovedTimers'],
    },
  },
  states: {
    display: {
      initial: 'empty',
      states: {
        empty: { always: { guard: 'hasItems', target: 'showing' } },
        showing: { always: { guard: not('hasItems'), target: 'empty' } },
      },
    },
    source: {
      initial: 'idle',
      states: {
        idle: { on: { 'notifications.check': 'checking' } },
        checking: {
          invoke: {
            src: 'loadNew',
            onDone: {
              target: 'idle',
              actions: [
                { type: 'add', params: ({ event }) => ({ added: event.output }) },
                'dropRemovedTimers',
              ],
            },
            // A failed check is not worth interrupting the reader: try again next visit.
            onError: 'idle',
          },
        },
      },
    },
    timing: {
      initial: 'running',
      states: {
        // Whenever a notification becomes visible (added, or moved up), its time starts.
        running: {
          always: { guard: 'hasUntimedVisible', actions: 'startTimers' },
          on: { 'notifications.pause': 'paused' },
        },
        // Resuming re-enters `running`, whose `always` gives each visible one a fresh 8000 ms.
        paused: {
          entry: 'holdTimers',
          on: { 'notifications.resume': 'running' },
        },
      },
    },
  },
});
