import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { RESET_LINK_MINUTES, resetLinkUrl } from '../../src/api/contract';
import { findOpenReset, issueResetToken, redeemResetToken } from '../auth/passwordResets';
import { clear, giveBack, hit, loginDelayMs, take } from '../auth/rateLimits';
import { checkStanding } from '../auth/standing';
import {
  createSession,
  endOtherSession,
  listSessions,
  revokeOtherSessions,
  revokeSession,
} from '../auth/sessions';
import { type AppContext, isoNow } from '../context';
import { notFound, rateLimited, wrongCredentials } from '../domain/errors';
import { ok } from '../http/envelope';
import { sendLater } from '../mail/later';
import { passwordResetMail } from '../mail/templates';
import {
  assertRegistrable,
  createUser,
  findLoginUser,
  findUser,
  toPublicUser,
} from '../repos/users';
import { isModerator } from '../repos/moderationRoles';
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

    const row = await findLoginUser(db, body.email);
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
    // After the password, so only the owner learns of a suspension (code 4, its end and reason).
    const standing = await checkStanding(context, row.id);
    const token = await createSession(context, row.id, request.headers['user-agent']);
    return ok({
      data: { token, userInfo: { ...toPublicUser(row, true), is_moderator: standing.isModerator } },
    });
  });

  defineRoute(app, context, '/auth/register', async ({ body, request }) => {
    const attempts = await hit(context, `register-ip:${request.ip}`, limits.registerWindowMs);
    if (attempts > limits.registerPerIp) throw rateLimited();

    await assertRegistrable(db, body.username, body.email);
    const passwordHash = await context.passwords.hash(body.password);
    const id = await createUser(
      db,
      {
        username: body.username,
        name: body.name,
        surname: body.surname,
        email: body.email,
        passwordHash,
      },
      isoNow(context),
    );
    const user = await findUser(db, id);
    if (!user) throw notFound('User');
    return ok({ users: [toPublicUser(user, true)] });
  });

  defineRoute(app, context, '/auth/password-reset/request', async ({ body, request }) => {
    // Counted in the database like the login limits, per client address and per address asked
    // for. The second counts unknown addresses too, so a refusal tells nothing about accounts.
    const byIp = await hit(context, `reset-ip:${request.ip}`, limits.resetWindowMs);
    if (byIp > limits.resetPerIp) throw rateLimited();
    const byAddress = await hit(context, `reset-account:${body.email}`, limits.resetWindowMs);
    if (byAddress > limits.resetPerAccount) throw rateLimited();

    // Whether an account uses the address is found out after the answer, so the answer and its
    // timing are the same for a known and an unknown address (no account enumeration).
    sendLater(context, request.log, 'password reset mail', async () => {
      const row = await findLoginUser(db, body.email);
      if (!row) return;
      const token = await issueResetToken(context, row.id);
      const link = resetLinkUrl(context.publicUrl, token);
      const mail = passwordResetMail(body.locale ?? 'en', {
        name: row.name,
        link,
        minutes: RESET_LINK_MINUTES,
      });
      await context.mailer.send({ to: row.email, ...mail, link });
    });
    return ok({});
  });

  defineRoute(app, context, '/auth/password-reset/confirm', async ({ body }) => {
    // Why a link cannot be used is told before the costly hash; the claim itself is atomic.
    const reset = await findOpenReset(context, body.token);
    const passwordHash = await context.passwords.hash(body.password);
    await redeemResetToken(context, body.token, reset, passwordHash);
    return ok({});
  });

  defineRoute(app, context, '/auth/me', async ({ user }) => {
    const [row, moderator] = await Promise.all([
      findUser(db, user.userId),
      isModerator(db, user.userId),
    ]);
    if (!row) throw notFound('User');
    return ok({ users: [{ ...toPublicUser(row, true), is_moderator: moderator }] });
  });

  defineRoute(app, context, '/auth/logout', async ({ user }) => {
    await revokeSession(context, user.tokenHash);
    return ok({});
  });

  // The session lists answer with the list as it now is, so Settings needs no second call.
  defineRoute(app, context, '/auth/sessions/list', async ({ user }) =>
    ok(await listSessions(context, user)),
  );

  defineRoute(app, context, '/auth/sessions/end', async ({ body, user }) => {
    await endOtherSession(context, user, body.session_id);
    return ok(await listSessions(context, user));
  });

  defineRoute(app, context, '/auth/sessions/end-others', async ({ user }) => {
    await revokeOtherSessions(context, user.userId, user.tokenHash);
    return ok(await listSessions(context, user));
  });
}
