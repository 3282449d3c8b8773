import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { relationResponseSchema } from '../../src/api/contract';
import { type TestServer, bookIdBySource, call, login, register, startTestServer } from './harness';

describe('user-book relations', () => {
  let server: TestServer;
  let token: string;
  let userId: number;
  let hobbit: number;
  beforeAll(async () => {
    server = await startTestServer();
    ({
      token,
      user: { id: userId },
    } = await register(server, 'shelf_tester'));
    hobbit = await bookIdBySource(server, 6);
  });
  afterAll(() => server.close());

  const relation = async (path: string, body: unknown, as = token) => {
    const answer = await call(server, `/user-book-relations/${path}`, body, { token: as });
    return { ...answer, relation: answer.body.userBookRelations?.[0] };
  };
  const reads = async (bookId: number) =>
    (await call(server, '/books/get/id', bookId)).body.books[0].reads as number;

  it('returns all-false when no row exists', async () => {
    const answer = await relation('get/user-book-relation', { user_id: userId, book_id: hobbit });
    expect(relationResponseSchema.parse(answer.body).userBookRelations[0]).toEqual({
      user_id: userId,
      book_id: hobbit,
      read: false,
      like: false,
      favorite: false,
      readingList: false,
      read_list: false,
    });
  });

  it('refuses guests (2), another user_id (4) and missing books (3)', async () => {
    const guest = await call(server, '/user-book-relations/like', { book_id: hobbit });
    expect([guest.http, guest.body.status.code]).toEqual([401, '2']);
    const { user: ada } = await login(server, 'ada@shelfmark.test');
    for (const body of [
      { user_id: ada.id, book_id: hobbit },
      { userId: ada.id, book_id: hobbit },
    ]) {
      for (const path of [
        'like',
        'favorite',
        'set-as-read',
        'add-to-read-list',
        'get/user-book-relation',
      ]) {
        const answer = await relation(path, body);
        expect([answer.http, answer.body.status.code]).toEqual([403, '4']);
      }
    }
    const adaRows = await server.context.db
      .selectFrom('user_book_relations')
      .selectAll()
      .where('user_id', '=', ada.id)
      .where('book_id', '=', hobbit)
      .execute();
    expect(adaRows.map((row) => row.read_list)).toEqual([1]);
    const missing = await relation('set-as-read', { book_id: 987654 });
    expect([missing.http, missing.body.status.code]).toEqual([404, '3']);
  });

  it('refuses like and favourite before the book is read (code 4)', async () => {
    const like = await relation('like', { user_id: userId, book_id: hobbit });
    expect([like.http, like.body.status.code]).toEqual([403, '4']);
    expect(like.body.status.message).toMatch(/read this book first/);
    const favorite = await relation('favorite', hobbit);
    expect(favorite.body.status.code).toBe('4');
  });

  it('toggles reading list, read (clearing the reading list), like and favourite', async () => {
    const before = await reads(hobbit);
    expect((await relation('add-to-read-list', { book_id: hobbit })).relation).toMatchObject({
      readingList: true,
      read_list: true,
      read: false,
    });
    const marked = await relation('set-as-read', { book_id: hobbit });
    expect(marked.relation).toMatchObject({ read: true, readingList: false });
    expect(await reads(hobbit)).toBe(before + 1);
    // The answer carries the book with its new count, so the page needs no reload.
    expect(marked.body.books).toEqual([expect.objectContaining({ id: hobbit, reads: before + 1 })]);
    expect((await relation('like', { book_id: hobbit })).relation).toMatchObject({ like: true });
    expect((await relation('favorite', { book_id: hobbit })).relation).toMatchObject({
      favorite: true,
    });
    expect((await relation('like', hobbit)).relation).toMatchObject({
      like: false,
      favorite: true,
    });
    expect((await relation('like', hobbit)).relation).toMatchObject({ like: true });

    // Unmarking read clears like and favourite.
    const unmarked = await relation('set-as-read', hobbit);
    expect(unmarked.relation).toMatchObject({ read: false, like: false, favorite: false });
    expect(await reads(hobbit)).toBe(before);
    expect(unmarked.body.books[0]).toMatchObject({ id: hobbit, reads: before });
  });

  it('keeps like/favourite-need-read in the database itself', async () => {
    await expect(
      server.context.db
        .insertInto('user_book_relations')
        .values({
          user_id: userId,
          book_id: hobbit - 1 || hobbit + 1,
          read: 0,
          liked: 1,
          favorite: 0,
          read_list: 0,
          updated_at: 'x',
        })
        .execute(),
    ).rejects.toThrow();
  });

  it('never makes two rows from simultaneous identical toggles', async () => {
    const dune = await bookIdBySource(server, 4);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => relation('set-as-read', { book_id: dune })),
    );
    expect(answers.every((answer) => answer.body.status.code === '0')).toBe(true);
    const rows = await server.context.db
      .selectFrom('user_book_relations')
      .selectAll()
      .where('user_id', '=', userId)
      .where('book_id', '=', dune)
      .execute();
    expect(rows).toHaveLength(1);
    // Six flips in turn: back to unread, and the reads counter agrees with the rows.
    expect(rows[0]?.read).toBe(0);
    const counted = await server.context.db
      .selectFrom('user_book_relations')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('book_id', '=', dune)
      .where('read', '=', 1)
      .executeTakeFirstOrThrow();
    expect(await reads(dune)).toBe(Number(counted.n));
    // Each answer saw a distinct state: three saw "read", three saw "unread".
    expect(answers.filter((answer) => answer.relation.read).length).toBe(3);
  });
});
