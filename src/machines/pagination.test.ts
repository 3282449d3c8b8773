import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import {
  clampPage,
  DEFAULT_PAGE_SIZE,
  isPagerVisible,
  pageCount,
  pageWindow,
  paginationMachine,
  type PaginationEvent,
} from './pagination';

const events: PaginationEvent[] = [
  { type: 'page.next' },
  { type: 'page.prev' },
  { type: 'page.go', page: 2 },
  { type: 'page.go', page: 99 },
  { type: 'page.go', page: 0 },
  { type: 'page.reset' },
  { type: 'total.set', total: 0 },
  { type: 'total.set', total: 3 },
  { type: 'total.set', total: 12 },
];

const serializeState = (snapshot: { value: unknown; context: object }) =>
  JSON.stringify([snapshot.value, snapshot.context]);

describe('pagination helpers', () => {
  it('counts pages from total and page size', () => {
    expect(DEFAULT_PAGE_SIZE).toBe(4);
    expect(pageCount(0, 12)).toBe(1);
    expect(pageCount(12, 12)).toBe(1);
    expect(pageCount(13, 12)).toBe(2);
    expect(pageCount(20, 9)).toBe(3);
    expect(pageCount(10, 0)).toBe(1);
  });

  it('hides the pager at one page or less', () => {
    expect(isPagerVisible(5, 5)).toBe(false);
    expect(isPagerVisible(6, 5)).toBe(true);
  });

  it('keeps pages in bounds and turns a page into offset and limit', () => {
    expect(clampPage(0, 20, 5)).toBe(1);
    expect(clampPage(7, 20, 5)).toBe(4);
    expect(clampPage(2.7, 20, 5)).toBe(2);
    expect(pageWindow(3, 12)).toEqual({ offset: 24, limit: 12 });
    expect(pageWindow(0, 5)).toEqual({ offset: 0, limit: 5 });
  });
});

describe('paginationMachine (model-based paths)', () => {
  const paths = getShortestPaths(paginationMachine, {
    events,
    input: { pageSize: 4, total: 12 },
    serializeState,
  });

  it('reaches every state', () => {
    const reached = new Set(paths.map((path) => String(path.state.value)));
    expect([...reached].sort()).toEqual(['first', 'hidden', 'last', 'middle']);
  });

  it.each(paths.map((path) => [path.steps.map((s) => s.event.type).join(' > ') || 'start', path]))(
    'replays %s with the page always in bounds and the state matching it',
    (_, path) => {
      const actor = createActor(paginationMachine, { input: { pageSize: 4, total: 12 } }).start();
      for (const step of path.steps) actor.send(step.event);
      const snapshot = actor.getSnapshot();
      expect(snapshot.value).toEqual(path.state.value);
      const { page, total, pageSize } = snapshot.context;
      const count = pageCount(total, pageSize);
      expect(page).toBeGreaterThanOrEqual(1);
      expect(page).toBeLessThanOrEqual(count);
      const expected =
        count <= 1 ? 'hidden' : page === 1 ? 'first' : page === count ? 'last' : 'middle';
      expect(snapshot.value).toBe(expected);
    },
  );

  it('never leaves the bounds on any simple path from page 1 of 3', () => {
    const simple = getSimplePaths(paginationMachine, {
      events: events.filter((e) => e.type !== 'total.set'),
      input: { pageSize: 4, total: 12 },
      serializeState,
    });
    expect(simple.length).toBeGreaterThan(3);
    for (const path of simple) {
      expect(path.state.context.page).toBeGreaterThanOrEqual(1);
      expect(path.state.context.page).toBeLessThanOrEqual(3);
    }
  });
});

describe('paginationMachine (explicit sequences)', () => {
  it('moves next, prev and to a number, and resets to page 1', () => {
    const actor = createActor(paginationMachine, { input: { pageSize: 5, total: 23 } }).start();
    expect(actor.getSnapshot().value).toBe('first');
    actor.send({ type: 'page.next' });
    expect(actor.getSnapshot().context.page).toBe(2);
    actor.send({ type: 'page.go', page: 5 });
    expect(actor.getSnapshot().value).toBe('last');
    actor.send({ type: 'page.next' });
    expect(actor.getSnapshot().context.page).toBe(5);
    actor.send({ type: 'page.prev' });
    expect(actor.getSnapshot().value).toBe('middle');
    actor.send({ type: 'page.reset' });
    expect(actor.getSnapshot().context.page).toBe(1);
  });

  it('pulls the page back when the total shrinks and hides at one page', () => {
    const actor = createActor(paginationMachine, {
      input: { pageSize: 5, total: 23, page: 5 },
    }).start();
    actor.send({ type: 'total.set', total: 11 });
    expect(actor.getSnapshot().context.page).toBe(3);
    actor.send({ type: 'total.set', total: 5 });
    expect(actor.getSnapshot().value).toBe('hidden');
    expect(actor.getSnapshot().context.page).toBe(1);
  });

  it('uses the default size of 4', () => {
    const actor = createActor(paginationMachine, { input: { total: 9 } }).start();
    expect(actor.getSnapshot().context.pageSize).toBe(4);
    actor.send({ type: 'page.go', page: 3 });
    expect(actor.getSnapshot().value).toBe('last');
  });
});
