import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_LIST_MAX, sessionsResponseSchema } from '../../src/api/contract';
import { SESSION_TOUCH_MS } from '../auth/sessions';
import { describeDevice } from '../auth/devices';
import { type TestServer, call, register, startTestServer } from './harness';

const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 ' +
  '(KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) ' +
  'Chrome/131.0.0.0 Safari/537.36';

describe('describeDevice', () => {
  it('names the browser and system a reader would recognise, or nothing', () => {
    expect(describeDevice(FIREFOX_LINUX)).toEqual({ browser: 'Firefox 132', os: 'Linux' });
    expect(describeDevice(SAFARI_IPHONE)).toEqual({ browser: 'Safari 17', os: 'iOS 17' });
    expect(describeDevice(CHROME_MAC)).toEqual({ browser: 'Chrome 131', os: 'macOS' });
    expect(describeDevice(null)).toEqual({ browser: null, os: null });
    expect(describeDevice('curl-ish/0')).toEqual({ browser: null, os: null });
  });
});

describe('sessions in settings', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ rateLimits: { requestsPerMinute: 0, registerPerIp: 100 } });
  });
  afterAll(() => server.close());

  const signIn = async (email: string, password: string, agent: string) => {
    const answer = await call(
      server,
      '/auth/login',
      { email, password },
      { headers: { 'user-agent': agent } },
    );
    return answer.body.data.token as string;
  };
  const list = async (token: string) => {
    const answer = await call(server, '/auth/sessions/list', {}, { token });
    return sessionsResponseSchema.parse(answer.body);
  };
  const me = async (token: string) => (await call(server, '/auth/me', {}, { token })).body;

  it('lists each session with its device, first use and last use, the caller marked', async () => {
    const reader = await register(server, 'sessions_lister');
    const laptop = await signIn(reader.email, reader.password, FIREFOX_LINUX);
    server.clock.advance(60_000);
    const phone = await signIn(reader.email, reader.password, SAFARI_IPHONE);

    const seen = await list(laptop);
    // The registration's own sign-in (no agent), the laptop and the phone: latest used first.
    expect(seen.total).toBe(3);
    expect(seen.sessions.map(({ browser, os, current }) => ({ browser, os, current }))).toEqual([
      { browser: 'Safari 17', os: 'iOS 17', current: false },
      { browser: 'Firefox 132', os: 'Linux', current: true },
      { browser: null, os: null, current: false },
    ]);

    // A call SESSION_TOUCH_MS after the last recorded use moves the laptop to the top; the
    // phone, used more recently than that, is not written again.
    server.clock.advance(SESSION_TOUCH_MS - 30_000);
    await me(laptop);
    const after = await list(phone);
    expect(after.sessions[0]).toMatchObject({ browser: 'Firefox 132', current: false });
    expect(after.sessions[0]?.last_used_at).toBe(server.clock.now().toISOString());
    expect(after.sessions[0]?.created_at).not.toBe(after.sessions[0]?.last_used_at);
    expect(after.sessions[1]).toMatchObject({ browser: 'Safari 17', current: true });
  });

  it('ends another session, or every other one, and never the one in use', async () => {
    const reader = await register(server, 'sessions_ender');
    const laptop = await signIn(reader.email, reader.password, FIREFOX_LINUX);
    const phone = await signIn(reader.email, reader.password, SAFARI_IPHONE);
    const phoneId = (await list(phone)).sessions.find((session) => session.current)?.id;

    const ended = await call(
      server,
      '/auth/sessions/end',
      { session_id: phoneId },
      {
        token: laptop,
      },
    );
    expect(ended.body.status.code).toBe('0');
    expect(sessionsResponseSchema.parse(ended.body).total).toBe(2);
    // The phone is signed out: its token is refused.
    expect((await me(phone)).status.code).toBe('5');
    // Again: that session is gone.
    const again = await call(server, '/auth/sessions/end', phoneId, { token: laptop });
    expect([again.http, again.body.status.code]).toEqual([404, '3']);

    // The session in use is ended by signing out, not from the list.
    const laptopId = (await list(laptop)).sessions.find((session) => session.current)?.id;
    const own = await call(server, '/auth/sessions/end', laptopId, { token: laptop });
    expect(own.body.status.code).toBe('1');
    expect((await me(laptop)).status.code).toBe('0');

    const tablet = await signIn(reader.email, reader.password, CHROME_MAC);
    const others = await call(server, '/auth/sessions/end-others', {}, { token: laptop });
    const left = sessionsResponseSchema.parse(others.body);
    expect(left.sessions.map((session) => session.current)).toEqual([true]);
    expect((await me(tablet)).status.code).toBe('5');
    expect((await me(reader.token)).status.code).toBe('5');
    expect((await me(laptop)).status.code).toBe('0');
  });

  it("never shows or ends another reader's session", async () => {
    const owner = await register(server, 'sessions_owner');
    const other = await register(server, 'sessions_other');
    const ownerId = (await list(owner.token)).sessions[0]?.id;
    // The body's ids are checked against the caller's own sessions: not found, as for no id.
    const answer = await call(server, '/auth/sessions/end', ownerId, { token: other.token });
    expect([answer.http, answer.body.status.code]).toEqual([404, '3']);
    expect((await me(owner.token)).status.code).toBe('0');
    expect((await list(other.token)).sessions.map((session) => session.id)).not.toContain(ownerId);
    // Without a session: the sign-in code.
    expect((await call(server, '/auth/sessions/list', {})).body.status.code).toBe('2');
    const junk = await call(
      server,
      '/auth/sessions/end',
      { session_id: 'x' },
      {
        token: owner.token,
      },
    );
    expect(junk.body.status.code).toBe('1');
  });

  it('lists at most SESSION_LIST_MAX sessions, counting them all', async () => {
    const reader = await register(server, 'sessions_many');
    for (let index = 0; index < SESSION_LIST_MAX + 2; index += 1) {
      await signIn(reader.email, reader.password, `Agent ${index}`);
    }
    const seen = await list(reader.token);
    expect(seen.sessions).toHaveLength(SESSION_LIST_MAX);
    expect(seen.total).toBe(SESSION_LIST_MAX + 3);
  });
});
