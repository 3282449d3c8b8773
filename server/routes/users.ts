import type { FastifyInstance } from 'fastify';
import { DISCOVER_LIMIT, PHOTO_MAX_BYTES } from '../../src/api/contract';
import { checkCurrentPassword, clearCurrentPasswordAttempts } from '../auth/currentPassword';
import { revokeOtherSessions } from '../auth/sessions';
import { type AppContext, isoNow } from '../context';
import { invalid, notFound } from '../domain/errors';
import { ok } from '../http/envelope';
import { decodePhoto, photoVersion, reencodePhoto } from '../http/images';
import { sendLater } from '../mail/later';
import { emailChangedMail } from '../mail/templates';
import { deleteAccount } from '../repos/accountDeletion';
import { findAvatar, removeAvatar, saveAvatar } from '../repos/avatars';
import { block, unblock } from '../repos/blocks';
import { mute, unmute } from '../repos/mutes';
import { linkedReaders } from '../repos/readerLinks';
import { setPrivacy } from '../repos/followRequests';
import {
  discoverUsers,
  findCredentials,
  findUser,
  listUsers,
  setPasswordHash,
  toPublicUser,
  updateProfile,
  userProfile,
} from '../repos/users';
import { defineRoute, paging } from './define';

/** 5 MB of image as base64 (4/3) inside a JSON body, with room for the other fields. */
export const PHOTO_BODY_LIMIT = Math.ceil((PHOTO_MAX_BYTES * 4) / 3) + 64 * 1024;

export function userRoutes(app: FastifyInstance, context: AppContext) {
  const { db } = context;

  const ownUser = async (userId: number) => {
    const row = await findUser(db, userId);
    if (!row) throw notFound('User');
    return ok({ users: [toPublicUser(row, true)] });
  };

  defineRoute(app, context, '/users/get/id', async ({ body, user }) => {
    const profile = await userProfile(db, body.user_id, user?.userId ?? null);
    if (!profile) throw notFound('User');
    return ok({ users: [profile] });
  });

  defineRoute(app, context, '/users/get/all', async ({ body, user }) => {
    const { limit, offset } = paging(body);
    const { rows, total } = await listUsers(db, user?.userId ?? null, limit, offset);
    return ok({ users: rows.map((row) => toPublicUser(row, user !== null)), total });
  });

  defineRoute(app, context, '/users/discover', async ({ body, user }) => {
    const limit = Math.min(body.limit ?? DISCOVER_LIMIT, DISCOVER_LIMIT);
    const rows = await discoverUsers(db, user?.userId ?? null, limit);
    return ok({ users: rows.map((row) => toPublicUser(row, user !== null)), total: rows.length });
  });

  defineRoute(app, context, '/users/update/profile', async ({ body, user, request }) => {
    const stored = await findCredentials(db, user.userId);
    if (!stored) throw notFound('User');
    // The email is how an account is signed in to: a session alone (a stolen token) must not
    // move it to another address, so changing it asks for the password, as a password change does.
    const emailChanges = body.email !== stored.email;
    if (emailChanges) {
      if (body.current_password === undefined) {
        throw invalid(['current_password: is required to change the email']);
      }
      await checkCurrentPassword(context, user.userId, stored.password_hash, body.current_password);
    }
    await updateProfile(
      db,
      user.userId,
      {
        name: body.name,
        surname: body.surname,
        full_name: body.full_name?.trim() ? body.full_name.trim() : `${body.name} ${body.surname}`,
        email: body.email,
        gender: body.gender,
      },
      isoNow(context),
    );
    if (emailChanges) {
      await clearCurrentPasswordAttempts(context, user.userId);
      // As after a password change, the account's other sessions end: a token taken earlier
      // stops working once the owner has moved the account; this session stays.
      await revokeOtherSessions(context, user.userId, user.tokenHash);
      // The old address hears of it: if someone else moved the account, the owner learns it
      // at the address they still read.
      const changedAt = context.now();
      sendLater(context, request.log, 'email change notice', async () => {
        const row = await findUser(db, user.userId);
        if (!row) return;
        const mail = emailChangedMail(body.locale ?? 'en', {
          name: row.name,
          username: row.username,
          newEmail: body.email,
          changedAt,
        });
        await context.mailer.send({ to: stored.email, ...mail });
      });
    }
    return ownUser(user.userId);
  });

  defineRoute(app, context, '/users/update/password', async ({ body, user }) => {
    const row = await findCredentials(db, user.userId);
    if (!row) throw notFound('User');
    await checkCurrentPassword(context, user.userId, row.password_hash, body.current_password);
    const passwordHash = await context.passwords.hash(body.new_password);
    await setPasswordHash(db, user.userId, passwordHash, isoNow(context));
    await clearCurrentPasswordAttempts(context, user.userId);
    await revokeOtherSessions(context, user.userId, user.tokenHash);
    return ok({});
  });

  // The password first (counted as the other password checks are): a token left on a shared
  // computer must not be enough to erase someone. The acting reader is the session's, never an
  // id from the body.
  defineRoute(app, context, '/users/delete/account', async ({ body, user }) => {
    const row = await findCredentials(db, user.userId);
    if (!row) throw notFound('User');
    await checkCurrentPassword(context, user.userId, row.password_hash, body.current_password);
    await deleteAccount(db, user.userId, row.email);
    return ok({});
  });

  defineRoute(
    app,
    context,
    '/users/update/profile-photo',
    async ({ body, user }) => {
      const image = await reencodePhoto(decodePhoto(body.image_base64));
      const etag = photoVersion(image.data);
      await saveAvatar(db, user.userId, { ...image, etag }, isoNow(context));
      return ownUser(user.userId);
    },
    { bodyLimit: PHOTO_BODY_LIMIT },
  );

  defineRoute(app, context, '/users/remove/image', async ({ user }) => {
    await removeAvatar(db, user.userId, isoNow(context));
    return ownUser(user.userId);
  });

  app.get<{ Params: { id: string }; Querystring: { v?: string } }>(
    '/api/users/:id/avatar',
    (request, reply) =>
      context.inFlight.run(async () => {
        const id = /^\d{1,10}$/.test(request.params.id) ? Number(request.params.id) : 0;
        const avatar = id > 0 && id <= 2_147_483_647 ? await findAvatar(db, id) : undefined;
        if (!avatar) throw notFound('Avatar');
        const etag = `"${avatar.etag}"`;
        // A versioned URL never changes content; the bare URL revalidates with the ETag.
        reply.header(
          'cache-control',
          request.query.v === avatar.etag
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=0, must-revalidate',
        );
        reply.header('etag', etag);
        if (request.headers['if-none-match'] === etag) return reply.code(304).send();
        return reply.type(avatar.mime).send(Buffer.from(avatar.data));
      }),
  );

  defineRoute(app, context, '/users/update/privacy', async ({ body, user }) => {
    const approved = await setPrivacy(db, user.userId, body.is_private, isoNow(context));
    return ok({ is_private: body.is_private, approved });
  });

  defineRoute(app, context, '/users/block', async ({ body, user }) => {
    await block(db, user.userId, body.user_id, isoNow(context));
    return ok({ user_id: body.user_id, blocked: true });
  });

  defineRoute(app, context, '/users/unblock', async ({ body, user }) => {
    await unblock(db, user.userId, body.user_id);
    return ok({ user_id: body.user_id, blocked: false });
  });

  defineRoute(app, context, '/users/get/blocked', async ({ body, user }) => {
    const { limit, offset } = paging(body);
    const { rows, total } = await linkedReaders(db, 'blocks', user.userId, limit, offset);
    return ok({ users: rows.map((row) => toPublicUser(row, true)), total });
  });

  defineRoute(app, context, '/users/mute', async ({ body, user }) => {
    await mute(db, user.userId, body.user_id, isoNow(context));
    return ok({ user_id: body.user_id, muted: true });
  });

  defineRoute(app, context, '/users/unmute', async ({ body, user }) => {
    await unmute(db, user.userId, body.user_id);
    return ok({ user_id: body.user_id, muted: false });
  });

  defineRoute(app, context, '/users/get/muted', async ({ body, user }) => {
    const { limit, offset } = paging(body);
    const { rows, total } = await linkedReaders(db, 'mutes', user.userId, limit, offset);
    return ok({ users: rows.map((row) => toPublicUser(row, true)), total });
  });
}
