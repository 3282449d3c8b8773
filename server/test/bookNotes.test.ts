import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_PATHS } from '../../src/api/contract';
import {
  BOOK_NOTE_MAX,
  OWNED_COPIES_MAX,
  bookNoteResponseSchema,
} from '../../src/api/contract/shelves';
import {
  type ApiAnswer,
  type TestServer,
  bookIdBySource,
  call,
  register,
  startTestServer,
} from './harness';
import { download, importFile } from './importHelpers';

type Reader = Awaited<ReturnType<typeof register>>;

/** A reader's private note and owned copies of a book: theirs alone to read and change. */
describe('book notes', () => {
  let server: TestServer;
  let ana: Reader;
  let ben: Reader;
  let dune = 0;
  let potter = 0;

  const as = (reader: Reader | null, path: string, body?: unknown) =>
    call(server, path, body, { token: reader?.token ?? null });
  const codes = (answer: ApiAnswer) => [answer.http, answer.body.status.code];
  async function note(reader: Reader, path: string, body: unknown) {
    const answer = await as(reader, path, body);
    expect(answer.body.status.code, `${path}: ${JSON.stringify(answer.body.status)}`).toBe('0');
    return bookNoteResponseSchema.parse(answer.body).note;
  }
  const empty = (bookId: number) => ({
    book_id: bookId,
    text: '',
    owned_copies: 0,
    updated_at: null,
  });

  beforeAll(async () => {
    server = await startTestServer({ rateLimits: { requestsPerMinute: 0, registerPerIp: 100 } });
    ana = await register(server, 'note_ana');
    ben = await register(server, 'note_ben');
    dune = await bookIdBySource(server, 1);
    potter = await bookIdBySource(server, 2);
  });
  afterAll(() => server.close());

  it('answers an empty note for a book without one', async () => {
    expect(await note(ana, '/notes/get', { book_id: dune })).toEqual(empty(dune));
  });

  it('saves a note and copies, reads them back, and keeps the text as typed', async () => {
    const text = '  Gift from Gran.\n\nRead it on the train.  ';
    const saved = await note(ana, '/notes/save', { book_id: dune, text, owned_copies: 2 });
    const now = server.context.now().toISOString();
    expect(saved).toEqual({ book_id: dune, text, owned_copies: 2, updated_at: now });
    expect(await note(ana, '/notes/get', { book_id: dune })).toEqual(saved);

    server.clock.advance(60_000);
    const copiesOnly = await note(ana, '/notes/save', { book_id: dune, text: '', owned_copies: 1 });
    expect(copiesOnly).toMatchObject({ text: '', owned_copies: 1 });
    expect(copiesOnly.updated_at).toBe(server.context.now().toISOString());
    expect(copiesOnly.updated_at).not.toBe(saved.updated_at);
  });

  it('removes the note when the text is empty or only whitespace and there are no copies', async () => {
    await note(ana, '/notes/save', { book_id: potter, text: 'Owls.', owned_copies: 0 });
    expect(
      await note(ana, '/notes/save', { book_id: potter, text: ' \n\t ', owned_copies: 0 }),
    ).toEqual(empty(potter));
    expect(await note(ana, '/notes/get', { book_id: potter })).toEqual(empty(potter));
    const rows = await server.context.db
      .selectFrom('book_notes')
      .select('book_id')
      .where('user_id', '=', ana.user.id)
      .where('book_id', '=', potter)
      .execute();
    expect(rows).toEqual([]);
  });

  it('refuses what is past the limits, and keeps the note as it was', async () => {
    const before = await note(ana, '/notes/get', { book_id: dune });
    const refused = [
      { book_id: dune, text: 'x'.repeat(BOOK_NOTE_MAX + 1), owned_copies: 0 },
      { book_id: dune, text: 'ok', owned_copies: OWNED_COPIES_MAX + 1 },
      { book_id: dune, text: 'ok', owned_copies: -1 },
      { book_id: dune, text: 'ok', owned_copies: 1.5 },
      { book_id: dune, text: 'ok' },
      { book_id: dune, owned_copies: 1 },
    ];
    for (const body of refused) expect(codes(await as(ana, '/notes/save', body))[1]).toBe('1');
    expect(await note(ana, '/notes/get', { book_id: dune })).toEqual(before);

    const longest = await note(ana, '/notes/save', {
      book_id: potter,
      text: 'y'.repeat(BOOK_NOTE_MAX),
      owned_copies: OWNED_COPIES_MAX,
    });
    expect([longest.text.length, longest.owned_copies]).toEqual([BOOK_NOTE_MAX, OWNED_COPIES_MAX]);
    await note(ana, '/notes/save', { book_id: potter, text: '', owned_copies: 0 });
  });

  it('answers code 3 for an unknown book and code 2 without a session', async () => {
    expect(codes(await as(ana, '/notes/get', { book_id: 999_999 }))).toEqual([404, '3']);
    expect(
      codes(await as(ana, '/notes/save', { book_id: 999_999, text: 'x', owned_copies: 0 })),
    ).toEqual([404, '3']);
    expect(codes(await as(null, '/notes/get', { book_id: dune }))[1]).toBe('2');
    expect(
      codes(await as(null, '/notes/save', { book_id: dune, text: 'x', owned_copies: 0 }))[1],
    ).toBe('2');
  });

  it("never shows one reader's note to another", async () => {
    // Ben's own note of the book is empty; he cannot name Ana.
    expect(await note(ben, '/notes/get', { book_id: dune })).toEqual(empty(dune));
    expect(codes(await as(ben, '/notes/get', { book_id: dune, user_id: ana.user.id }))[1]).not.toBe(
      '0',
    );
    // His note is his: saving it leaves Ana's as it was.
    const anas = await note(ana, '/notes/get', { book_id: dune });
    await note(ben, '/notes/save', { book_id: dune, text: 'Ben’s copy.', owned_copies: 3 });
    expect(await note(ana, '/notes/get', { book_id: dune })).toEqual(anas);
    expect(await note(ben, '/notes/get', { book_id: dune })).toMatchObject({
      text: 'Ben’s copy.',
      owned_copies: 3,
    });
  });

  it('shows a typed note in the exports', async () => {
    const json = JSON.parse((await download(server, ana.token, EXPORT_PATHS.shelfmark)).body);
    const entry = json.books.find((book: { book: { id: number } }) => book.book.id === dune);
    expect(entry.note).toMatchObject({ owned_copies: 1, text: '' });
    expect(entry.extras).toEqual({});
  });

  it('brings in the notes of an export made before they had a home (in its extras)', async () => {
    await note(ana, '/notes/save', { book_id: potter, text: 'Owls.', owned_copies: 0 });
    const current = JSON.parse((await download(server, ana.token, EXPORT_PATHS.shelfmark)).body);
    const older = {
      ...current,
      books: current.books.map(
        ({ note: old, ...entry }: { note: { text: string; owned_copies: number } | null }) =>
          old
            ? {
                ...entry,
                extras: {
                  goodreads: {
                    source_id: '1',
                    private_notes: old.text,
                    owned_copies: old.owned_copies,
                  },
                },
              }
            : entry,
      ),
    };
    const cara = await register(server, 'note_cara');
    await importFile(server, cara.token, Buffer.from(JSON.stringify(older)));
    expect(await note(cara, '/notes/get', { book_id: potter })).toMatchObject({
      text: 'Owls.',
      owned_copies: 0,
    });
    expect(await note(cara, '/notes/get', { book_id: dune })).toMatchObject({
      text: '',
      owned_copies: 1,
    });
    const extras = await server.context.db
      .selectFrom('relation_extras')
      .select('data')
      .where('user_id', '=', cara.user.id)
      .execute();
    expect(extras.map((row) => JSON.parse(row.data))).toEqual([
      { source_id: '1' },
      { source_id: '1' },
    ]);
  });
});
