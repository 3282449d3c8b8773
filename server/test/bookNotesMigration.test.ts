import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../db/migrations/index';
import { bookNotes as bookNotesMigration } from '../db/migrations/0032_book_notes';
import { type OlderDb, databaseAt, seedBooks, seedReaders } from './olderDatabase';

/** The notes and copies a database at 0031 kept in the imports' extras move to book_notes. */
describe('migration 0032: notes and copies leave the extras', () => {
  let older: Awaited<ReturnType<typeof databaseAt>>;
  let db: OlderDb;
  const at = (minute: number) => `2026-01-01T00:${String(minute).padStart(2, '0')}:00.000Z`;
  const ids = { readers: [] as number[], books: [] as number[] };

  beforeAll(async () => {
    older = await databaseAt('0031_shelves');
    db = older.db;
    const readerIds = await seedReaders(db, ['noter', 'other'], at(0));
    const bookIds = await seedBooks(db, ['Dune', 'Emma', 'Ulysses', 'Kindred'], at(0));
    ids.readers = readerIds;
    ids.books = bookIds;
    const [noter = 0, other = 0] = ids.readers;
    const [dune = 0, emma = 0, ulysses = 0, kindred = 0] = ids.books;
    const extras = (
      userId: number,
      bookId: number,
      source: string,
      data: Record<string, unknown>,
      updatedAt: string,
    ) => ({
      user_id: userId,
      book_id: bookId,
      source,
      data: JSON.stringify(data),
      updated_at: updatedAt,
    });
    await db
      .insertInto('relation_extras')
      .values([
        // Both sources: the newer row's note wins; its copies are 0, so the older row's count.
        extras(
          noter,
          dune,
          'goodreads',
          { source_id: '1', private_notes: 'Old note', owned_copies: 2 },
          at(1),
        ),
        extras(
          noter,
          dune,
          'storygraph',
          { private_notes: 'New note', binding: 'Paperback' },
          at(5),
        ),
        // Past the limits: cut and capped.
        extras(
          noter,
          emma,
          'goodreads',
          { private_notes: 'n'.repeat(10_050), owned_copies: 5000 },
          at(2),
        ),
        // Nothing worth keeping: no note is made, the keys still leave.
        extras(
          noter,
          ulysses,
          'goodreads',
          { private_notes: '   ', owned_copies: 0, shelf: 'read' },
          at(3),
        ),
        // No keys at all: untouched.
        extras(noter, kindred, 'goodreads', { source_id: '9' }, at(4)),
        extras(other, dune, 'goodreads', { owned_copies: 1 }, at(6)),
      ])
      .execute();
    await migrateToLatest(db, older.handle.dialect);
  });
  afterAll(() => older.close());

  const notes = () =>
    db
      .selectFrom('book_notes')
      .innerJoin('users', 'users.id', 'book_notes.user_id')
      .innerJoin('books', 'books.id', 'book_notes.book_id')
      .select([
        'users.username',
        'books.title',
        'book_notes.text',
        'book_notes.owned_copies',
        'book_notes.updated_at',
      ])
      .orderBy('users.username')
      .orderBy('books.title')
      .execute();
  const extrasRows = async () =>
    (
      await db
        .selectFrom('relation_extras')
        .innerJoin('users', 'users.id', 'relation_extras.user_id')
        .innerJoin('books', 'books.id', 'relation_extras.book_id')
        .select([
          'users.username',
          'books.title',
          'relation_extras.source',
          'relation_extras.data',
          'relation_extras.updated_at',
        ])
        .orderBy('users.username')
        .orderBy('books.title')
        .orderBy('relation_extras.source')
        .execute()
    ).map((row) => ({ ...row, data: JSON.parse(row.data as string) }));

  it('makes one note per reader and book, newest values first, within the limits', async () => {
    const rows = await notes();
    expect(rows.map((row) => ({ ...row, text: String(row.text).slice(0, 20) }))).toEqual([
      { username: 'noter', title: 'Dune', text: 'New note', owned_copies: 2, updated_at: at(5) },
      {
        username: 'noter',
        title: 'Emma',
        text: 'n'.repeat(20),
        owned_copies: 999,
        updated_at: at(2),
      },
      { username: 'other', title: 'Dune', text: '', owned_copies: 1, updated_at: at(6) },
    ]);
    expect(String(rows[1]?.text).length).toBe(10_000);
  });

  it('takes the two keys out of the extras and keeps everything else', async () => {
    expect(await extrasRows()).toEqual([
      {
        username: 'noter',
        title: 'Dune',
        source: 'goodreads',
        data: { source_id: '1' },
        updated_at: at(1),
      },
      {
        username: 'noter',
        title: 'Dune',
        source: 'storygraph',
        data: { binding: 'Paperback' },
        updated_at: at(5),
      },
      { username: 'noter', title: 'Emma', source: 'goodreads', data: {}, updated_at: at(2) },
      {
        username: 'noter',
        title: 'Kindred',
        source: 'goodreads',
        data: { source_id: '9' },
        updated_at: at(4),
      },
      {
        username: 'noter',
        title: 'Ulysses',
        source: 'goodreads',
        data: { shelf: 'read' },
        updated_at: at(3),
      },
      { username: 'other', title: 'Dune', source: 'goodreads', data: {}, updated_at: at(6) },
    ]);
  });

  it('runs again without changing anything, and keeps a note already there', async () => {
    const before = [await notes(), await extrasRows()];
    const [noter = 0] = ids.readers;
    const [, , , kindred = 0] = ids.books;
    // A row left with the keys after its note was made (a run cut short) keeps that note.
    await db
      .updateTable('relation_extras')
      .set({ data: JSON.stringify({ source_id: '9', private_notes: 'Again' }) })
      .where('user_id', '=', noter)
      .where('book_id', '=', kindred)
      .execute();
    await db
      .insertInto('book_notes')
      .values({
        user_id: noter,
        book_id: kindred,
        text: 'Typed',
        owned_copies: 0,
        updated_at: at(9),
      })
      .execute();
    await bookNotesMigration(older.handle.dialect).up(db);
    const [afterNotes, afterExtras] = [await notes(), await extrasRows()];
    expect(afterNotes).toEqual(
      [
        ...(before[0] ?? []),
        { username: 'noter', title: 'Kindred', text: 'Typed', owned_copies: 0, updated_at: at(9) },
      ].sort((a, b) => `${a.username}${a.title}`.localeCompare(`${b.username}${b.title}`)),
    );
    expect(afterExtras).toEqual(before[1]);
  });
});
