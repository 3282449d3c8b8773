import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { clear, giveBack, hit, loginDelayMs, take } from '../auth/rateLimits';
import { createSession, revokeSession } from '../auth/sessions';
import { type AppContext, isoNow } from '../context';
import { conflict, notFound, rateLimited, wrongCredentials } from '../http/errors';
import { ok } from '../http/envelope';
import { findUser, publicUserColumns, toPublicUser } from '../repos/users';
import { defineRoute } from './define';

export function authRoutes(app: FastifyInstance, context: AppContext) {
  const { db, limits } = context;

  defineRoute(app, context, '/auth/login', async ({ body, request }) => {
    // Every attempt is counted before the password check, one atomic statement per counter,
    // so a burst of parallel guesses cannot get past a limit. Only failures are meant to
    // count: a refused attempt gives its counts back, a success gives back the address and
    // account counts and clears its pair's. The address is counted first so that a limited
    // address cannot even briefly raise an account's counts.
    const byIp = await take(context, `login-ip:${request.ip}`, limits.loginWindowMs);
    if (byIp.count > limits.loginPerIp) {
      await giveBack(context, byIp);
      throw rateLimited();
    }
    // Refusing per (account, address) pair rather than per account: a per-account lockout let
    // anyone lock any owner out with a few wrong passwords. The address never contains `|`.
    const byPair = await take(
      context,
      `login-pair:${request.ip}|${body.email}`,
      limits.loginWindowMs,
    );
    if (byPair.count > limits.loginPerAccountPerIp) {
      await Promise.all([giveBack(context, byIp), giveBack(context, byPair)]);
      throw rateLimited();
    }
    // Guesses from many addresses are slowed, never refused, so the owner can still sign in.
    const byAccount = await take(context, `login-account:${body.email}`, limits.loginWindowMs);
    const delay = loginDelayMs(byAccount.count, limits);
    if (delay > 0) await sleep(delay);

    const row = await db
      .selectFrom('users')
      .select([...publicUserColumns, 'users.password_hash'])
      .where('users.email', '=', body.email)
      .executeTakeFirst();
    const valid = row
      ? await context.passwords.verify(row.password_hash, body.password)
      : await context.passwords.verifyNothing(body.password);
    if (!row || !valid) throw wrongCredentials();
    // The owner's success does not forgive other addresses' failures on the account.
    await Promise.all([
      giveBack(context, byIp),
      giveBack(context, byAccount),
      clear(context, byPair.key),
    ]);
    const token = await createSession(context, row.id);
    return ok({ data: { token, userInfo: toPublicUser(row, true) } });
  });

  defineRoute(app, context, '/auth/register', async ({ body, request }) => {
    const attempts = await hit(context, `register-ip:${request.ip}`, limits.registerWindowMs);
    if (attempts > limits.registerPerIp) throw rateLimited();

    const taken = await db
      .selectFrom('users')
      .select(['username_key', 'email'])
      .where((eb) =>
        eb.or([eb('username_key', '=', body.username.toLowerCase()), eb('email', '=', body.email)]),
      )
      .execute();
    const conflicts = [
      ...(taken.some((row) => row.username_key === body.username.toLowerCase())
        ? ['username: is already in use']
        : []),
      ...(taken.some((row) => row.email === body.email) ? ['email: is already registered'] : []),
    ];
    if (conflicts.length > 0) throw conflict('Registration failed.', conflicts);

    const passwordHash = await context.passwords.hash(body.password);
    const now = isoNow(context);
    const inserted = await db
      .insertInto('users')
      .values({
        username: body.username,
        username_key: body.username.toLowerCase(),
        name: body.name,
        surname: body.surname,
        full_name: `${body.name} ${body.surname}`,
        email: body.email,
        gender: null,
        password_hash: passwordHash,
        avatar_version: null,
        created_at: now,
        updated_at: now,
      })
      // Two simultaneous registrations of one name: the loser gets the same conflict answer.
      .onConflict((onConflict) => onConflict.doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) throw conflict('Registration failed.', ['username or email: is already in use']);
    const user = await findUser(db, inserted.id);
    if (!user) throw notFound('User');
    return ok({ users: [toPublicUser(user, true)] });
  });

  defineRoute(app, context, '/auth/me', async ({ user }) => {
    const row = await findUser(db, user.userId);
    if (!row) throw notFound('User');
    return ok({ users: [toPublicUser(row, true)] });
  });

  defineRoute(app, context, '/auth/logout', async ({ user }) => {
    await revokeSession(context, user.tokenHash);
    return ok({});
  });
}
