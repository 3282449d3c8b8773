import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client';

const okAnswer = () =>
  new Response(JSON.stringify({ status: { code: '0', values: [], message: '' }, users: [] }), {
    headers: { 'content-type': 'application/json' },
  });

afterEach(() => vi.unstubAllGlobals());

describe('createApiClient', () => {
  it('lets the browser run other tasks before each request, keeping their order', async () => {
    const events: string[] = [];
    let release: () => void = () => undefined;
    const turn = new Promise<void>((resolve) => {
      release = resolve;
    });
    vi.stubGlobal('scheduler', {
      yield: () => {
        events.push('yield');
        return turn;
      },
    });
    const fetch = vi.fn(async (url: RequestInfo | URL, _init?: RequestInit) => {
      events.push(`fetch ${String(url)}`);
      return okAnswer();
    });
    const call = createApiClient({ getToken: () => null, fetch, baseUrl: 'http://localhost/api' });

    const first = call('/users/discover', { limit: 1 }).catch(() => undefined);
    const second = call('/users/discover', { limit: 2 }).catch(() => undefined);
    // Both calls wait for their turn: no request has started in the task that made them.
    expect(events).toEqual(['yield', 'yield']);
    expect(fetch).not.toHaveBeenCalled();

    release();
    await Promise.all([first, second]);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({ limit: 1 });
    expect(JSON.parse(String(fetch.mock.calls[1]?.[1]?.body))).toEqual({ limit: 2 });
  });

  it('starts the request at once where the runtime has no scheduler.yield', async () => {
    vi.stubGlobal('scheduler', undefined);
    const fetch = vi.fn(async () => okAnswer());
    const call = createApiClient({ getToken: () => null, fetch, baseUrl: 'http://localhost/api' });
    const pending = call('/users/discover', { limit: 1 }).catch(() => undefined);
    await Promise.resolve();
    expect(fetch).toHaveBeenCalledTimes(1);
    await pending;
  });
});
