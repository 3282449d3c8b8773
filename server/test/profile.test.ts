import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, call, login, register, startTestServer } from './harness';
import { changePassword, rateLimitCount } from './passwords';

const LIMIT = 3;
const WINDOW_MS = 15 * 60_000;

describe('profile updates and the email', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      rateLimits: { requestsPerMinute: 0, currentPasswordPerAccount: LIMIT },
    });
  });
  afterAll(() => server.close());

  const profile = (username: string, extra: Record<string, unknown> = {}) => ({
    name: 'Grace',
    surname: 'Hopper',
    email: `${username}@example.test`,
    ...extra,
  });
  const update = (token: string, body: Record<string, unknown>) =>
    call(server, '/users/update/profile', body, { token });
  const me = async (token: string) =>
    (await call(server, '/auth/me', {}, { token })).body.status.code as string;
  const storedEmail = async (id: number) =>
    (
      await server.context.db
        .selectFrom('users')
        .select('email')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).email;

  it('changes the email only with the current password, then ends the other sessions', async () => {
    const session = await register(server, 'mover');
    const other = await login(server, 'mover@example.test', session.password);
    const moved = profile('mover', { email: 'Moved@Example.test' });

    const without = await update(session.token, moved);
    expect([without.http, without.body.status.code]).toEqual([400, '1']);
    expect(without.body.status.values).toEqual([
      'current_password: is required to change the email',
    ]);
    const wrong = await update(session.token, { ...moved, current_password: 'Guess1234' });
    expect([wrong.http, wrong.body.status.code]).toEqual([401, '11']);
    expect(wrong.body.status.values).toEqual(['current_password: is wrong']);
    expect(await storedEmail(session.user.id)).toBe('mover@example.test');
    expect(await me(other.token)).toBe('0');

    const changed = await update(session.token, {
      ...moved,
      current_password: session.password,
    });
    expect(changed.body.status.code).toBe('0');
    expect(changed.body.users[0].email).toBe('moved@example.test');
    expect(await me(session.token)).toBe('0');
    expect(await me(other.token)).toBe('5');
    const old = await call(server, '/auth/login', {
      email: 'mover@example.test',
      password: session.password,
    });
    expect(old.body.status.code).toBe('11');
    await login(server, 'moved@example.test', session.password);
  });

  it('needs no password when the email stays (spaces and case aside), and keeps the sessions', async () => {
    const session = await register(server, 'renamer');
    const other = await login(server, 'renamer@example.test', session.password);
    const renamed = await update(
      session.token,
      profile('renamer', { name: 'Amazing', email: '  RENAMER@example.test ', gender: 'female' }),
    );
    expect(renamed.body.status.code).toBe('0');
    expect(renamed.body.users[0]).toMatchObject({ name: 'Amazing', gender: 'female' });
    // A password sent along with an unchanged email is not checked (nor counted).
    const extra = await update(session.token, profile('renamer', { current_password: 'Guess' }));
    expect(extra.body.status.code).toBe('0');
    expect(await me(other.token)).toBe('0');
    expect(await rateLimitCount(server, `password-account:${session.user.id}`)).toBeUndefined();
  });

  it('refuses a taken email with the right password (6) and changes nothing', async () => {
    const session = await register(server, 'claimer');
    const other = await login(server, 'claimer@example.test', session.password);
    await register(server, 'holder');
    const taken = await update(
      session.token,
      profile('claimer', { email: 'holder@example.test', current_password: session.password }),
    );
    expect([taken.http, taken.body.status.code]).toEqual([409, '6']);
    expect(await storedEmail(session.user.id)).toBe('claimer@example.test');
    expect(await me(other.token)).toBe('0');
  });

  it('counts wrong passwords with the password change’s, up to the same limit', async () => {
    server.clock.advance(WINDOW_MS + 1);
    const session = await register(server, 'guesser');
    const moved = profile('guesser', { email: 'guessed@example.test' });
    for (let attempt = 0; attempt < LIMIT - 1; attempt += 1) {
      const wrong = await update(session.token, { ...moved, current_password: `Guess${attempt}` });
      expect(wrong.body.status.code).toBe('11');
    }
    const viaPassword = await changePassword(server, session.token, 'Guess9');
    expect(viaPassword.body.status.code).toBe('11');
    // The limit is reached: even the right password is refused until the window ends.
    const limited = await update(session.token, {
      ...moved,
      current_password: session.password,
    });
    expect([limited.http, limited.body.status.code]).toEqual([429, '7']);
    expect(await storedEmail(session.user.id)).toBe('guesser@example.test');

    server.clock.advance(WINDOW_MS + 1);
    const changed = await update(session.token, {
      ...moved,
      current_password: session.password,
    });
    expect(changed.body.status.code).toBe('0');
  });

  it('lets no more than the limit of parallel guesses reach the password check', async () => {
    server.clock.advance(WINDOW_MS + 1);
    const session = await register(server, 'burster');
    const answers = await Promise.all(
      Array.from({ length: LIMIT + 5 }, (_, index) =>
        update(
          session.token,
          profile('burster', { email: 'burst@example.test', current_password: `Guess${index}` }),
        ),
      ),
    );
    const codes = answers.map((answer) => answer.body.status.code as string);
    expect(codes.filter((code) => code === '11')).toHaveLength(LIMIT);
    expect(codes.filter((code) => code === '7')).toHaveLength(5);
  });
});
