import type { FastifyInstance } from 'fastify';
import { type AppContext, isoNow } from '../context';
import { ok } from '../http/envelope';
import { getBookNote, saveBookNote } from '../repos/bookNotes';
import { defineRoute } from './define';

/**
 * The session reader's private note and owned copies of a book. Both calls act on the caller's
 * own note only: nobody else's can be named, so nobody else's can be read.
 */
export function noteRoutes(app: FastifyInstance, context: AppContext) {
  const { db } = context;

  defineRoute(app, context, '/notes/get', async ({ body, user }) =>
    ok({ note: await getBookNote(db, user.userId, body.book_id) }),
  );

  defineRoute(app, context, '/notes/save', async ({ body, user }) =>
    ok({ note: await saveBookNote(db, user.userId, body, isoNow(context)) }),
  );
}
