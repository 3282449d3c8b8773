import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiPath, HTTP_STATUS_BY_CODE, apiRoutes, statusSchema } from '../../src/api/contract';
import {
  type TestServer,
  call,
  countRows,
  register,
  startTestServer,
  usingPostgres,
} from './harness';
import type { Flag } from '../db/schema';

const FIELDS = [
  'id',
  'user_id',
  'userId',
  'book_id',
  'review_id',
  'following_id',
  'follower_id',
  'limit',
  'offset',
  'query',
  'genre',
  'email',
  'password',
  'name',
  'surname',
  'username',
  'confirm_password',
  'rating',
  'review_title',
  'review_text',
  'image_base64',
  'current_password',
  'new_password',
  'gender',
  'full_name',
  'reading_id',
  'status',
  'date',
  'dnf_reason',
  'discard_readings',
  'pages',
  'percent',
  'started',
  'finished',
  'stopped',
  'note',
  'page_count',
  'import_id',
  'filename',
  'content_base64',
  'choices',
  'unresolved',
  'list',
  'token',
  'locale',
  'shelf_id',
  'shelf_ids',
  'sort',
  'is_private',
];

const awkwardNumber = fc.oneof(
  fc.integer(),
  fc.constantFrom(0, -1, 1, 2, 3, 2 ** 31, 2 ** 31 - 1, 2 ** 53, -(2 ** 53), 1e308, 0.5, -0),
  fc.double(),
);
const awkwardString = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '1',
    '42',
    "'; DROP TABLE books; --",
    '%',
    '_',
    '"',
    '\u0000',
    'İı',
    'data:image/png;base64,AAAA',
  ),
  fc.constantFrom('x'.repeat(199), 'x'.repeat(200), 'x'.repeat(201), 'x'.repeat(20_000)),
);
const awkwardValue = fc.oneof(
  awkwardNumber,
  awkwardString,
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 2 }),
);
const plausibleObject = fc.dictionary(fc.constantFrom(...FIELDS), awkwardValue, { maxKeys: 6 });
const anyBody = fc.oneof(
  { arbitrary: plausibleObject, weight: 4 },
  { arbitrary: awkwardValue, weight: 2 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 1 },
);

/** A valid body per call; the property mixes these (field by field mutated) with junk. */
const EXAMPLES: Record<ApiPath, Record<string, unknown>> = {
  '/auth/login': { email: 'ada@shelfmark.test', password: 'Shelfmark2026' },
  '/auth/register': {
    name: 'Fuzzy',
    surname: 'Reader',
    username: 'fuzzy_reader',
    email: 'fuzzy@example.test',
    password: 'Passw0rdX',
    confirm_password: 'Passw0rdX',
  },
  '/auth/me': {},
  '/auth/logout': {},
  '/auth/sessions/list': {},
  '/auth/sessions/end': { session_id: 1 },
  '/auth/sessions/end-others': {},
  '/auth/password-reset/request': { email: 'fuzz_user@example.test', locale: 'tr' },
  '/auth/password-reset/confirm': {
    token: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    password: 'Passw0rdX',
    confirm_password: 'Passw0rdX',
  },
  '/books/discover/most-reads': { limit: 3, offset: 0 },
  '/books/genres': {},
  '/books/search': { query: 'dune', limit: 20, offset: 0 },
  '/books/get/by-genre': { genre: 'fantasy', limit: 12 },
  '/books/get/id': { id: 1 },
  '/books/get/rating-distribution': { book_id: 1 },
  '/books/get/user/liked-books': { user_id: 1, limit: 5 },
  '/books/get/user/favorite-books': { user_id: 1, limit: 5 },
  '/books/get/user/read-list': { user_id: 1, limit: 5 },
  '/books/get/user/read-books': { user_id: 1, limit: 5 },
  '/user-book-relations/get/user-book-relation': { book_id: 1 },
  '/user-book-relations/like': { book_id: 1 },
  '/user-book-relations/favorite': { book_id: 2 },
  '/user-book-relations/set-as-read': { book_id: 1 },
  '/user-book-relations/add-to-read-list': { book_id: 3 },
  '/users/get/id': { id: 1 },
  '/users/get/all': { limit: 10 },
  '/users/discover': { limit: 6 },
  '/users/update/profile': {
    name: 'Fuzz',
    surname: 'Tester',
    email: 'fuzz_user@example.test',
    gender: 'other',
    current_password: 'Passw0rdX',
  },
  '/users/update/password': {
    current_password: 'Passw0rdX',
    new_password: 'Passw0rdX',
    confirm_password: 'Passw0rdX',
  },
  '/users/delete/account': { current_password: 'Passw0rdX' },
  '/reports/create': { kind: 'review', review_id: 1, reason: 'spam', details: 'Ads.' },
  '/users/update/privacy': { is_private: true },
  '/follows/requests/list': { limit: 5 },
  '/follows/requests/answer': { user_id: 2, approve: true },
  '/users/block': { user_id: 2 },
  '/users/unblock': { user_id: 2 },
  '/users/get/blocked': { limit: 5 },
  '/users/mute': { user_id: 2 },
  '/users/unmute': { user_id: 2 },
  '/users/get/muted': { limit: 5 },
  '/users/update/profile-photo': { image_base64: 'data:image/png;base64,iVBORw0KGgoAAAA=' },
  '/users/remove/image': {},
  '/reviews/get/user-reviews': { user_id: 1, limit: 5 },
  '/reviews/get/book-reviews': { book_id: 1, limit: 5 },
  '/reviews/get/recent': { limit: 6 },
  '/reviews/get/feed': { limit: 5 },
  '/reviews/create/book-review': {
    book_id: 1,
    rating: 5,
    review_title: 'Fine',
    review_text: 'Good.',
  },
  '/reviews/delete': { id: 1 },
  '/follows/get/followed-users': { user_id: 1 },
  '/follows/get/follower-users': { user_id: 1 },
  '/follows/follow-user': { user_id: 1 },
  '/follows/unfollow-user': { user_id: 1 },
  '/readings/get/book': { book_id: 1 },
  '/readings/get/current': { limit: 5, offset: 0 },
  '/readings/set-status': {
    book_id: 1,
    status: 'reading',
    date: { date: '2026-11-01', precision: 'day' },
  },
  '/readings/update-progress': { reading_id: 1, pages: 10 },
  '/readings/update': {
    reading_id: 1,
    started: { date: '2026-11-01', precision: 'month' },
    note: 'Slow start.',
  },
  '/readings/delete': { reading_id: 1 },
  '/readings/set-page-count': { book_id: 1, page_count: 320 },
  '/readings/get/user/reading': { user_id: 1, limit: 5 },
  '/readings/get/feed': { limit: 5, offset: 0 },
  '/goals/get/user': { user_id: 1, limit: 5 },
  '/goals/set': { start: '2026-01-01', end: '2026-12-31', books: 24, visibility: 'public' },
  '/goals/delete': { id: 1 },
  '/stats/get': { year: 2026 },
  '/stats/get/year-summary': { user_id: 1, year: 2025 },
  '/stats/share-year': { year: 2025, shared: true },
  '/imports/preview': {
    filename: 'goodreads_library_export.csv',
    // "Book Id,Title,Author,Exclusive Shelf" and one row: a valid, tiny Goodreads file.
    content_base64: Buffer.from(
      'Book Id,Title,Author,Exclusive Shelf\n1,Dune,Frank Herbert,read\n',
    ).toString('base64'),
  },
  '/imports/resolve': { import_id: 1, choices: [{ line: 1, action: 'create' }] },
  '/imports/confirm': { import_id: 1, unresolved: 'skip' },
  '/imports/current': {},
  '/imports/status': { import_id: 1 },
  '/imports/rows': { import_id: 1, list: 'uncertain', limit: 10 },
  '/imports/skipped': { import_id: 1 },
  '/moderation/queue': { limit: 5, offset: 0 },
  '/moderation/act': { target: 'review:1', action: 'dismiss', reason: 'Not spam.' },
  '/moderation/log': { limit: 5 },
  '/shelves/list': { user_id: 1 },
  '/shelves/books': { shelf_id: 1, sort: 'rating', limit: 5, offset: 0 },
  '/shelves/create': { name: 'Book club', is_private: false },
  '/shelves/update': { shelf_id: 1, name: 'Summer 2024', is_private: true },
  '/shelves/reorder': { shelf_ids: [1, 2] },
  '/shelves/delete': { shelf_id: 1 },
  '/shelves/for-book': { book_id: 1 },
  '/shelves/add-book': { shelf_id: 1, book_id: 1 },
  '/shelves/remove-book': { shelf_id: 1, book_id: 1 },
  '/notes/get': { book_id: 1 },
  '/notes/save': { book_id: 1, text: 'Signed copy.', owned_copies: 2 },
};

const similar = (value: unknown) =>
  typeof value === 'number'
    ? fc.integer({ min: -3, max: 12 })
    : typeof value === 'string'
      ? fc.oneof(
          fc.string({ maxLength: 30 }),
          // fast-check keeps strings short by default; boundaries need long ones too.
          fc.string({ minLength: 20, maxLength: 260, size: 'max' }),
          fc.constant(`${value}x`),
          fc.constant(value.toUpperCase()),
        )
      : fc.constant(value);

/** The example with each field kept, varied, replaced by junk or dropped. */
const nearValid = (example: Record<string, unknown>) =>
  fc
    .record(
      Object.fromEntries(
        Object.entries(example).map(([key, value]) => [
          key,
          fc.oneof(
            { arbitrary: fc.constant(value), weight: 3 },
            { arbitrary: similar(value), weight: 3 },
            { arbitrary: awkwardValue, weight: 1 },
            { arbitrary: fc.constant(undefined), weight: 1 },
          ),
        ]),
      ),
    )
    .map((body) =>
      Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)),
    );

const DOCUMENTED = new Set(Object.keys(HTTP_STATUS_BY_CODE));
// Ending the session mid-run would turn every later signed-in call into code 5.
// Deleting the account is sent without a session only: the fuzz reader must stay.
const SESSION_ENDING = new Set<ApiPath>([
  '/auth/logout',
  '/users/update/password',
  '/users/delete/account',
]);

describe('malformed and random bodies', () => {
  let server: TestServer;
  let token: string;
  const counts = async () => ({
    books: await countRows(server, 'books'),
    users: await countRows(server, 'users'),
  });

  beforeAll(async () => {
    server = await startTestServer();
    ({ token } = await register(server, 'fuzz_user'));
  });
  afterAll(() => server.close());

  for (const path of Object.keys(apiRoutes) as ApiPath[]) {
    it(`${path} answers every body with a documented code and no 5xx`, async () => {
      const before = await counts();
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(
            { arbitrary: nearValid(EXAMPLES[path]), weight: 3 },
            { arbitrary: anyBody, weight: 2 },
          ),
          fc.boolean(),
          async (body, signedIn) => {
            const asUser = signedIn && !SESSION_ENDING.has(path);
            const answer = await call(server, path, body, { token: asUser ? token : null });
            expect(answer.http).toBeLessThan(500);
            const status = statusSchema.parse(answer.body.status);
            expect(DOCUMENTED.has(status.code)).toBe(true);
            expect(answer.http).toBe(HTTP_STATUS_BY_CODE[status.code]);
            if (status.code === '0') apiRoutes[path].response.parse(answer.body);
          },
        ),
        { numRuns: 50 },
      );
      const after = await counts();
      expect(after.books).toBe(before.books);
      expect(after.users).toBeGreaterThanOrEqual(before.users);
      if (path !== '/auth/register') expect(after.users).toBe(before.users);
    });
  }

  it('leaves the database consistent', async () => {
    if (!usingPostgres) {
      const { sql } = await import('kysely');
      const integrity = await sql<{ integrity_check: string }>`PRAGMA integrity_check`.execute(
        server.context.db,
      );
      expect(integrity.rows[0]?.integrity_check).toBe('ok');
      const orphans = await sql`PRAGMA foreign_key_check`.execute(server.context.db);
      expect(orphans.rows).toEqual([]);
    }
    const drift = await server.context.db
      .selectFrom('books as b')
      .select('b.id')
      .where((eb) =>
        eb(
          'b.reads_count',
          '<>',
          eb
            .selectFrom('user_book_relations as r')
            .select(eb.fn.countAll<number>().as('n'))
            .whereRef('r.book_id', '=', 'b.id')
            .where('r.read', '=', 1),
        ),
      )
      .execute();
    expect(drift).toEqual([]);
    // The journal's rule: read = 1 exactly when the reader has a read reading of the book.
    const disagreeing = await server.context.db
      .selectFrom('user_book_relations as r')
      .select(['r.user_id', 'r.book_id'])
      .where((eb) =>
        eb(
          'r.read',
          '<>',
          eb
            .case()
            .when(
              eb.exists(
                eb
                  .selectFrom('readings as g')
                  .select('g.id')
                  .whereRef('g.user_id', '=', 'r.user_id')
                  .whereRef('g.book_id', '=', 'r.book_id')
                  .where('g.state', '=', 'read'),
              ),
            )
            .then(1)
            .else(0)
            .end()
            .$castTo<Flag>(),
        ),
      )
      .execute();
    expect(disagreeing).toEqual([]);
  });
});
