import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, call, login, register, startTestServer } from './harness';
import { changePassword, rateLimitCount } from './passwords';

const LIMIT = 3;
const WINDOW_MS = 15 * 60_000;

describe('password change attempts are limited like failed logins', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      rateLimits: {
        requestsPerMinute: 0,
        currentPasswordPerAccount: LIMIT,
        loginPerAccountPerIp: LIMIT,
        loginWindowMs: WINDOW_MS,
      },
    });
  });
  afterAll(() => server.close());

  const me = async (token: string) =>
    (await call(server, '/auth/me', {}, { token })).body.status.code as string;

  it('answers code 7 / HTTP 429 after the limit, even to the right password', async () => {
    const owner = await register(server, 'pw_owner');
    const stolen = await login(server, owner.email, owner.password);

    for (let attempt = 0; attempt < LIMIT; attempt += 1) {
      const wrong = await changePassword(server, stolen.token, `Guess${attempt}`);
      expect(wrong.http).toBe(401);
      expect(wrong.body.status.code).toBe('11');
    }
    const locked = await changePassword(server, stolen.token, owner.password);
    expect(locked.http).toBe(429);
    expect(locked.body.status.code).toBe('7');

    // The refused right guess changed nothing: the owner's other device is still signed in
    // and the old password still opens the account.
    expect(await me(owner.token)).toBe('0');
    await login(server, owner.email, owner.password);

    // Exactly the answer a locked login gives.
    for (let attempt = 0; attempt < LIMIT; attempt += 1) {
      await call(server, '/auth/login', { email: owner.email, password: 'wrong' });
    }
    const loginLocked = await call(server, '/auth/login', {
      email: owner.email,
      password: owner.password,
    });
    expect(loginLocked.http).toBe(429);
    expect(locked.body.status).toEqual(loginLocked.body.status);

    server.clock.advance(WINDOW_MS + 1);
    const changed = await changePassword(server, stolen.token, owner.password);
    expect(changed.body.status.code).toBe('0');
    expect(await me(owner.token)).toBe('5');
  });

  it('counts per account: another reader and the limited reader’s login are unaffected', async () => {
    server.clock.advance(WINDOW_MS + 1);
    const limited = await register(server, 'pw_limited');
    const bystander = await register(server, 'pw_bystander');
    for (let attempt = 0; attempt <= LIMIT; attempt += 1) {
      await changePassword(server, limited.token, `Guess${attempt}`);
    }
    expect((await changePassword(server, limited.token, limited.password)).body.status.code).toBe(
      '7',
    );

    const wrong = await changePassword(server, bystander.token, 'Guess');
    expect(wrong.body.status.code).toBe('11');
    const changed = await changePassword(server, bystander.token, bystander.password);
    expect(changed.body.status.code).toBe('0');

    // A stolen session must not be able to lock the owner out of signing in.
    await login(server, limited.email, limited.password);
    expect(await rateLimitCount(server, `password-account:${limited.user.id}`)).toBe(LIMIT + 2);
    expect(await rateLimitCount(server, `password-account:${bystander.user.id}`)).toBeUndefined();
  });

  it('clears the counter on a successful change', async () => {
    server.clock.advance(WINDOW_MS + 1);
    const reader = await register(server, 'pw_clearer');
    for (let attempt = 0; attempt < LIMIT - 1; attempt += 1) {
      expect((await changePassword(server, reader.token, `Guess${attempt}`)).body.status.code).toBe(
        '11',
      );
    }
    expect((await changePassword(server, reader.token, reader.password)).body.status.code).toBe(
      '0',
    );

    for (let attempt = 0; attempt < LIMIT; attempt += 1) {
      expect((await changePassword(server, reader.token, `Guess${attempt}`)).body.status.code).toBe(
        '11',
      );
    }
    expect((await changePassword(server, reader.token, 'NewPassw0rd')).body.status.code).toBe('7');
  });

  it('lets no more than the limit of parallel guesses reach the password check', async () => {
    server.clock.advance(WINDOW_MS + 1);
    const reader = await register(server, 'pw_parallel');
    const answers = await Promise.all(
      Array.from({ length: LIMIT + 5 }, (_, index) =>
        changePassword(server, reader.token, `Guess${index}`),
      ),
    );
    const codes = answers.map((answer) => answer.body.status.code as string);
    expect(codes.filter((code) => code === '11')).toHaveLength(LIMIT);
    expect(codes.filter((code) => code === '7')).toHaveLength(5);
  });
});
