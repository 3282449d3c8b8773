import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, call, register, startTestServer } from './harness';

/**
 * A reader following many: on SQLite the feed's page may come from a walk over everyone's
 * newest reviews, falling back to reading per followed reader. Every page must equal the
 * plain definition: reviews by the people followed, newest first, ties by id.
 */
describe('the feed of a reader following many', () => {
  let server: TestServer;
  let reader: Awaited<ReturnType<typeof register>>;
  let followed: number[];

  beforeAll(async () => {
    server = await startTestServer({ rateLimits: { requestsPerMinute: 0, registerPerIp: 100 } });
    const { db } = server.context;
    const books = (await db.selectFrom('books').select('id').orderBy('id').execute()).map(
      (book) => book.id,
    );
    reader = await register(server, 'feed_many');
    const writers: number[] = [];
    for (let index = 0; index < 22; index += 1) {
      writers.push((await register(server, `feed_writer_${index}`)).user.id);
    }
    followed = writers.slice(0, 12);
    for (const writer of followed) {
      await call(server, '/follows/follow-user', writer, { token: reader.token });
    }
    // Ten writers not followed write the newest reviews (80, same time): short walks meet
    // none of the followed, longer ones some; both must end in the same pages.
    let minute = 0;
    const stamp = () =>
      new Date(Date.UTC(2026, 0, 1, 0, Math.floor((minute += 1) / 3))).toISOString();
    for (const [index, writer] of writers.entries()) {
      for (const book of books) {
        const at = index >= 12 ? '2027-01-01T00:00:00.000Z' : stamp();
        await db
          .insertInto('user_book_relations')
          .values({
            user_id: writer,
            book_id: book,
            read: 1,
            liked: 0,
            favorite: 0,
            read_list: 0,
            updated_at: at,
          })
          .execute();
        await db
          .insertInto('reviews')
          .values({
            user_id: writer,
            book_id: book,
            rating: 3,
            review_title: `r${writer}-${book}`,
            review_text: 'Text.',
            created_at: at,
            updated_at: at,
          })
          .execute();
      }
    }
  });
  afterAll(() => server.close());

  /** The feed's reviews by `authors`, newest first, ties by id: what every page must show. */
  const plainFeed = async (authors: number[]) =>
    (
      await server.context.db
        .selectFrom('reviews')
        .select(['id', 'created_at'])
        .where('user_id', 'in', authors)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute()
    ).map((review) => review.id);

  async function expectPages(expected: number[]) {
    for (const limit of [1, 3, 7]) {
      const seen: number[] = [];
      for (let offset = 0; offset <= expected.length; offset += limit) {
        const page = await call(
          server,
          '/reviews/get/feed',
          { limit, offset },
          { token: reader.token },
        );
        expect(page.body.total).toBe(expected.length);
        expect(page.body.following_count).toBe(12);
        seen.push(...page.body.reviews.map((review: { id: number }) => review.id));
      }
      expect(seen).toEqual(expected);
    }
  }

  it('pages exactly like a full sort, whichever way the page is read', async () => {
    const expected = await plainFeed(followed);
    const books = await server.context.db.selectFrom('books').select('id').execute();
    expect(expected.length).toBe(12 * books.length);
    await expectPages(expected);
  });

  it('leaves the muted out of every page and the total, and keeps following them', async () => {
    const muted = followed.slice(3, 5);
    for (const writer of muted) {
      await call(server, '/users/mute', writer, { token: reader.token });
    }
    await expectPages(await plainFeed(followed.filter((writer) => !muted.includes(writer))));
    for (const writer of muted) {
      await call(server, '/users/unmute', writer, { token: reader.token });
    }
    await expectPages(await plainFeed(followed));
  });

  // SQLite appends the rowid after an index's columns: an index on (created_at, user_id) is
  // not in the feed's order (date, then id), and the walk then sorts again. PostgreSQL plans
  // a table this small with a sort whatever its indexes, so there the index's columns are read.
  it('walks the newest reviews in the feed order from an index alone', async () => {
    const { db, dialect } = server.context;
    if (dialect === 'sqlite') {
      const plan = await sql<{ detail: string }>`EXPLAIN QUERY PLAN
        SELECT id, user_id FROM reviews ORDER BY created_at DESC, id DESC LIMIT 50`.execute(db);
      const steps = plan.rows.map((row) => row.detail).join(' | ');
      expect(steps).toMatch(/COVERING INDEX reviews_newest/);
      expect(steps).not.toMatch(/TEMP B-TREE/);
    } else {
      const index = await sql<{ indexdef: string }>`SELECT indexdef FROM pg_indexes
        WHERE indexname = 'reviews_newest'`.execute(db);
      expect(index.rows[0]?.indexdef).toMatch(/\(created_at, id, user_id\)/);
    }
  });
});
