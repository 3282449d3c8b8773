import type { FastifyInstance } from 'fastify';
import { DISCOVER_LIMIT, PHOTO_MAX_BYTES } from '../../src/api/contract';
import { checkCurrentPassword, clearCurrentPasswordAttempts } from '../auth/currentPassword';
import { revokeOtherSessions } from '../auth/sessions';
import { type AppContext, isoNow } from '../context';
import { ok } from '../http/envelope';
import { conflict, notFound, validationFailed } from '../http/errors';
import { decodePhoto, photoVersion, reencodePhoto } from '../http/images';
import { discoverUsers, findUser, listUsers, toPublicUser, userProfile } from '../repos/users';
import { assertActingUser, defineRoute, paging } from './define';

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
    const { rows, total } = await listUsers(db, limit, offset);
    return ok({ users: rows.map((row) => toPublicUser(row, user !== null)), total });
  });

  defineRoute(app, context, '/users/discover', async ({ body, user }) => {
    const limit = Math.min(body.limit ?? DISCOVER_LIMIT, DISCOVER_LIMIT);
    const rows = await discoverUsers(db, user?.userId ?? null, limit);
    return ok({ users: rows.map((row) => toPublicUser(row, user !== null)), total: rows.length });
  });

  defineRoute(app, context, '/users/update/profile', async ({ body, user }) => {
    assertActingUser(user, body.user_id, body.userId);
    const stored = await db
      .selectFrom('users')
      .select(['email', 'password_hash'])
      .where('id', '=', user.userId)
      .executeTakeFirst();
    if (!stored) throw notFound('User');
    // The email is how an account is signed in to: a session alone (a stolen token) must not
    // move it to another address, so changing it asks for the password, as a password change does.
    const emailChanges = body.email !== stored.email;
    if (emailChanges) {
      if (body.current_password === undefined) {
        throw validationFailed(['current_password: is required to change the email']);
      }
      await checkCurrentPassword(context, user.userId, stored.password_hash, body.current_password);
    }
    const owner = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', body.email)
      .executeTakeFirst();
    if (owner && owner.id !== user.userId) {
      throw conflict('Email is already registered.', ['email: is already registered']);
    }
    const update = db
      .updateTable('users')
      .set({
        name: body.name,
        surname: body.surname,
        full_name: body.full_name?.trim() ? body.full_name.trim() : `${body.name} ${body.surname}`,
        email: body.email,
        ...(body.gender !== undefined ? { gender: body.gender } : {}),
        updated_at: isoNow(context),
      })
      .where('id', '=', user.userId);
    try {
      await update.execute();
    } catch (error) {
      // The unique index settles a race between two accounts claiming one address.
      if (/unique|duplicate/i.test(String((error as Error).message))) {
        throw conflict('Email is already registered.', ['email: is already registered']);
      }
      throw error;
    }
    if (emailChanges) {
      await clearCurrentPasswordAttempts(context, user.userId);
      // As after a password change, the account's other sessions end: a token taken earlier
      // stops working once the owner has moved the account; this session stays.
      await revokeOtherSessions(context, user.userId, user.tokenHash);
    }
    return ownUser(user.userId);
  });

  defineRoute(app, context, '/users/update/password', async ({ body, user }) => {
    assertActingUser(user, body.user_id, body.userId);
    const row = await db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', user.userId)
      .executeTakeFirst();
    if (!row) throw notFound('User');
    await checkCurrentPassword(context, user.userId, row.password_hash, body.current_password);
    const passwordHash = await context.passwords.hash(body.new_password);
    await db
      .updateTable('users')
      .set({ password_hash: passwordHash, updated_at: isoNow(context) })
      .where('id', '=', user.userId)
      .execute();
    await clearCurrentPasswordAttempts(context, user.userId);
    await revokeOtherSessions(context, user.userId, user.tokenHash);
    return ok({});
  });

  defineRoute(
    app,
    context,
    '/users/update/profile-photo',
    async ({ body, user }) => {
      assertActingUser(user, body.user_id, body.userId);
      const image = await reencodePhoto(decodePhoto(body.image_base64));
      const etag = photoVersion(image.data);
      const now = isoNow(context);
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('avatars')
          .values({
            user_id: user.userId,
            mime: image.mime,
            data: image.data,
            etag,
            updated_at: now,
          })
          .onConflict((conflict) =>
            conflict
              .column('user_id')
              .doUpdateSet({ mime: image.mime, data: image.data, etag, updated_at: now }),
          )
          .execute();
        await trx
          .updateTable('users')
          .set({ avatar_version: etag, updated_at: now })
          .where('id', '=', user.userId)
          .execute();
      });
      return ownUser(user.userId);
    },
    { bodyLimit: PHOTO_BODY_LIMIT },
  );

  defineRoute(app, context, '/users/remove/image', async ({ body, user }) => {
    assertActingUser(user, body.user_id, body.userId);
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('avatars').where('user_id', '=', user.userId).execute();
      await trx
        .updateTable('users')
        .set({ avatar_version: null, updated_at: isoNow(context) })
        .where('id', '=', user.userId)
        .execute();
    });
    return ownUser(user.userId);
  });

  app.get<{ Params: { id: string }; Querystring: { v?: string } }>(
    '/api/users/:id/avatar',
    (request, reply) =>
      context.inFlight.run(async () => {
        const id = /^\d{1,10}$/.test(request.params.id) ? Number(request.params.id) : 0;
        const avatar =
          id > 0 && id <= 2_147_483_647
            ? await db
                .selectFrom('avatars')
                .select(['mime', 'data', 'etag'])
                .where('user_id', '=', id)
                .executeTakeFirst()
            : undefined;
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
}
