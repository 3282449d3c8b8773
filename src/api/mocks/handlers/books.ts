import { HttpResponse } from 'msw';
import { API_CODES, GENRES, type Book, type Relation, type Review } from '../../contract';
import { ada, books, FIXED_NOW, relation, reviews } from '../fixtures';
import { fail, never, networkError, ok } from '../respond';
import { page, type Paged } from '../paging';
import { post } from '../post';

const byReads = [...books].sort((a, b) => b.reads - a.reads);

/** Twenty-six Fantasy books with distinct ids, for paging a category (three pages of 12). */
export const manyFantasyBooks: Book[] = Array.from({ length: 26 }, (_, index) => {
  const template = books[(index * 3) % books.length] as Book;
  return {
    ...template,
    id: 200 + index,
    title: `${template.title} ${index + 1}`,
    genre: 'Fantasy',
  };
});

/** Twelve reviews of one book with distinct ids and falling dates, for paging (3 pages of 5). */
export const manyReviews: Review[] = Array.from({ length: 12 }, (_, index) => {
  const template = reviews[index % reviews.length] as Review;
  const created = new Date(Date.parse(FIXED_NOW) - (index + 1) * 3 * 60 * 60 * 1000);
  return {
    ...template,
    id: 300 + index,
    book_id: 1,
    created_at: created.toISOString(),
    updated_at: created.toISOString(),
  };
});

type Flags = Pick<Relation, 'read' | 'like' | 'favorite' | 'readingList'>;
type Toggle = 'read' | 'like' | 'favorite' | 'readingList';

const toggleRoutes = {
  '/user-book-relations/set-as-read': 'read',
  '/user-book-relations/like': 'like',
  '/user-book-relations/favorite': 'favorite',
  '/user-book-relations/add-to-read-list': 'readingList',
} as const satisfies Record<string, Toggle>;

const bookIdOf = (parsed: unknown) => (parsed as { book_id?: number } | undefined)?.book_id ?? 0;

/**
 * The book a write answers with. The catalogue here is fixed (its counts do not move with a
 * story's clicks, as a reload would also show); the server's tests check the real counts.
 */
const booksAnswer = (bookId: number) => books.filter((book) => book.id === bookId);

/**
 * Ada's flags for every book, kept in memory and changed as the real server does (marking read
 * clears the reading list, unmarking clears like and favourite, like and favourite need read).
 * Each call makes a fresh world, so a story that clicks does not leak into the next.
 */
export function relationWorld(initial: Partial<Flags> = {}) {
  const state = new Map<number, Flags>();
  const current = (bookId: number): Flags => {
    const {
      user_id: _user,
      book_id: _book,
      read_list: _list,
      ...flags
    } = relation(ada.id, bookId, initial);
    return state.get(bookId) ?? flags;
  };
  const answer = (bookId: number) => relation(ada.id, bookId, current(bookId));
  return [
    post('/user-book-relations/get/user-book-relation', ({ parsed }) =>
      ok('/user-book-relations/get/user-book-relation', {
        userBookRelations: [answer(bookIdOf(parsed))],
      }),
    ),
    ...Object.entries(toggleRoutes).map(([path, action]) =>
      post(path as keyof typeof toggleRoutes, ({ parsed }) => {
        const bookId = bookIdOf(parsed);
        const flags = current(bookId);
        if ((action === 'like' || action === 'favorite') && !flags.read) {
          return fail(API_CODES.forbidden, ['You need to read this book first']);
        }
        const next: Flags =
          action === 'read'
            ? flags.read
              ? { ...flags, read: false, like: false, favorite: false }
              : { ...flags, read: true, readingList: false }
            : { ...flags, [action]: !flags[action] };
        state.set(bookId, next);
        return ok('/user-book-relations/like', {
          userBookRelations: [answer(bookId)],
          books: booksAnswer(bookId),
        });
      }),
    ),
  ];
}

/** A new review by Ada, as the server answers it. */
function createdReview(body: unknown): Review {
  const input = body as {
    book_id?: number;
    rating?: number;
    review_title?: string;
    review_text?: string;
  };
  const reviewed = books.find((b) => b.id === input.book_id) ?? (books[0] as Book);
  return {
    id: 999,
    book_id: reviewed.id,
    user_id: ada.id,
    rating: input.rating ?? 5,
    review_title: input.review_title ?? '',
    review_text: input.review_text ?? '',
    created_at: FIXED_NOW,
    updated_at: FIXED_NOW,
    user: {
      id: ada.id,
      username: ada.username,
      name: ada.name,
      surname: ada.surname,
      avatar_url: null,
    },
    book: {
      id: reviewed.id,
      title: reviewed.title,
      author: reviewed.author,
      genre: reviewed.genre,
      image_url: null,
    },
  };
}

const bookReviewsFrom = (all: Review[]) =>
  post('/reviews/get/book-reviews', ({ parsed }) => {
    const { book_id, ...paging } = (parsed ?? {}) as Paged & { book_id?: number };
    const found = all.filter((r) => r.book_id === book_id);
    return ok('/reviews/get/book-reviews', {
      reviews: page(found, paging, 5),
      total: found.length,
    });
  });

const byGenreFrom = (all: Book[]) =>
  post('/books/get/by-genre', ({ parsed }) => {
    const { genre = '', ...paging } = (parsed ?? {}) as Paged & { genre?: string };
    const found = all.filter((b) => b.genre.toLowerCase() === genre.toLowerCase());
    return ok('/books/get/by-genre', { books: page(found, paging, 20), total: found.length });
  });

export const bookHandlers = [
  post('/books/discover/most-reads', ({ parsed }) =>
    ok('/books/discover/most-reads', {
      books: page(byReads, parsed as Paged, 10),
      total: books.length,
    }),
  ),
  post('/books/genres', () => ok('/books/genres', { genres: [...GENRES] })),
  post('/books/search', ({ parsed }) => {
    const { query = '', ...paging } = (parsed ?? {}) as Paged & { query?: string };
    const q = query.toLocaleLowerCase('tr');
    const found = books.filter((b) =>
      [b.title, b.author, b.isbn ?? ''].some((field) => field.toLocaleLowerCase('tr').includes(q)),
    );
    return ok('/books/search', { books: page(found, paging, 20), total: found.length });
  }),
  byGenreFrom(books),
  post('/books/get/id', ({ parsed }) => {
    const id = (parsed as { book_id?: number } | undefined)?.book_id;
    const found = books.find((b) => b.id === id);
    return found
      ? ok('/books/get/id', { books: [found], total: 1 })
      : fail(API_CODES.notFound, ['Book not found']);
  }),
  bookReviewsFrom(reviews),
  post('/reviews/get/recent', () =>
    ok('/reviews/get/recent', {
      reviews: reviews.filter((r) => r.rating >= 4).slice(0, 3),
      total: 3,
    }),
  ),
  post('/reviews/create/book-review', ({ body }) => {
    const review = createdReview(body);
    return ok('/reviews/create/book-review', {
      reviews: [review],
      books: booksAnswer(review.book_id),
      data: { code: API_CODES.ok },
    });
  }),
  post('/reviews/delete', ({ parsed }) => {
    const id = (parsed as { review_id?: number } | undefined)?.review_id;
    const deleted = [...reviews, ...manyReviews].find((review) => review.id === id);
    return ok('/reviews/delete', { books: deleted ? booksAnswer(deleted.book_id) : [] });
  }),
  ...relationWorld(),
];

/** Named variants for book stories (override one call each; relation ones replace five). */
export const bookVariants = {
  bookNotFound: post('/books/get/id', () => fail(API_CODES.notFound, ['Book not found'])),
  bookServerError: post('/books/get/id', () => fail(API_CODES.internal)),
  bookNetworkError: post('/books/get/id', () => networkError()),
  bookLoading: post('/books/get/id', () => never()),
  /** An HTML page where JSON was expected (a proxy error page). */
  bookHtmlAnswer: post('/books/get/id', () =>
    HttpResponse.text('<!doctype html><title>Oops</title>', {
      headers: { 'content-type': 'text/html' },
    }),
  ),
  mostReadEmpty: post('/books/discover/most-reads', () =>
    ok('/books/discover/most-reads', { books: [], total: 0 }),
  ),
  mostReadLoading: post('/books/discover/most-reads', () => never()),
  mostReadError: post('/books/discover/most-reads', () => fail(API_CODES.internal)),
  genresError: post('/books/genres', () => fail(API_CODES.internal)),
  genresLoading: post('/books/genres', () => never()),
  searchEmpty: post('/books/search', () => ok('/books/search', { books: [], total: 0 })),
  searchLoading: post('/books/search', () => never()),
  byGenreError: post('/books/get/by-genre', () => fail(API_CODES.internal)),
  byGenreLoading: post('/books/get/by-genre', () => never()),
  byGenreEmpty: post('/books/get/by-genre', () =>
    ok('/books/get/by-genre', { books: [], total: 0 }),
  ),
  byGenreManyPages: byGenreFrom(manyFantasyBooks),
  reviewsEmpty: post('/reviews/get/book-reviews', () =>
    ok('/reviews/get/book-reviews', { reviews: [], total: 0 }),
  ),
  reviewsLoading: post('/reviews/get/book-reviews', () => never()),
  reviewsError: post('/reviews/get/book-reviews', () => fail(API_CODES.internal)),
  reviewsManyPages: bookReviewsFrom(manyReviews),
  recentEmpty: post('/reviews/get/recent', () =>
    ok('/reviews/get/recent', { reviews: [], total: 0 }),
  ),
  reviewSubmitInvalid: post('/reviews/create/book-review', () =>
    fail(API_CODES.validation, ['review_title is required']),
  ),
  reviewSubmitServerError: post('/reviews/create/book-review', () => fail(API_CODES.internal)),
  reviewSubmitNetworkError: post('/reviews/create/book-review', () => networkError()),
  reviewDeleteError: post('/reviews/delete', () => fail(API_CODES.internal)),
  relationLoading: post('/user-book-relations/get/user-book-relation', () => never()),
  relationToggleError: Object.keys(toggleRoutes).map((path) =>
    post(path as keyof typeof toggleRoutes, () => fail(API_CODES.internal)),
  ),
};

/** Relation worlds for flag stories: spread into a story's `relation` handlers key. */
export const relationVariants = {
  none: () => relationWorld(),
  read: () => relationWorld({ read: true }),
  readLiked: () => relationWorld({ read: true, like: true }),
  all: () => relationWorld({ read: true, like: true, favorite: true }),
  readingList: () => relationWorld({ readingList: true }),
};
