import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, call, login, register, startTestServer } from './harness';

const LIMIT = 3;
const WINDOW_MS = 15 * 60_000;
const REGISTERED_PASSWORD = 'Passw0rdX';

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

  const change = (token: string, currentPassword: string, newPassword = 'NewPassw0rd') =>
    call(
      server,
      '/users/update/password',
      {
        current_password: currentPassword,
        new_password: newPassword,
        confirm_password: newPassword,
      },
      { token },
    );
  const me = async (token: string) =>
    (await call(server, '/auth/me', {}, { token })).body.status.code as string;
  const emailOf = (username: string) => `${username}@example.test`;

  it('answers code 7 / HTTP 429 after the limit, even to the right password', async () => {
    const owner = await register(server, 'pw_owner');
    const stolen = await login(server, emailOf('pw_owner'), REGISTERED_PASSWORD);

    for (let attempt = 0; attempt < LIMIT; attempt += 1) {
      const wrong = await change(stolen.token, `Guess${attempt}`);
      expect(wrong.http).toBe(401);
      expect(wrong.body.status.code).toBe('11');
    }
    const locked = await change(stolen.token, REGISTERED_PASSWORD);
    expect(locked.http).toBe(429);
    expect(locked.body.status.code).toBe('7');

    // The refused right guess changed nothing: the owner's other device is still signed in
    // and the old password still opens the account.
    expect(await me(owner.token)).toBe('0');
    await login(server, emailOf('pw_owner'), REGISTERED_PASSWORD);

    // Exactly the answer a locked login gives.
    for (let attempt = 0; attempt < LIMIT; attempt += 1) {
      await call(server, '/auth/login', { email: emailOf('pw_owner'), password: 'wrong' });
    }
    const loginLocked = await call(server, '/auth/login', {
      email: emailOf('pw_owner'),
      password: REGISTERED_PASSWORD,
    });
    expect(loginLocked.http).toBe(429);
    expect(locked.body.status).toEqual(loginLocked.body.status);

    server.clock.advance(WINDOW_MS + 1);
    const changed = await change(stolen.token, REGISTERED_PASSWORD);
    expect(changed.body.status.code).toBe('0');
    expect(await me(owner.token)).toBe('5');
  });

  it('counts per account: another reader and the limited reader’s login are unaffected', async () => {
    server.clock.advance(WINDOW_MS + 1);
    const limited = await register(server, 'pw_limited');
    const bystander = await register(server, 'pw_bystander');
    for (let attempt = 0; attempt <= LIMIT; attempt += 1) {
      await change(limited.token, `Guess${attempt}`);
    }
    expect((await change(limited.token, REGISTERED_PASSWORD)).body.status.code).toBe('7');

    const wrong = await change(bystander.token, 'Guess');
    expect(wrong.body.status.code).toBe('11');
    const changed = await change(bystander.token, REGISTERED_PASSWORD);
    expect(changed.body.status.code).toBe('0');

    // A stolen session must not be able to lock the owner out of signing in.
    await login(server, emailOf('pw_limited'), REGISTERED_PASSWORD);
    const counters = await server.context.db
      .selectFrom('rate_limits')
      .select(['key', 'count'])
      .execute();
    expect(counters.find((row) => row.key === `password-account:${limited.user.id}`)?.count).toBe(
      LIMIT + 2,
    );
    expect(counters.some((row) => row.key === `password-account:${bystander.user.id}`)).toBe(false);
  });

  it('clears the counter on a successful change', async () => {
    server.clock.advance(WINDOW_MS + 1);
    const reader = await register(server, 'pw_clearer');
    for (let attempt = 0; attempt < LIMIT - 1; attempt += 1) {
      expect((await change(reader.token, `Guess${attempt}`)).body.status.code).toBe('11');
    }
    expect((await change(reader.token, REGISTERED_PASSWORD)).body.status.code).toBe('0');

    for (let attempt = 0; attempt < LIMIT; attempt += 1) {
      expect((await change(reader.token, `Guess${attempt}`)).body.status.code).toBe('11');
    }
    expect((await change(reader.token, 'NewPassw0rd')).body.status.code).toBe('7');
  });

  it('lets no more than the limit of parallel guesses reach the password check', async () => {
    server.clock.advance(WINDOW_MS + 1);
    const reader = await register(server, 'pw_parallel');
    const answers = await Promise.all(
      Array.from({ length: LIMIT + 5 }, (_, index) => change(reader.token, `Guess${index}`)),
    );
    const codes = answers.map((answer) => answer.body.status.code as string);
    expect(codes.filter((code) => code === '11')).toHaveLength(LIMIT);
    expect(codes.filter((code) => code === '7')).toHaveLength(5);
  });
});
