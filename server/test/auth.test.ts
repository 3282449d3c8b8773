import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginResponseSchema, userResponseSchema } from '../../src/api/contract';
import { type TestServer, call, login, register, registration, startTestServer } from './harness';
import { changePassword, rateLimitCount } from './passwords';

describe('auth', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      rateLimits: {
        requestsPerMinute: 0,
        loginPerIp: 6,
        loginPerAccountPerIp: 3,
        registerPerIp: 4,
      },
    });
  });
  afterAll(() => server.close());

  it('logs the demo reader in with a token and user info', async () => {
    const answer = await call(server, '/auth/login', {
      email: '  ADA@shelfmark.test ',
      password: 'Shelfmark2026',
    });
    expect(answer.http).toBe(200);
    const body = loginResponseSchema.parse(answer.body);
    expect(body.status.code).toBe('0');
    expect(body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.data.userInfo).toMatchObject({
      username: 'ada_reads',
      email: 'ada@shelfmark.test',
    });
    const stored = await server.context.db.selectFrom('sessions').select('token_hash').execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(body.data.token);
  });

  it('answers code 11 for a wrong password and for an unknown email alike', async () => {
    const wrong = await call(server, '/auth/login', {
      email: 'bora@shelfmark.test',
      password: 'nope',
    });
    const unknown = await call(server, '/auth/login', {
      email: 'nobody@shelfmark.test',
      password: 'nope',
    });
    for (const answer of [wrong, unknown]) {
      expect(answer.http).toBe(401);
      expect(answer.body.status.code).toBe('11');
    }
    expect(wrong.body.status.message).toBe(unknown.body.status.message);
  });

  it('validates login and register bodies naming the field', async () => {
    const answer = await call(server, '/auth/login', { email: 'not-an-email', password: '' });
    expect(answer.http).toBe(400);
    expect(answer.body.status.code).toBe('1');
    expect(answer.body.status.values).toContain('email: must be a valid email address');
    expect(answer.body.status.values).toContain('password: is required');

    const weak = await call(server, '/auth/register', {
      name: 'Al',
      surname: 'Bo',
      username: 'bad name',
      email: 'x@',
      password: 'short',
      confirm_password: 'other',
    });
    expect(weak.body.status.code).toBe('1');
    const values: string[] = weak.body.status.values;
    for (const field of ['name', 'surname', 'username', 'email', 'password', 'confirm_password']) {
      expect(values.some((value) => value.startsWith(`${field}: `))).toBe(true);
    }
    expect(values).toContain('password: must contain an uppercase letter');
    expect(values).toContain('password: must contain a digit');
  });

  it('registers a reader, and refuses a taken username or email with code 6', async () => {
    // A mixed-case email: it is stored, and compared, in lower case.
    const body = { ...registration('deniz_reads', 'Kitap2026x'), email: 'Deniz@Example.test' };
    const created = await call(server, '/auth/register', body);
    expect(created.http).toBe(200);
    const user = userResponseSchema.parse(created.body).users[0];
    expect(user).toMatchObject({ username: 'deniz_reads', email: 'deniz@example.test' });

    const sameName = await call(server, '/auth/register', {
      ...body,
      username: 'DENIZ_READS',
      email: 'x@example.test',
    });
    expect(sameName.http).toBe(409);
    expect(sameName.body.status.code).toBe('6');
    expect(sameName.body.status.values.join(' ')).toContain('username');

    const sameEmail = await call(server, '/auth/register', {
      ...body,
      username: 'other_name',
      email: 'DENIZ@example.test',
    });
    expect(sameEmail.body.status.code).toBe('6');
    expect(sameEmail.body.status.values.join(' ')).toContain('email');
    expect(sameEmail.body.status.values.join(' ')).not.toContain('username');

    const session = await login(server, 'deniz@example.test', 'Kitap2026x');
    expect(session.user.id).toBe(user?.id);
  });

  it('knows who is signed in, and logout revokes the token (then code 5)', async () => {
    const { token } = await login(server, 'bora@shelfmark.test');
    const me = await call(server, '/auth/me', undefined, { token });
    expect(me.body.users[0].username).toBe('bora_books');
    const bare = await call(server, '/auth/me', {}, { headers: { authorization: token } });
    expect(bare.body.status.code).toBe('0');

    expect((await call(server, '/auth/logout', {}, { token })).body.status.code).toBe('0');
    const after = await call(server, '/auth/me', {}, { token });
    expect(after.http).toBe(401);
    expect(after.body.status.code).toBe('5');
    // A guest without any token is asked to sign in instead.
    const guest = await call(server, '/auth/me', {});
    expect(guest.http).toBe(401);
    expect(guest.body.status.code).toBe('2');
    // Public reads still work with a stale token: it is treated as a guest.
    expect((await call(server, '/books/genres', undefined, { token })).body.status.code).toBe('0');
  });

  it('expires sessions after 30 days', async () => {
    const { token } = await login(server, 'cem@shelfmark.test');
    server.clock.advance(29 * 24 * 3600_000);
    expect((await call(server, '/auth/me', {}, { token })).body.status.code).toBe('0');
    server.clock.advance(2 * 24 * 3600_000);
    const expired = await call(server, '/auth/me', {}, { token });
    expect(expired.http).toBe(401);
    expect(expired.body.status.code).toBe('5');
  });

  it('changes the password with the current one and revokes other sessions', async () => {
    const session = await register(server, 'pw_changer');
    const other = await login(server, 'pw_changer@example.test', session.password);

    const wrong = await changePassword(server, session.token, 'nope');
    expect(wrong.http).toBe(401);
    expect(wrong.body.status.code).toBe('11');

    const mismatch = await changePassword(
      server,
      session.token,
      session.password,
      'NewPassw0rd',
      'NewPassw0rd!',
    );
    expect(mismatch.body.status.code).toBe('1');
    expect(mismatch.body.status.values).toContain('confirm_password: passwords do not match');

    const weak = await changePassword(server, session.token, session.password, 'alllowercase1');
    expect(weak.body.status.values).toContain('new_password: must contain an uppercase letter');

    const changed = await changePassword(server, session.token, session.password, 'NewPassw0rd');
    expect(changed.body.status.code).toBe('0');
    expect((await call(server, '/auth/me', {}, { token: session.token })).body.status.code).toBe(
      '0',
    );
    expect((await call(server, '/auth/me', {}, { token: other.token })).body.status.code).toBe('5');
    const old = await call(server, '/auth/login', {
      email: 'pw_changer@example.test',
      password: session.password,
    });
    expect(old.body.status.code).toBe('11');
    await login(server, 'pw_changer@example.test', 'NewPassw0rd');
  });

  it('limits failed logins per account and address, then per address, with code 7 / HTTP 429', async () => {
    server.clock.advance(60 * 60_000);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const answer = await call(server, '/auth/login', {
        email: 'ada@shelfmark.test',
        password: 'wrong',
      });
      expect(answer.body.status.code).toBe('11');
    }
    const locked = await call(server, '/auth/login', {
      email: 'ada@shelfmark.test',
      password: 'Shelfmark2026',
    });
    expect(locked.http).toBe(429);
    expect(locked.body.status.code).toBe('7');
    expect(await rateLimitCount(server, 'login-pair:127.0.0.1|ada@shelfmark.test')).toBe(3);
    expect(await rateLimitCount(server, 'login-account:ada@shelfmark.test')).toBe(3);

    // Other accounts from the same address: three more failures reach the per-address ceiling.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await call(server, '/auth/login', { email: `x${attempt}@shelfmark.test`, password: 'wrong' });
    }
    const byAddress = await call(server, '/auth/login', {
      email: 'bora@shelfmark.test',
      password: 'Shelfmark2026',
    });
    expect(byAddress.body.status.code).toBe('7');

    server.clock.advance(16 * 60_000);
    await login(server, 'ada@shelfmark.test');
  });

  it('limits registrations per address', async () => {
    server.clock.advance(2 * 3600_000);
    const codes: string[] = [];
    for (let index = 0; index < 5; index += 1) {
      const answer = await call(server, '/auth/register', registration(`many_${index}_x`));
      codes.push(answer.body.status.code);
    }
    expect(codes).toEqual(['0', '0', '0', '0', '7']);
  });
});

describe('failed-login limits under parallel requests', () => {
  const PER_PAIR = 3;
  const PER_ADDRESS = 5;
  const WINDOW_MS = 15 * 60_000;
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      rateLimits: {
        requestsPerMinute: 0,
        loginPerAccountPerIp: PER_PAIR,
        loginPerIp: PER_ADDRESS,
        loginWindowMs: WINDOW_MS,
      },
    });
  });
  afterAll(() => server.close());

  const attempt = (email: string, password: string) =>
    call(server, '/auth/login', { email, password });
  const codesOf = (answers: { body: { status: { code: string } } }[]) =>
    answers.map((answer) => answer.body.status.code);
  const counter = (key: string) => rateLimitCount(server, key);

  it('lets exactly the per-pair limit of a parallel burst reach the password check', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => attempt('ada@shelfmark.test', `Guess${index}`)),
    );
    const codes = codesOf(answers);
    expect(codes.filter((code) => code === '11')).toHaveLength(PER_PAIR);
    expect(codes.filter((code) => code === '7')).toHaveLength(20 - PER_PAIR);
    const refused = answers.find((answer) => answer.body.status.code === '7');
    expect(refused?.http).toBe(429);
    // Refused attempts give their counts back: only the failures stay counted.
    expect(await counter('login-pair:127.0.0.1|ada@shelfmark.test')).toBe(PER_PAIR);
    expect(await counter('login-account:ada@shelfmark.test')).toBe(PER_PAIR);
    expect(await counter('login-ip:127.0.0.1')).toBe(PER_PAIR);

    const locked = await attempt('ada@shelfmark.test', 'Shelfmark2026');
    expect(locked.http).toBe(429);
    expect(locked.body.status.code).toBe('7');
    server.clock.advance(WINDOW_MS + 1);
    await login(server, 'ada@shelfmark.test');
  });

  it('lets exactly the per-address limit of a parallel burst reach the password check', async () => {
    server.clock.advance(WINDOW_MS + 1);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => attempt(`nobody${index}@shelfmark.test`, 'wrong')),
    );
    const codes = codesOf(answers);
    expect(codes.filter((code) => code === '11')).toHaveLength(PER_ADDRESS);
    expect(codes.filter((code) => code === '7')).toHaveLength(20 - PER_ADDRESS);
    expect(await counter('login-ip:127.0.0.1')).toBe(PER_ADDRESS);
    // An address-refused attempt never counted against its account.
    const accountCounts = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        counter(`login-account:nobody${index}@shelfmark.test`),
      ),
    );
    expect(accountCounts.filter((count) => count === 1)).toHaveLength(PER_ADDRESS);
    expect(accountCounts.filter((count) => count === undefined)).toHaveLength(20 - PER_ADDRESS);

    const locked = await attempt('bora@shelfmark.test', 'Shelfmark2026');
    expect(locked.http).toBe(429);
    expect(locked.body.status.code).toBe('7');
  });

  it('does not let successful logins use up the allowance', async () => {
    server.clock.advance(WINDOW_MS + 1);
    // Successes in flight hold a place (their outcome is not known yet); once done they give
    // it back, so a run of them longer than the limit is never refused.
    const parallel = await Promise.all(
      Array.from({ length: PER_PAIR }, () => attempt('cem@shelfmark.test', 'Shelfmark2026')),
    );
    expect(codesOf(parallel)).toEqual(Array.from({ length: PER_PAIR }, () => '0'));
    for (let round = 0; round < PER_ADDRESS + 2; round += 1) {
      await login(server, 'bora@shelfmark.test');
    }
    expect((await counter('login-ip:127.0.0.1')) ?? 0).toBe(0);
    expect((await counter('login-account:bora@shelfmark.test')) ?? 0).toBe(0);

    // A success clears its pair's failures, so that address's allowance starts again; the
    // account-wide count keeps the failures (it only ever slows, see throttle.test.ts).
    for (let round = 0; round < 2; round += 1) {
      for (let failure = 0; failure < PER_PAIR - 1; failure += 1) {
        expect((await attempt('ada@shelfmark.test', 'wrong')).body.status.code).toBe('11');
      }
      await login(server, 'ada@shelfmark.test');
      expect(await counter('login-pair:127.0.0.1|ada@shelfmark.test')).toBeUndefined();
      expect(await counter('login-account:ada@shelfmark.test')).toBe((round + 1) * (PER_PAIR - 1));
      server.clock.advance(1_000);
    }
  });
});
