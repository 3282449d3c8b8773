import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import { writtenReview } from './reviewWords';
import type { Review } from '../../src/api/contract';
import { isWrittenReview } from '../../src/api/contract/reviewRules';
import type { DialectName } from '../db/connect';
import { reusable } from '../db/reusable';
import type { Database } from '../db/schema';
import { forbidden, notFound } from '../domain/errors';
import { type MentionRow, mentionsOf } from './mentions';
import {
  followedButNotInFeed,
  hiddenAuthor,
  inFeedOf,
  viewerKey,
  visibleAuthor,
} from './readerAccess';

type Joined = Database & { r: Database['reviews']; u: Database['users']; b: Database['books'] };

function withAuthorAndBook<O>(query: SelectQueryBuilder<Joined, 'r', O>) {
  return query
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .innerJoin('books as b', 'b.id', 'r.book_id')
    .select([
      'r.id',
      'r.book_id',
      'r.user_id',
      'r.rating',
      'r.review_title',
      'r.review_text',
      'r.created_at',
      'r.updated_at',
      'u.username',
      'u.name',
      'u.surname',
      'u.avatar_version',
      'b.title',
      'b.author',
      'b.genre',
      'b.image_url',
    ]);
}

interface ReviewRow extends MentionRow {
  id: number;
  rating: number;
  review_title: string;
  review_text: string;
  created_at: string;
  updated_at: string;
}

function toReview(row: ReviewRow): Review {
  return {
    id: row.id,
    book_id: row.book_id,
    user_id: row.user_id,
    rating: row.rating,
    review_title: row.review_title,
    review_text: row.review_text,
    created_at: row.created_at,
    updated_at: row.updated_at,
    ...mentionsOf(row),
  };
}

export interface ReviewPage {
  reviews: Review[];
  total: number;
}

type Filter = (
  query: SelectQueryBuilder<Joined, 'r', object>,
) => SelectQueryBuilder<Joined, 'r', object>;

/**
 * One page of reviews with author and book joined in (no per-review follow-up queries).
 * `total` counts the list, or answers null when its owner (book, reader) does not exist.
 */
async function page(
  db: Kysely<Database>,
  filter: Filter,
  limit: number,
  offset: number,
  total: (base: SelectQueryBuilder<Joined, 'r', object>) => Promise<number | null>,
): Promise<ReviewPage | null> {
  const base = filter(
    (db as unknown as Kysely<Joined>).selectFrom('reviews as r') as SelectQueryBuilder<
      Joined,
      'r',
      object
    >,
  );
  const [rows, count] = await Promise.all([
    withAuthorAndBook(base)
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    total(base),
  ]);
  return count === null ? null : { reviews: (rows as ReviewRow[]).map(toReview), total: count };
}

const asJoined = (db: Kysely<Database>) =>
  (db as unknown as Kysely<Joined>).selectFrom('reviews as r') as SelectQueryBuilder<
    Joined,
    'r',
    object
  >;

const bookReviewRows = reusable(
  (db, bookId: number, viewer: number, limit: number, offset: number) =>
    withAuthorAndBook(
      asJoined(db)
        .where('r.book_id', '=', bookId)
        .where(writtenReview('r'))
        .where(visibleAuthor('r.user_id', viewer)),
    )
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(limit)
      .offset(offset),
);

const bookReviewCount = reusable((db, bookId: number) =>
  db.selectFrom('books').select('reviews_count').where('id', '=', bookId),
);

/**
 * The book's reviews this viewer may not see (readerAccess.ts's rule, turned round): by private
 * readers the viewer neither is nor follows, or across a block. Written from the set of such
 * readers, so the database may start from them (reviews_user_recent) when they are few, rather
 * than from every review of a popular book, which the counter is there to avoid.
 */
const hiddenBookReviewCount = reusable((db, bookId: number, viewer: number) =>
  asJoined(db)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(hiddenAuthor('r.user_id', viewer))
    .where('r.book_id', '=', bookId)
    .where(writtenReview('r')),
);

/**
 * A book's reviews (ratings with words, reviewWords.ts), or null when there is no such book.
 * Its ratings without words count in the book's average, not in this list. The total is the
 * book's reviews_count (kept in the review's transaction): counting the reviews of a popular
 * book read thousands of index entries per page.
 */
export async function bookReviews(
  db: Kysely<Database>,
  bookId: number,
  viewerId: number | null,
  limit: number,
  offset: number,
): Promise<ReviewPage | null> {
  const viewer = viewerKey(viewerId);
  const [rows, [book], [hidden]] = await Promise.all([
    bookReviewRows(db, bookId, viewer, limit, offset),
    bookReviewCount(db, bookId),
    hiddenBookReviewCount(db, bookId, viewer),
  ]);
  if (!book) return null;
  return {
    reviews: (rows as ReviewRow[]).map(toReview),
    total: Number(book.reviews_count) - Number(hidden?.n ?? 0),
  };
}

/**
 * A reader's reviews (ratings with words, reviewWords.ts), or null when there is no such reader.
 * Their ratings without words are counted on the profile, not listed. The total counts the
 * reader's own rows (the reviews_user index), not a counter: reviews_count counts every rating.
 */
export const userReviews = (db: Kysely<Database>, userId: number, limit: number, offset: number) =>
  page(
    db,
    (q) => q.where('r.user_id', '=', userId).where(writtenReview('r')),
    limit,
    offset,
    async (base) => {
      const [user, written] = await Promise.all([
        db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst(),
        base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return user ? Number(written.n) : null;
    },
  );

/** Highly rated recent reviews (explore page recommendations). */
export async function recentReviews(
  db: Kysely<Database>,
  viewerId: number | null,
  limit: number,
  offset: number,
): Promise<ReviewPage> {
  const viewer = viewerKey(viewerId);
  const found = await page(
    db,
    (q) => q.where('r.rating', '>=', 4).where(visibleAuthor('r.user_id', viewer)),
    limit,
    offset,
    async (base) => {
      const count = await base
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number((count as { n: number }).n);
    },
  );
  return found ?? { reviews: [], total: 0 };
}

export interface FeedPage extends ReviewPage {
  following: number;
}

/**
 * Reviews by the people a reader follows. The page of ids is chosen first (follows row
 * outward, per author, a bounded sort), and only those rows are joined to author and book.
 * The total is the reader's counter of reviews by the people they follow (feedCounts).
 */
type FeedDb = Kysely<Joined & { f: Database['follows'] }>;

const feedRows = reusable((db, userId: number, limit: number, offset: number) => {
  const joined = db as unknown as FeedDb;
  const pageIds = joined
    .selectFrom('follows as f')
    .innerJoin('reviews as fr', 'fr.user_id', 'f.following_id')
    .where('f.follower_id', '=', userId)
    .where(inFeedOf('f.following_id', userId))
    .select('fr.id')
    .orderBy('fr.created_at', 'desc')
    .orderBy('fr.id', 'desc')
    .limit(limit)
    .offset(offset);
  return withAuthorAndBook(
    joined.selectFrom('reviews as r').where('r.id', 'in', pageIds) as SelectQueryBuilder<
      Joined,
      'r',
      object
    >,
  )
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc');
});

/**
 * How many readers the reader follows, how many reviews they have written (the reader's
 * counter, kept by triggers: migration 0016), and the newest review id (which feedPageRows
 * sizes its walk by), in one statement: one round trip.
 */
const feedCounts = reusable((db, userId: number) =>
  db
    .selectFrom('users as u')
    .where('u.id', '=', userId)
    .select((eb) => [
      eb
        .selectFrom('follows')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .where('follower_id', '=', userId)
        .as('following'),
      'u.followed_reviews_count as reviews',
      // The counter counts every followed reader; the feed leaves some out (inFeedOf).
      eb
        .selectFrom('users as left_out')
        .select((inner) => inner.fn.sum<number>('left_out.reviews_count').as('n'))
        .where(followedButNotInFeed('left_out.id', userId))
        .as('left_out_reviews'),
      eb
        .selectFrom('reviews')
        .select((inner) => inner.fn.max('id').as('id'))
        .as('newest_review_id'),
    ]),
);

/**
 * The feed's page read per followed reader (PostgreSQL): each one's newest `depth` reviews
 * (offset + limit, enough for any page) from reviews_user_newest, then the page of those.
 * The join over all of a reader's followed reviews made the planner scan a whole follows
 * index and sort 50k rows at 500 followed; this reads at most 500 x depth
 * index entries.
 */
const feedLateralRows = reusable(
  (db, userId: number, depth: number, limit: number, offset: number) => {
    const joined = db as unknown as FeedDb;
    const pageIds = joined
      .selectFrom('follows as f')
      .innerJoinLateral(
        (eb) =>
          eb
            .selectFrom('reviews as fr')
            .select(['fr.id', 'fr.created_at'])
            .whereRef('fr.user_id', '=', 'f.following_id')
            .orderBy('fr.created_at', 'desc')
            .orderBy('fr.id', 'desc')
            .limit(depth)
            .as('n'),
        (join) => join.onTrue(),
      )
      .where('f.follower_id', '=', userId)
      .where(inFeedOf('f.following_id', userId))
      .select('n.id')
      .orderBy('n.created_at', 'desc')
      .orderBy('n.id', 'desc')
      .limit(limit)
      .offset(offset);
    return withAuthorAndBook(asJoined(db).where('r.id', 'in', pageIds))
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc');
  },
);

/**
 * The feed's page through the newest reviews of everyone, kept to those by people followed:
 * the database walks its reviews_newest index and stops after `budget` reviews. Exact when
 * the walk finds the whole page (the first matches of a walk newest-first are the newest
 * matches); otherwise the caller reads per followed reader.
 *
 * Each walked review asks the follows key whether its author is followed (`exists`), and the
 * page's ids are joined to their rows in the page's order, so the rows need no second sort.
 * At the bench (SQLite, 500 followed) that was cheaper than `in` over a list of the 500
 * followed and a sort of the joined rows (docs/performance.md).
 *
 * The budget is written into the statement, one statement per power of two (windowBudget),
 * not sent as a value: PostgreSQL planned the statement again on every call when it could not
 * see how far the walk goes (its generic plan, costed for an unknown limit, never won), and
 * the plan it made each time joined the whole walk by hash. Told the budget, it keeps one plan
 * that walks newest-first and stops at the page, under half the cost a call at the bench.
 */
const feedWindowRows = (budget: number) =>
  reusable((db, userId: number, limit: number, offset: number) => {
    const newest = db
      .selectFrom('reviews')
      .select(['id', 'user_id', 'created_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(sql.lit(budget))
      .as('w');
    const page = db
      .selectFrom(newest)
      .where(({ exists, selectFrom, lit }) =>
        exists(
          selectFrom('follows')
            .select(lit(1).as('followed'))
            .where('follower_id', '=', userId)
            .whereRef('following_id', '=', 'w.user_id'),
        ),
      )
      .where(inFeedOf('w.user_id', userId))
      .select(['w.id', 'w.created_at'])
      .orderBy('w.created_at', 'desc')
      .orderBy('w.id', 'desc')
      .limit(limit)
      .offset(offset)
      .as('p');
    const rows = (db as unknown as Kysely<Joined>)
      .selectFrom(page)
      .innerJoin('reviews as r', 'r.id', 'p.id') as unknown as SelectQueryBuilder<
      Joined,
      'r',
      object
    >;
    return withAuthorAndBook(rows)
      .orderBy(sql.ref('p.created_at'), 'desc')
      .orderBy(sql.ref('p.id'), 'desc');
  });

/** The window statements by budget: a power of two from 64, so a few dozen at most. */
const windowStatements = new Map<number, ReturnType<typeof feedWindowRows>>();

/** The walk for `wanted` reviews, rounded up to a power of two (at least 64). */
function windowBudget(wanted: number): number {
  return Math.max(64, 2 ** Math.ceil(Math.log2(Math.max(1, wanted))));
}

function feedWindow(budget: number) {
  let rows = windowStatements.get(budget);
  if (!rows) {
    rows = feedWindowRows(budget);
    windowStatements.set(budget, rows);
  }
  return rows;
}

/**
 * Reading per followed reader visits all their reviews (50k for a reader following 500
 * readers of 100 reviews); walking everyone's newest reviews visits
 * about page / share-of-reviews-followed of them (about 100 here). The walk is tried when it
 * should visit fewer reviews than the per-reader read, with 4x room; the review count is
 * estimated by the newest id (`reviews`, from feedCounts). PostgreSQL's per-reader read is a lateral join
 * (feedLateralRows): its planner chose a date index for the plain join at 1M reviews
 * (migration 0004).
 */
async function feedPageRows(
  db: Kysely<Database>,
  dialect: DialectName,
  userId: number,
  followedReviews: number,
  reviews: number,
  limit: number,
  offset: number,
) {
  if (followedReviews > 0) {
    const budget = windowBudget(Math.ceil((4 * (offset + limit) * reviews) / followedReviews) + 64);
    if (budget < followedReviews) {
      const rows = await feedWindow(budget)(db, userId, limit, offset);
      if (rows.length === limit || budget >= reviews) return rows;
    }
  }
  return dialect === 'postgres'
    ? feedLateralRows(db, userId, offset + limit, limit, offset)
    : feedRows(db, userId, limit, offset);
}

export async function feedReviews(
  db: Kysely<Database>,
  dialect: DialectName,
  userId: number,
  limit: number,
  offset: number,
): Promise<FeedPage> {
  const [counts] = await feedCounts(db, userId);
  const followedReviews = Number(counts?.reviews ?? 0) - Number(counts?.left_out_reviews ?? 0);
  const reviews = Number(counts?.newest_review_id ?? 0);
  const rows = await feedPageRows(db, dialect, userId, followedReviews, reviews, limit, offset);
  return {
    reviews: (rows as ReviewRow[]).map(toReview),
    total: followedReviews,
    following: Number(counts?.following ?? 0),
  };
}

export async function findReview(db: Kysely<Database>, id: number): Promise<Review | null> {
  const query = (db as unknown as Kysely<Joined>).selectFrom('reviews as r').where('r.id', '=', id);
  const row = await withAuthorAndBook(
    query as SelectQueryBuilder<Joined, 'r', object>,
  ).executeTakeFirst();
  return row ? toReview(row as ReviewRow) : null;
}

export interface ReviewInput {
  userId: number;
  bookId: number;
  rating: number;
  title: string;
  text: string;
}

/** Locks the book row on PostgreSQL so concurrent reviews of one book update its totals in turn. */
async function lockBook(trx: Kysely<Database>, dialect: DialectName, bookId: number) {
  const query = trx.selectFrom('books').select('id').where('id', '=', bookId);
  const row = await (dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
  if (!row) throw notFound('Book');
}

/** Creates the reader's review of a book, or edits it when one exists. Needs the book read. */
export async function saveReview(
  db: Kysely<Database>,
  dialect: DialectName,
  input: ReviewInput,
  now: string,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await lockBook(trx, dialect, input.bookId);
    const relation = await trx
      .selectFrom('user_book_relations')
      .select('read')
      .where('user_id', '=', input.userId)
      .where('book_id', '=', input.bookId)
      .executeTakeFirst();
    if (relation?.read !== 1)
      throw forbidden('You need to read this book first to write a review.');

    const existing = await trx
      .selectFrom('reviews')
      .select(['id', 'rating', 'review_title', 'review_text'])
      .where('user_id', '=', input.userId)
      .where('book_id', '=', input.bookId)
      .executeTakeFirst();
    const written = isWrittenReview({ review_title: input.title, review_text: input.text }) ? 1 : 0;
    if (existing) {
      await trx
        .updateTable('reviews')
        .set({
          rating: input.rating,
          review_title: input.title,
          review_text: input.text,
          updated_at: now,
        })
        .where('id', '=', existing.id)
        .execute();
      await trx
        .updateTable('books')
        .set({
          rating_sum: sql<number>`rating_sum + ${input.rating - existing.rating}`,
          reviews_count: sql<number>`reviews_count + ${written - (isWrittenReview(existing) ? 1 : 0)}`,
        })
        .where('id', '=', input.bookId)
        .execute();
      return existing.id;
    }
    const created = await trx
      .insertInto('reviews')
      .values({
        user_id: input.userId,
        book_id: input.bookId,
        rating: input.rating,
        review_title: input.title,
        review_text: input.text,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('books')
      .set({
        rating_sum: sql<number>`rating_sum + ${input.rating}`,
        ratings_count: sql<number>`ratings_count + 1`,
        reviews_count: sql<number>`reviews_count + ${written}`,
      })
      .where('id', '=', input.bookId)
      .execute();
    return created.id;
  });
}

/** Only the author may delete a review. Answers the review's book id. */
export async function deleteReview(
  db: Kysely<Database>,
  dialect: DialectName,
  reviewId: number,
  userId: number,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const review = await trx
      .selectFrom('reviews')
      .select(['id', 'user_id', 'book_id', 'rating', 'review_title', 'review_text'])
      .where('id', '=', reviewId)
      .executeTakeFirst();
    if (!review) throw notFound('Review');
    if (review.user_id !== userId) throw forbidden('You can delete only your own reviews.');
    await removeReview(trx, dialect, review);
    return review.book_id;
  });
}

/**
 * Deletes a review and takes it out of its book's totals, inside the caller's transaction
 * (a moderator hiding a review moves it out the same way: repos/moderationActions.ts).
 */
export async function removeReview(
  trx: Kysely<Database>,
  dialect: DialectName,
  review: Pick<Database['reviews'], 'book_id' | 'rating' | 'review_title' | 'review_text'> & {
    id: number;
  },
) {
  await lockBook(trx, dialect, review.book_id);
  const deleted = await trx.deleteFrom('reviews').where('id', '=', review.id).executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 0) return;
  await trx
    .updateTable('books')
    .set({
      rating_sum: sql<number>`rating_sum - ${review.rating}`,
      ratings_count: sql<number>`ratings_count - 1`,
      reviews_count: sql<number>`reviews_count - ${isWrittenReview(review) ? 1 : 0}`,
    })
    .where('id', '=', review.book_id)
    .execute();
}
