import type { FastifyInstance } from 'fastify';
import { type AppContext, isoNow } from '../context';
import { notFound } from '../domain/errors';
import { ok } from '../http/envelope';
import { assertReaderVisible } from '../repos/readerAccess';
import { addToShelf, bookShelves, removeFromShelf, shelfEntries } from '../repos/shelfBooks';
import {
  createShelf,
  deleteShelf,
  findShelf,
  listShelves,
  reorderShelves,
  updateShelf,
} from '../repos/shelves';
import { defineRoute, paging } from './define';

/**
 * Custom shelves. The two reads follow the rule of every call that shows one reader's data
 * (readerAccess.ts: code 3 when hidden, 4 when private), and a private shelf is its owner's
 * alone: left out of the list, and code 3 to anyone else, as a shelf that does not exist. The
 * writes act on the session reader's shelves only.
 */
export function shelfRoutes(app: FastifyInstance, context: AppContext) {
  const { db, dialect } = context;

  defineRoute(app, context, '/shelves/list', async ({ body, user }) => {
    const viewerId = user?.userId ?? null;
    await assertReaderVisible(db, body.user_id, viewerId);
    return ok({ shelves: await listShelves(db, body.user_id, viewerId === body.user_id) });
  });

  defineRoute(app, context, '/shelves/books', async ({ body, user }) => {
    const viewerId = user?.userId ?? null;
    const shelf = await findShelf(db, body.shelf_id);
    if (!shelf || (shelf.is_private && shelf.user_id !== viewerId)) throw notFound('Shelf');
    await assertReaderVisible(db, shelf.user_id, viewerId);
    const { limit, offset } = paging(body);
    const page = await shelfEntries(db, dialect, shelf, body.sort ?? 'added', limit, offset);
    return ok({ shelf, ...page });
  });

  defineRoute(app, context, '/shelves/create', async ({ body, user }) =>
    ok({ shelf: await createShelf(db, dialect, user.userId, body, isoNow(context)) }),
  );

  defineRoute(app, context, '/shelves/update', async ({ body, user }) =>
    ok({ shelf: await updateShelf(db, dialect, user.userId, body, isoNow(context)) }),
  );

  defineRoute(app, context, '/shelves/reorder', async ({ body, user }) =>
    ok({ shelves: await reorderShelves(db, dialect, user.userId, body.shelf_ids) }),
  );

  defineRoute(app, context, '/shelves/delete', async ({ body, user }) =>
    ok({ shelves: await deleteShelf(db, dialect, user.userId, body.shelf_id) }),
  );

  defineRoute(app, context, '/shelves/for-book', async ({ body, user }) =>
    ok(await bookShelves(db, user.userId, body.book_id)),
  );

  defineRoute(app, context, '/shelves/add-book', async ({ body, user }) =>
    ok({
      shelf: await addToShelf(db, user.userId, body.shelf_id, body.book_id, isoNow(context)),
    }),
  );

  defineRoute(app, context, '/shelves/remove-book', async ({ body, user }) =>
    ok({
      shelf: await removeFromShelf(db, user.userId, body.shelf_id, body.book_id, isoNow(context)),
    }),
  );
}
