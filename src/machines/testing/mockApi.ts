import { http, HttpResponse, type RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import type { AnyActorRef, AnyMachineSnapshot } from 'xstate';
import { API_CODES, createApiClient } from '../../api/client';
import { settle } from './harness';

/**
 * For machine tests whose real actors call the mock server (the MSW worlds that keep the
 * contract's rules): a server for the file, reset after each test, and a signed-in client.
 * Call at the top of a test file.
 */
export function mockApiForFile(...handlers: RequestHandler[]) {
  // The handlers use relative paths, as in the browser; MSW resolves them against `location`.
  vi.stubGlobal('location', new URL('http://localhost/'));
  const server = setupServer(...handlers);
  const api = createApiClient({ getToken: () => 'token', baseUrl: 'http://localhost/api' });
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => {
    server.close();
    vi.unstubAllGlobals();
  });
  return { server, api };
}

/** A call that answers a server error. */
export const failing = (path: string) =>
  http.post(`/api${path}`, () =>
    HttpResponse.json({ status: { code: API_CODES.internal } }, { status: 500 }),
  );

/** Waits until the actor has left its loading state and nothing busy runs. */
export async function calm(actor: AnyActorRef) {
  for (let turn = 0; turn < 50; turn += 1) {
    const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
    if (!snapshot.hasTag('busy') && snapshot.value !== 'loading') return;
    await settle();
  }
}
