import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { ApiResponse, Book } from '../../src/api/contract';
import type { Database } from '../db/schema';
import { findBook } from '../repos/books';
import { ratingDistribution } from '../repos/ratingDistribution';
import { bookReviews } from '../repos/reviews';
import { ok } from '../http/envelope';
import { type RawQuery, singleQueryValue } from './query';
import { type RenderedPage, RenderedPages } from './renderedPages';

/** What the server-side bundle (src/prerender/renderPage.tsx, built into dist-ssr/) offers. */
export interface PageRenderer {
  parseBookId(raw: string | null | undefined): number | null;
  firstBookReviewsCall(bookId: number): { book_id: number; offset: number; limit: number };
  renderBookPage(
    bookId: number,
    answers: {
      book: ApiResponse<'/books/get/id'>;
      reviews: ApiResponse<'/reviews/get/book-reviews'>;
      ratings: ApiResponse<'/books/get/rating-distribution'>;
    },
  ): Promise<{ html: string; data: string }>;
  PREFETCHED_ELEMENT_ID: string;
}

/** Longest meta description: search engines show about this much of it. */
const META_DESCRIPTION_MAX = 200;

const escapeAttribute = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

/**
 * The book page's meta description: the book's own description (cut at a word near
 * META_DESCRIPTION_MAX), or, for a book without one (the catalogue's facts-only books, imported
 * books), a generic sentence naming the book, its author and year.
 */
export function bookMetaDescription(
  book: Pick<Book, 'title' | 'author' | 'description' | 'published_year'>,
): string {
  const own = book.description.replace(/\s+/g, ' ').trim();
  if (own !== '') {
    if (own.length <= META_DESCRIPTION_MAX) return own;
    const cut = own.slice(0, META_DESCRIPTION_MAX - 1);
    const space = cut.lastIndexOf(' ');
    return `${(space > META_DESCRIPTION_MAX / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
  }
  const year =
    book.published_year != null
      ? ` (${book.published_year < 0 ? `${-book.published_year} BCE` : book.published_year})`
      : '';
  return `${book.title} by ${book.author}${year} on Shelfmark: see its readers, ratings and reviews, and keep it on your shelf.`;
}

/** The template's `<meta name="description">` with the book's, escaped. */
function withMetaDescription(template: string, description: string): string {
  return template.replace(
    /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
    () => `<meta name="description" content="${escapeAttribute(description)}" />`,
  );
}

/**
 * Says whether the page was rendered for this request (`miss`) or reused (`hit`): tests and
 * operators can see the cache work without timing it. It tells nothing about the data.
 */
export const RENDER_CACHE_HEADER = 'x-render-cache';

interface BookPageOptions {
  renderer: PageRenderer;
  db: Kysely<Database>;
  /** dist/book.html: the page with `<!--app-html-->` and `<!--app-data-->` to fill. */
  template: string;
  /** Rendered pages, kept by the data they show (renderedPages.ts). */
  pages: RenderedPages;
  /** Sends the page as it is, with its inline scripts allowed. */
  send: (reply: FastifyReply, page: RenderedPage) => FastifyReply;
  /** Sends the empty shell: the app renders the page (and any failure) itself. */
  fallback: (reply: FastifyReply) => FastifyReply;
}

/**
 * GET /book/details?id=: the book rendered for a guest with its first page of reviews, and
 * those answers in the page for the app to start from. The book page is where readers arrive
 * from search engines and shared links, and its largest text (the description) then paints
 * with the HTML instead of after the app, its chunk and two calls. A missing, repeated or
 * unknown id, or any failure while rendering, gets the empty shell: the app shows its own
 * not-found and error states, so a rendering bug costs speed, never the page.
 */
export function registerBookPage(app: FastifyInstance, options: BookPageOptions) {
  const { renderer, db, template, pages } = options;
  app.get<{ Querystring: RawQuery }>('/book/details', async (request, reply) => {
    try {
      const bookId = renderer.parseBookId(singleQueryValue(request.query, 'id'));
      if (bookId === null) return options.fallback(reply);
      const book = await findBook(db, bookId);
      if (!book) return options.fallback(reply);
      const { book_id, limit, offset } = renderer.firstBookReviewsCall(bookId);
      const answers = {
        book: ok({ books: [book], total: 1 }),
        // Rendered as a guest sees it: the cached page is the same for every visitor, and a guest
        // may see no more than a public profile shows.
        reviews: ok(
          (await bookReviews(db, book_id, null, limit, offset)) ?? { reviews: [], total: 0 },
        ),
        ratings: ok(await ratingDistribution(db, bookId)),
      };
      // The answers are everything the page shows (reviews carry their authors' names and
      // avatar versions), so a page rendered from equal answers is the same page.
      const { page, rendered } = await pages.page(
        RenderedPages.key([bookId, answers]),
        async () => {
          const { html, data } = await renderer.renderBookPage(bookId, answers);
          const script = `<script type="application/json" id="${renderer.PREFETCHED_ELEMENT_ID}">${data}</script>`;
          // Functions, not strings: a `$&` in a description must stay text.
          return withMetaDescription(template, bookMetaDescription(book))
            .replace('<!--app-html-->', () => html)
            .replace('<!--app-data-->', () => script);
        },
      );
      return options.send(reply.header(RENDER_CACHE_HEADER, rendered ? 'miss' : 'hit'), page);
    } catch (error) {
      request.log.error({ err: error }, 'book page render failed');
      return options.fallback(reply);
    }
  });
}
