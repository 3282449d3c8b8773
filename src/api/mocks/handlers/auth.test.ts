import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../client';
import { RESET_TOKENS } from '../fixtures';
import { authHandlers } from './auth';

// The handlers use relative paths, as in the browser; MSW resolves them against `location`.
vi.stubGlobal('location', new URL('http://localhost/'));

const server = setupServer(...authHandlers);
const call = createApiClient({ getToken: () => null, baseUrl: 'http://localhost/api' });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => {
  server.close();
  vi.unstubAllGlobals();
});

const confirm = (token: string, password = 'Bookworm2027', confirmPassword = password) =>
  call('/auth/password-reset/confirm', { token, password, confirm_password: confirmPassword });

describe('password reset mocks', () => {
  it('answer every address alike', async () => {
    for (const email of ['ada@shelfmark.test', 'nobody@example.test']) {
      await expect(call('/auth/password-reset/request', { email })).resolves.toMatchObject({
        status: { code: '0' },
      });
    }
  });

  it('answer each fixture token as the server would', async () => {
    await expect(confirm(RESET_TOKENS.valid)).resolves.toMatchObject({ status: { code: '0' } });
    await expect(confirm(RESET_TOKENS.expired)).rejects.toMatchObject({ code: '13' });
    await expect(confirm(RESET_TOKENS.used)).rejects.toMatchObject({ code: '14' });
    await expect(confirm('x'.repeat(43))).rejects.toMatchObject({ code: '12' });
    await expect(confirm('broken')).rejects.toMatchObject({ code: '12' });
    await expect(confirm(RESET_TOKENS.valid, 'weak', 'other')).rejects.toMatchObject({
      code: '1',
      values: expect.arrayContaining(['password: must be at least 8 characters']),
    });
  });
});

describe('session mocks', () => {
  it('list Ada’s sessions and end them as the server would', async () => {
    const listed = await call('/auth/sessions/list', {});
    expect(listed.sessions.filter((session) => session.current)).toHaveLength(1);
    const ended = await call('/auth/sessions/end', { session_id: 38 });
    expect(ended.sessions.map((session) => session.id)).not.toContain(38);
    expect(ended.total).toBe(listed.total - 1);
    const others = await call('/auth/sessions/end-others', {});
    expect(others.sessions.map((session) => session.current)).toEqual([true]);
    const current = listed.sessions.find((session) => session.current)?.id;
    await expect(call('/auth/sessions/end', { session_id: current ?? 0 })).rejects.toMatchObject({
      code: '1',
    });
    await expect(call('/auth/sessions/end', { session_id: 9999 })).rejects.toMatchObject({
      code: '3',
    });
  });
});
