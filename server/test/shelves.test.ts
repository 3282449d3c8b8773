import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHELVES_MAX, shelfBooksResponseSchema } from '../../src/api/contract/shelves';
import {
  type ApiAnswer,
  type TestServer,
  bookIdBySource,
  call,
  countRows,
  register,
  startTestServer,
} from './harness';
import { day } from './partialDates';

type Reader = Awaited<ReturnType<typeof register>>;

/** A reader's own shelves: making, naming, ordering, deleting, and the books on them. */
describe('custom shelves', () => {
  let server: TestServer;
  let ana: Reader;
  let ben: Reader;
  const books = {} as Record<'dune' | 'potter' | 'istanbul' | 'kurk' | 'hobbit', number>;

  const as = (reader: Reader | null, path: string, body?: unknown) =>
    call(server, path, body, { token: reader?.token ?? null });
  const codes = (answer: ApiAnswer) => [answer.http, answer.body.status.code];
  async function ok(reader: Reader | null, path: string, body: unknown) {
    const answer = await as(reader, path, body);
    expect(answer.body.status.code, `${path}: ${JSON.stringify(answer.body.status)}`).toBe('0');
    return answer.body;
  }
  const create = async (reader: Reader, name: string, isPrivate = false) =>
    (await ok(reader, '/shelves/create', { name, is_private: isPrivate })).shelf;
  const names = (shelves: { name: string }[]) => shelves.map((shelf) => shelf.name);

  beforeAll(async () => {
    server = await startTestServer({ rateLimits: { requestsPerMinute: 0, registerPerIp: 100 } });
    ana = await register(server, 'shelf_ana');
    ben = await register(server, 'shelf_ben');
    const sources = { dune: 1, potter: 2, istanbul: 3, kurk: 5, hobbit: 6 } as const;
    for (const [name, source] of Object.entries(sources)) {
      books[name as keyof typeof books] = await bookIdBySource(server, source);
    }
  });
  afterAll(() => server.close());

  it('creates shelves at the end, renames them and makes them private', async () => {
    const club = await create(ana, 'Book Club');
    expect(club).toMatchObject({
      user_id: ana.user.id,
      name: 'Book Club',
      is_private: false,
      position: 0,
      book_count: 0,
    });
    const summer = await create(ana, '  summer-2024  ', true);
    expect(summer).toMatchObject({ name: 'summer-2024', is_private: true, position: 1 });

    const renamed = await ok(ana, '/shelves/update', { shelf_id: club.id, name: 'Book club!' });
    expect(renamed.shelf).toMatchObject({ id: club.id, name: 'Book club!', is_private: false });
    const opened = await ok(ana, '/shelves/update', { shelf_id: summer.id, is_private: false });
    expect(opened.shelf).toMatchObject({ name: 'summer-2024', is_private: false });
    const list = await ok(null, '/shelves/list', { user_id: ana.user.id });
    expect(names(list.shelves)).toEqual(['Book club!', 'summer-2024']);

    // Only the session's reader: another reader's shelf is not found, a user_id is refused.
    expect(codes(await as(ben, '/shelves/update', { shelf_id: club.id, name: 'Mine' }))).toEqual([
      404,
      '3',
    ]);
    expect(codes(await as(ben, '/shelves/delete', { shelf_id: club.id }))).toEqual([404, '3']);
    expect(
      codes(await as(ben, '/shelves/create', { name: 'Theirs', user_id: ana.user.id })),
    ).toEqual([403, '4']);
    expect(codes(await as(null, '/shelves/create', { name: 'Guest' }))[1]).toBe('2');

    for (const id of [club.id, summer.id]) await ok(ana, '/shelves/delete', { shelf_id: id });
  });

  it('refuses a name the reader already uses, however it is spelled', async () => {
    const club = await create(ana, 'Book Club');
    for (const name of ['book-club', 'BOOK  club', 'Böök Club']) {
      const answer = await as(ana, '/shelves/create', { name });
      expect(codes(answer), name).toEqual([409, '6']);
    }
    const other = await create(ana, 'Other');
    expect(
      codes(await as(ana, '/shelves/update', { shelf_id: other.id, name: 'book_club' })),
    ).toEqual([409, '6']);
    // A shelf renamed to its own name in another spelling is no clash; another reader may use it.
    await ok(ana, '/shelves/update', { shelf_id: club.id, name: 'book-club' });
    await create(ben, 'Book Club');
    for (const id of [club.id, other.id]) await ok(ana, '/shelves/delete', { shelf_id: id });
    await ok(ben, '/shelves/delete', {
      shelf_id: (await ok(ben, '/shelves/list', { user_id: ben.user.id })).shelves[0].id,
    });
  });

  it('refuses reserved, empty and too long names (code 1)', async () => {
    for (const name of [
      'To-Read',
      'read',
      'Currently Reading',
      'favorites',
      'DNF',
      '',
      '  ',
      '!!!',
      'x'.repeat(61),
    ]) {
      const answer = await as(ana, '/shelves/create', { name });
      expect(codes(answer), name).toEqual([400, '1']);
    }
    expect((await ok(ana, '/shelves/list', { user_id: ana.user.id })).shelves).toEqual([]);
    expect((await create(ana, 'x'.repeat(60))).name).toHaveLength(60);
    await ok(ana, '/shelves/delete', {
      shelf_id: (await ok(ana, '/shelves/list', { user_id: ana.user.id })).shelves[0].id,
    });
  });

  it(`keeps at most ${SHELVES_MAX} shelves (code 6 past that)`, async () => {
    const reader = await register(server, 'shelf_many');
    const now = new Date().toISOString();
    await server.context.db
      .insertInto('shelves')
      .values(
        Array.from({ length: SHELVES_MAX - 1 }, (_, position) => ({
          user_id: reader.user.id,
          name: `Shelf ${position}`,
          name_key: `shelf ${position}`,
          position,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    expect((await create(reader, 'The last one')).position).toBe(SHELVES_MAX - 1);
    const answer = await as(reader, '/shelves/create', { name: 'One too many' });
    expect(codes(answer)).toEqual([409, '6']);
    expect(answer.body.status.message).toContain(`${SHELVES_MAX}`);
  });

  it('reorders only with every shelf exactly once', async () => {
    const [a, b, c] = [await create(ana, 'A'), await create(ana, 'B'), await create(ana, 'C')];
    const benShelf = await create(ben, 'Ben’s');
    const order = async () =>
      names((await ok(ana, '/shelves/list', { user_id: ana.user.id })).shelves);

    const moved = await ok(ana, '/shelves/reorder', { shelf_ids: [c.id, a.id, b.id] });
    expect(names(moved.shelves)).toEqual(['C', 'A', 'B']);
    expect(moved.shelves.map((s: { position: number }) => s.position)).toEqual([0, 1, 2]);

    for (const shelfIds of [
      [c.id, a.id],
      [c.id, a.id, b.id, benShelf.id],
      [c.id, a.id, benShelf.id],
      [c.id, c.id, a.id],
      [9999, a.id, b.id],
    ]) {
      const answer = await as(ana, '/shelves/reorder', { shelf_ids: shelfIds });
      expect(codes(answer), JSON.stringify(shelfIds)).toEqual([400, '1']);
    }
    expect(await order()).toEqual(['C', 'A', 'B']);

    // Deleting one closes the gap.
    const left = await ok(ana, '/shelves/delete', { shelf_id: c.id });
    expect(
      left.shelves.map((s: { name: string; position: number }) => [s.name, s.position]),
    ).toEqual([
      ['A', 0],
      ['B', 1],
    ]);
    expect((await create(ana, 'D')).position).toBe(2);
    for (const shelf of (await ok(ana, '/shelves/list', { user_id: ana.user.id })).shelves) {
      await ok(ana, '/shelves/delete', { shelf_id: shelf.id });
    }
    await ok(ben, '/shelves/delete', { shelf_id: benShelf.id });
  });

  it('puts books on shelves and takes them off, idempotently', async () => {
    const club = await create(ana, 'Club');
    const secret = await create(ana, 'Secret', true);
    const benShelf = await create(ben, 'Ben');
    const place = (path: string, shelfId: number, bookId: number, reader = ana) =>
      as(reader, path, { shelf_id: shelfId, book_id: bookId });

    expect((await place('/shelves/add-book', club.id, books.dune)).body.shelf.book_count).toBe(1);
    expect((await place('/shelves/add-book', club.id, books.dune)).body.shelf.book_count).toBe(1);
    await place('/shelves/add-book', secret.id, books.dune);
    expect(codes(await place('/shelves/add-book', club.id, 999_999))).toEqual([404, '3']);
    expect(codes(await place('/shelves/remove-book', club.id, 999_999))).toEqual([404, '3']);
    expect(codes(await place('/shelves/add-book', benShelf.id, books.dune))).toEqual([404, '3']);
    expect(codes(await place('/shelves/remove-book', benShelf.id, books.dune))).toEqual([404, '3']);
    expect(codes(await place('/shelves/add-book', 999_999, books.dune))).toEqual([404, '3']);

    const picker = await ok(ana, '/shelves/for-book', { book_id: books.dune });
    expect(names(picker.shelves)).toEqual(['Club', 'Secret']);
    expect(picker.shelf_ids).toEqual([club.id, secret.id]);
    expect((await ok(ana, '/shelves/for-book', { book_id: books.potter })).shelf_ids).toEqual([]);
    expect(codes(await as(ana, '/shelves/for-book', { book_id: 999_999 }))).toEqual([404, '3']);
    // Ben's picker shows his shelves only.
    expect(names((await ok(ben, '/shelves/for-book', { book_id: books.dune })).shelves)).toEqual([
      'Ben',
    ]);

    expect((await place('/shelves/remove-book', club.id, books.dune)).body.shelf.book_count).toBe(
      0,
    );
    expect((await place('/shelves/remove-book', club.id, books.dune)).body.shelf.book_count).toBe(
      0,
    );
    expect((await ok(ana, '/shelves/for-book', { book_id: books.dune })).shelf_ids).toEqual([
      secret.id,
    ]);
    for (const id of [club.id, secret.id]) await ok(ana, '/shelves/delete', { shelf_id: id });
    await ok(ben, '/shelves/delete', { shelf_id: benShelf.id });
  });

  it('deletes a shelf and its placements, never the readings, relations or reviews', async () => {
    const shelf = await create(ana, 'Going away');
    await ok(ana, '/readings/set-status', { book_id: books.istanbul, status: 'read' });
    await ok(ana, '/user-book-relations/like', { book_id: books.istanbul });
    await ok(ana, '/reviews/create/book-review', {
      book_id: books.istanbul,
      rating: 4,
      review_title: 'A city',
      review_text: 'Melancholy, beautifully.',
    });
    await ok(ana, '/shelves/add-book', { shelf_id: shelf.id, book_id: books.istanbul });
    const before = {
      readings: await countRows(server, 'readings'),
      relations: await countRows(server, 'user_book_relations'),
      reviews: await countRows(server, 'reviews'),
      placements: await countRows(server, 'shelf_books'),
    };
    await ok(ana, '/shelves/delete', { shelf_id: shelf.id });
    expect({
      readings: await countRows(server, 'readings'),
      relations: await countRows(server, 'user_book_relations'),
      reviews: await countRows(server, 'reviews'),
      placements: await countRows(server, 'shelf_books'),
    }).toEqual({ ...before, placements: before.placements - 1 });
    const relation = await ok(ana, '/user-book-relations/get/user-book-relation', {
      book_id: books.istanbul,
    });
    expect(JSON.stringify(relation)).toContain('"like":true');
    expect(codes(await as(ana, '/shelves/books', { shelf_id: shelf.id }))).toEqual([404, '3']);
    expect(codes(await as(ana, '/shelves/delete', { shelf_id: shelf.id }))).toEqual([404, '3']);
  });

  it('pages a shelf in each order, with dates added, ratings and finishes', async () => {
    const reader = await register(server, 'shelf_sorter');
    const shelf = (await ok(reader, '/shelves/create', { name: 'Sorted' })).shelf;
    const { dune, potter, kurk, hobbit } = books;
    for (const book of [dune, potter, hobbit, kurk]) {
      server.clock.advance(60_000);
      await ok(reader, '/shelves/add-book', { shelf_id: shelf.id, book_id: book });
    }
    const set = (book: number, status: string, date?: string) =>
      ok(reader, '/readings/set-status', {
        book_id: book,
        status,
        ...(date ? { date: day(date) } : {}),
      });
    await set(dune, 'read', '2026-03-02');
    await set(kurk, 'read', '2025-06-01');
    await set(kurk, 'reading', '2026-03-20');
    await set(kurk, 'read', '2026-04-01');
    // Read, but when is not known: no finish date to sort by.
    await ok(reader, '/readings/set-status', {
      book_id: hobbit,
      status: 'read',
      date: { date: null, precision: 'unknown' },
    });
    const review = (book: number, rating: number) =>
      ok(reader, '/reviews/create/book-review', {
        book_id: book,
        rating,
        review_title: 'Stars',
        review_text: 'Said in stars.',
      });
    await review(hobbit, 5);
    await review(dune, 3);

    const page = async (sort?: string, limit = 10, offset = 0) => {
      const answer = await ok(null, '/shelves/books', {
        shelf_id: shelf.id,
        ...(sort ? { sort } : {}),
        limit,
        offset,
      });
      const parsed = shelfBooksResponseSchema.parse(answer);
      return parsed;
    };
    const order = async (sort?: string) => (await page(sort)).entries.map((entry) => entry.book.id);

    expect(await order()).toEqual([kurk, hobbit, potter, dune]);
    expect(await order('added')).toEqual([kurk, hobbit, potter, dune]);
    expect(await order('title')).toEqual([dune, potter, kurk, hobbit]);
    expect(await order('author')).toEqual([dune, potter, hobbit, kurk]);
    expect(await order('rating')).toEqual([hobbit, dune, potter, kurk]);
    expect(await order('read')).toEqual([kurk, dune, potter, hobbit]);
    await expect(
      as(null, '/shelves/books', { shelf_id: shelf.id, sort: 'pages' }),
    ).resolves.toMatchObject({
      http: 400,
    });

    const all = await page('read');
    expect(all.total).toBe(4);
    expect(all.shelf).toMatchObject({ id: shelf.id, book_count: 4 });
    const entry = (book: number) => all.entries.find((e) => e.book.id === book);
    expect(entry(kurk)).toMatchObject({ read_at: '2026-04-01', rating: null });
    expect(entry(dune)).toMatchObject({ read_at: '2026-03-02', rating: 3 });
    expect(entry(hobbit)).toMatchObject({ read_at: null, rating: 5 });
    const added = all.entries.map((e) => e.added_at).sort();
    expect(new Set(added).size).toBe(4);

    const first = await page('title', 2, 0);
    const second = await page('title', 2, 2);
    expect([first.total, second.total]).toEqual([4, 4]);
    expect([...first.entries, ...second.entries].map((e) => e.book.id)).toEqual([
      dune,
      potter,
      kurk,
      hobbit,
    ]);
    expect((await page('title', 2, 4)).entries).toEqual([]);
  });
});

type Viewer = 'owner' | 'follower' | 'other' | 'guest' | 'blocked';
const VIEWERS: Viewer[] = ['owner', 'follower', 'other', 'guest', 'blocked'];
/**
 * - `all`: the list with the private shelves; `public`: the list without them;
 * - `shown`: the shelf's books; `refused`: code 4 (private profile); `hidden`: code 3.
 */
type Outcome = 'all' | 'public' | 'shown' | 'refused' | 'hidden';

describe('who sees a shelf', () => {
  let server: TestServer;
  const tokens = {} as Record<Viewer, string | null>;
  const ids = {} as Record<'open' | 'closed' | 'follower' | 'blocked', number>;
  const shelves = {} as Record<
    'openPublic' | 'openPrivate' | 'closedPublic' | 'closedPrivate',
    number
  >;

  beforeAll(async () => {
    server = await startTestServer({ rateLimits: { requestsPerMinute: 0, registerPerIp: 100 } });
    // Two owners: a public profile and a private one, each with a public and a private shelf.
    const open = await register(server, 'shelf_open');
    const closed = await register(server, 'shelf_closed');
    const follower = await register(server, 'shelf_follower');
    const other = await register(server, 'shelf_other');
    const blocked = await register(server, 'shelf_blocked');
    Object.assign(ids, {
      open: open.user.id,
      closed: closed.user.id,
      follower: follower.user.id,
      blocked: blocked.user.id,
    });
    Object.assign(ownerTokens, { open: open.token, closed: closed.token });
    tokens.follower = follower.token;
    tokens.other = other.token;
    tokens.guest = null;
    tokens.blocked = blocked.token;
    const book = await bookIdBySource(server, 1);
    const ok = async (token: string, path: string, body: unknown) => {
      const answer = await call(server, path, body, { token });
      expect(answer.body.status.code, JSON.stringify(answer.body.status)).toBe('0');
      return answer.body;
    };
    for (const [owner, prefix] of [
      [open, 'open'],
      [closed, 'closed'],
    ] as const) {
      for (const [kind, isPrivate] of [
        ['Public', false],
        ['Private', true],
      ] as const) {
        const { shelf } = await ok(owner.token, '/shelves/create', {
          name: `${prefix} ${kind}`,
          is_private: isPrivate,
        });
        await ok(owner.token, '/shelves/add-book', { shelf_id: shelf.id, book_id: book });
        shelves[`${prefix}${kind}` as keyof typeof shelves] = shelf.id;
      }
      await ok(follower.token, '/follows/follow-user', { following_id: owner.user.id });
    }
    await ok(closed.token, '/users/update/privacy', { is_private: true });
    // The follower followed while the profile was public; the other reader asks and waits.
    await call(
      server,
      '/follows/follow-user',
      { following_id: closed.user.id },
      { token: other.token },
    );
    for (const owner of [open, closed]) {
      await ok(owner.token, '/users/block', { user_id: blocked.user.id });
    }
  });
  afterAll(() => server.close());

  const ownerTokens = {} as Record<'open' | 'closed', string>;

  async function outcome(viewer: Viewer, owner: 'open' | 'closed', path: string, body: unknown) {
    const token = viewer === 'owner' ? ownerTokens[owner] : tokens[viewer];
    const answer = await call(server, path, body, { token });
    const code = answer.body.status.code;
    if (code === '3') return 'hidden';
    if (code === '4') return 'refused';
    expect(code, JSON.stringify(answer.body)).toBe('0');
    if (path === '/shelves/books') {
      expect(answer.body.entries).toHaveLength(1);
      return 'shown';
    }
    const privateShown = answer.body.shelves.some((s: { is_private: boolean }) => s.is_private);
    expect(answer.body.shelves.length).toBe(privateShown ? 2 : 1);
    return privateShown ? 'all' : 'public';
  }

  it('answers the shelf calls for each viewer by the profile rule and the shelf’s privacy', async () => {
    const calls: [string, 'open' | 'closed', string, unknown][] = [
      ['list, public profile', 'open', '/shelves/list', { user_id: ids.open }],
      ['public shelf, public profile', 'open', '/shelves/books', { shelf_id: shelves.openPublic }],
      [
        'private shelf, public profile',
        'open',
        '/shelves/books',
        { shelf_id: shelves.openPrivate },
      ],
      ['list, private profile', 'closed', '/shelves/list', { user_id: ids.closed }],
      [
        'public shelf, private profile',
        'closed',
        '/shelves/books',
        { shelf_id: shelves.closedPublic },
      ],
      [
        'private shelf, private profile',
        'closed',
        '/shelves/books',
        { shelf_id: shelves.closedPrivate },
      ],
    ];
    const table: Record<string, Record<Viewer, Outcome>> = {};
    for (const [name, owner, path, body] of calls) {
      table[name] = {} as Record<Viewer, Outcome>;
      for (const viewer of VIEWERS) table[name][viewer] = await outcome(viewer, owner, path, body);
    }
    expect(table).toEqual({
      'list, public profile': {
        owner: 'all',
        follower: 'public',
        other: 'public',
        guest: 'public',
        blocked: 'hidden',
      },
      'public shelf, public profile': {
        owner: 'shown',
        follower: 'shown',
        other: 'shown',
        guest: 'shown',
        blocked: 'hidden',
      },
      'private shelf, public profile': {
        owner: 'shown',
        follower: 'hidden',
        other: 'hidden',
        guest: 'hidden',
        blocked: 'hidden',
      },
      'list, private profile': {
        owner: 'all',
        follower: 'public',
        other: 'refused',
        guest: 'refused',
        blocked: 'hidden',
      },
      'public shelf, private profile': {
        owner: 'shown',
        follower: 'shown',
        other: 'refused',
        guest: 'refused',
        blocked: 'hidden',
      },
      'private shelf, private profile': {
        owner: 'shown',
        follower: 'hidden',
        other: 'hidden',
        guest: 'hidden',
        blocked: 'hidden',
      },
    });
  });

  it('hides a suspended reader’s shelves as it hides the reader', async () => {
    await server.context.db
      .updateTable('users')
      .set({ suspended_at: '2026-01-01T00:00:00.000Z' })
      .where('id', '=', ids.open)
      .execute();
    for (const [path, body] of [
      ['/shelves/list', { user_id: ids.open }],
      ['/shelves/books', { shelf_id: shelves.openPublic }],
    ] as const) {
      const answer = await call(server, path, body, { token: tokens.other });
      expect([answer.http, answer.body.status.code]).toEqual([404, '3']);
    }
    await server.context.db
      .updateTable('users')
      .set({ suspended_at: null })
      .where('id', '=', ids.open)
      .execute();
  });
});
