import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createApiClient } from '../../api/client';
import { bookHandlers, bookVariants } from '../../api/mocks/handlers/books';
import { leafStates, recordStates } from '../shared/stateCoverage';
import { settle } from '../testing/harness';
import { ratingDistributionActors } from './actors';
import { ratingDistributionMachine } from './ratingDistributionMachine';

vi.stubGlobal('location', new URL('http://localhost/'));
const server = setupServer(...bookHandlers);
const api = createApiClient({ getToken: () => null, baseUrl: 'http://localhost/api' });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => {
  server.close();
  vi.unstubAllGlobals();
});

const seen = new Set<string>();

function start(bookId = 1) {
  const actor = createActor(
    ratingDistributionMachine.provide({ actors: ratingDistributionActors(api) }),
    { input: { bookId } },
  );
  recordStates(actor, seen);
  return actor.start();
}

const loaded = async (actor: ReturnType<typeof start>) => {
  for (let turn = 0; turn < 50 && actor.getSnapshot().matches('loading'); turn += 1) {
    await settle();
  }
};

describe('ratingDistributionMachine', () => {
  it('loads the counts per star', async () => {
    const actor = start(1);
    expect(actor.getSnapshot().value).toBe('loading');
    await loaded(actor);
    expect(actor.getSnapshot().value).toBe('ready');
    const { distribution } = actor.getSnapshot().context;
    expect(distribution?.counts).toHaveLength(5);
    expect(distribution?.counts.reduce((a, b) => a + b, 0)).toBe(distribution?.total);
  });

  it('starts ready from the counts the server rendered the page with, asking for nothing', () => {
    server.use(bookVariants.distributionFails);
    const actor = createActor(
      ratingDistributionMachine.provide({ actors: ratingDistributionActors(api) }),
      { input: { bookId: 1, initial: { counts: [0, 0, 1, 7, 4], total: 12 } } },
    );
    recordStates(actor, seen);
    actor.start();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.distribution?.total).toBe(12);
  });

  it('fails, and tries again', async () => {
    server.use(bookVariants.distributionFails);
    const actor = start(1);
    await loaded(actor);
    expect(actor.getSnapshot().value).toBe('failed');
    server.resetHandlers();
    actor.send({ type: 'distribution.retry' });
    await loaded(actor);
    expect(actor.getSnapshot().value).toBe('ready');
  });

  it('reaches every state', () => {
    expect([...seen].sort()).toEqual(leafStates(ratingDistributionMachine).stable);
  });
});
