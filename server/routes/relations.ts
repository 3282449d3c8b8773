import type { FastifyInstance } from 'fastify';
import { type AppContext, isoNow } from '../context';
import { ok } from '../http/envelope';
import { notFound } from '../domain/errors';
import { bookExists, findBook } from '../repos/books';
import { bookJournal } from '../repos/readings';
import { type ToggleAction, getRelation, toggle } from '../repos/relations';
import { defineRoute } from './define';

const toggles: Record<string, ToggleAction> = {
  '/user-book-relations/like': 'like',
  '/user-book-relations/favorite': 'favorite',
  '/user-book-relations/set-as-read': 'read',
  '/user-book-relations/add-to-read-list': 'read_list',
};

export function relationRoutes(app: FastifyInstance, context: AppContext) {
  const { db } = context;

  defineRoute(
    app,
    context,
    '/user-book-relations/get/user-book-relation',
    async ({ body, user }) => {
      if (!(await bookExists(db, body.book_id))) throw notFound('Book');
      return ok({ userBookRelations: [await getRelation(db, user.userId, body.book_id)] });
    },
  );

  for (const [path, action] of Object.entries(toggles)) {
    defineRoute(app, context, path as '/user-book-relations/like', async ({ body, user }) => {
      const relation = await toggle(db, user.userId, body.book_id, action, isoNow(context));
      // Read and the reading list change the reader's journal too: it comes with the book (its
      // new counts), so the page reloads neither.
      if (action === 'read' || action === 'read_list') {
        const bundle = await bookJournal(db, user.userId, body.book_id);
        return ok({
          userBookRelations: [relation],
          books: bundle ? [bundle.book] : [],
          ...(bundle ? { journal: bundle.journal } : {}),
        });
      }
      // Like and favourite leave the journal alone: the book's counts are enough.
      const book = await findBook(db, body.book_id);
      return ok({ userBookRelations: [relation], books: book ? [book] : [] });
    });
  }
}
