import type { FastifyInstance } from 'fastify';
import { GENRES } from '../../src/api/contract';
import type { AppContext } from '../context';
import { ok } from '../http/envelope';
import { notFound } from '../domain/errors';
import { type ShelfFlag, booksOfGenre, catalogueGenres, mostRead, shelf } from '../repos/books';
import { ratingDistribution } from '../repos/ratingDistribution';
import { readCounts } from '../repos/readingLists';
import { assertReaderVisible } from '../repos/readerAccess';
import { defineRoute, paging } from './define';

/** Genre names match case-insensitively ("science fiction" finds "Science Fiction"). */
function canonicalGenre(name: string): string {
  const wanted = name.trim().toLocaleLowerCase('en');
  return GENRES.find((genre) => genre.toLocaleLowerCase('en') === wanted) ?? name.trim();
}

const JSON_TYPE = 'application/json; charset=utf-8';

/** `ok({ books: [book], total: 1 })` around a book's JSON kept as bytes (repos/bookCache.ts). */
const [ONE_BOOK_HEAD, ONE_BOOK_TAIL] = JSON.stringify(ok({ books: [0], total: 1 }))
  .split('0],')
  .map((part, at) => Buffer.from(at === 0 ? part : `],${part}`));

function oneBookAnswer(json: Buffer): Buffer {
  return Buffer.concat([ONE_BOOK_HEAD as Buffer, json, ONE_BOOK_TAIL as Buffer]);
}

const shelves: Record<string, ShelfFlag> = {
  '/books/get/user/liked-books': 'liked',
  '/books/get/user/favorite-books': 'favorite',
  '/books/get/user/read-list': 'read_list',
  '/books/get/user/read-books': 'read',
};

export function bookRoutes(app: FastifyInstance, context: AppContext) {
  const { db } = context;

  defineRoute(app, context, '/books/discover/most-reads', async ({ body }) => {
    const { limit, offset } = paging(body, 10);
    return ok(await mostRead(db, limit, offset));
  });

  defineRoute(app, context, '/books/genres', async () => {
    const present = new Set(await catalogueGenres(db));
    return ok({ genres: GENRES.filter((genre) => present.has(genre)) });
  });

  defineRoute(app, context, '/books/search', async ({ body }) => {
    const { limit, offset } = paging(body);
    return ok(await context.search.books(body.query, limit, offset));
  });

  defineRoute(app, context, '/books/get/by-genre', async ({ body }) => {
    const { limit, offset } = paging(body);
    return ok(await booksOfGenre(db, canonicalGenre(body.genre), limit, offset));
  });

  defineRoute(app, context, '/books/get/id', async ({ body, reply }) => {
    const json = await context.books.json(body.book_id);
    if (!json) throw notFound('Book');
    reply.type(JSON_TYPE);
    return oneBookAnswer(json);
  });

  defineRoute(app, context, '/books/get/rating-distribution', async ({ body }) =>
    ok(await ratingDistribution(db, body.book_id)),
  );

  for (const [path, flag] of Object.entries(shelves)) {
    defineRoute(app, context, path as '/books/get/user/read-books', async ({ body, user }) => {
      await assertReaderVisible(db, body.user_id, user?.userId ?? null);
      const { limit, offset } = paging(body);
      const page = await shelf(db, body.user_id, flag, limit, offset);
      if (flag !== 'read') return ok(page);
      // The read shelf also says how often the reader finished each book on the page (the
      // journal's read readings), in one more query.
      const ids = page.books.map((book) => book.id);
      return ok({ ...page, read_counts: await readCounts(db, body.user_id, ids) });
    });
  }
}
