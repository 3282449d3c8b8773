import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { settle } from '../testing/harness';
import {
  NOTIFICATION_DURATION_MS,
  notificationsMachine,
  visibleNotifications,
  type AppNotification,
} from './notificationsMachine';

const note = (n: number): AppNotification => ({
  id: `follower-${n}`,
  kind: 'newFollower',
  values: { name: `reader_${n}` },
  href: `/user/profile?id=${n}`,
});

function start(loadNew: () => Promise<AppNotification[]> = async () => []) {
  const clock = new SimulatedClock();
  const actor = createActor(
    notificationsMachine.provide({ actors: { loadNew: fromPromise(() => loadNew()) } }),
    { clock },
  ).start();
  const ids = () => actor.getSnapshot().context.items.map((item) => item.id);
  const shown = () => visibleNotifications(actor.getSnapshot().context).map((item) => item.id);
  const display = () => (actor.getSnapshot().value as { display: string }).display;
  const timing = () => (actor.getSnapshot().value as { timing: string }).timing;
  const add = (...numbers: number[]) =>
    numbers.forEach((n) => actor.send({ type: 'notification.add', notification: note(n) }));
  const pause = () => actor.send({ type: 'notifications.pause' });
  const resume = () => actor.send({ type: 'notifications.resume' });
  return { actor, clock, ids, shown, display, timing, add, pause, resume };
}

describe('notificationsMachine', () => {
  it('uses the spec limits: 8000 ms, 5 kept, 4 shown', () => {
    expect(NOTIFICATION_DURATION_MS).toBe(8000);
    const { add, ids, shown } = start();
    add(1, 2, 3, 4, 5, 6);
    expect(ids()).toEqual(['follower-2', 'follower-3', 'follower-4', 'follower-5', 'follower-6']);
    expect(shown()).toEqual(['follower-2', 'follower-3', 'follower-4', 'follower-5']);
  });

  it('starts empty and shows an added notification', () => {
    const { add, display } = start();
    expect(display()).toBe('empty');
    add(1);
    expect(display()).toBe('showing');
  });

  it('ignores a notification it already holds', () => {
    const { add, ids } = start();
    add(1, 1);
    expect(ids()).toEqual(['follower-1']);
  });

  it('removes a notification 8000 ms after it became visible', () => {
    const { add, clock, ids, display } = start();
    add(1);
    clock.increment(7999);
    expect(ids()).toEqual(['follower-1']);
    clock.increment(1);
    expect(ids()).toEqual([]);
    expect(display()).toBe('empty');
  });

  it('starts the fifth one’s time only when it becomes visible', () => {
    const { add, clock, ids, shown } = start();
    add(1, 2, 3, 4);
    clock.increment(5000);
    add(5);
    expect(shown()).not.toContain('follower-5');
    clock.increment(3000);
    // The first four expired together; the fifth is visible now with its full 8000 ms.
    expect(ids()).toEqual(['follower-5']);
    clock.increment(7999);
    expect(ids()).toEqual(['follower-5']);
    clock.increment(1);
    expect(ids()).toEqual([]);
  });

  it('dismisses a notification and cancels its timer', () => {
    const { actor, add, clock, ids } = start();
    add(1, 2);
    actor.send({ type: 'notification.dismiss', id: 'follower-1' });
    expect(ids()).toEqual(['follower-2']);
    // Adding the same id again gets a fresh 8000 ms, not the cancelled timer's leftovers.
    clock.increment(4000);
    add(1);
    clock.increment(4000);
    expect(ids()).toEqual(['follower-1']);
    clock.increment(4000);
    expect(ids()).toEqual([]);
  });

  it('holds every notification while paused and gives each a fresh 8000 ms on resume', () => {
    const { add, clock, ids, timing, pause, resume } = start();
    expect(timing()).toBe('running');
    add(1);
    clock.increment(5000);
    add(2);
    pause();
    expect(timing()).toBe('paused');
    // Far past both deadlines: the reader is on the stack, so nothing leaves.
    clock.increment(60_000);
    expect(ids()).toEqual(['follower-1', 'follower-2']);
    resume();
    expect(timing()).toBe('running');
    clock.increment(7999);
    expect(ids()).toEqual(['follower-1', 'follower-2']);
    clock.increment(1);
    expect(ids()).toEqual([]);
  });

  it('lets notifications that arrive while paused wait too', async () => {
    const { actor, add, clock, ids, shown, pause, resume } = start(async () => [note(7)]);
    add(1, 2, 3, 4, 5);
    pause();
    actor.send({ type: 'notifications.check' });
    await settle();
    actor.send({ type: 'notification.dismiss', id: 'follower-1' });
    actor.send({ type: 'notification.dismiss', id: 'follower-2' });
    // The fifth moved up and the checked one arrived: both visible, neither timed yet.
    expect(shown()).toEqual(['follower-3', 'follower-4', 'follower-5', 'follower-7']);
    clock.increment(60_000);
    expect(ids()).toEqual(['follower-3', 'follower-4', 'follower-5', 'follower-7']);
    resume();
    clock.increment(8000);
    expect(ids()).toEqual([]);
  });

  it('ignores a resume while running and a second pause', () => {
    const { add, clock, ids, timing, pause, resume } = start();
    add(1);
    clock.increment(5000);
    // A stray resume must not hand out a fresh 8000 ms.
    resume();
    clock.increment(3000);
    expect(ids()).toEqual([]);
    add(2);
    pause();
    pause();
    expect(timing()).toBe('paused');
    resume();
    clock.increment(8000);
    expect(ids()).toEqual([]);
  });

  it('adds what a check finds since the last visit', async () => {
    const { actor, ids } = start(async () => [note(7), note(8)]);
    expect((actor.getSnapshot().value as { source: string }).source).toBe('idle');
    actor.send({ type: 'notifications.check' });
    expect((actor.getSnapshot().value as { source: string }).source).toBe('checking');
    await settle();
    expect((actor.getSnapshot().value as { source: string }).source).toBe('idle');
    expect(ids()).toEqual(['follower-7', 'follower-8']);
  });

  it('stays quiet when a check fails', async () => {
    const { actor, ids } = start(async () => {
      throw new Error('offline');
    });
    actor.send({ type: 'notifications.check' });
    await settle();
    expect((actor.getSnapshot().value as { source: string }).source).toBe('idle');
    expect(ids()).toEqual([]);
  });
});
