import { type Migration, sql } from 'kysely';
import { addColumnIfMissing, type AnyDb, type DialectName, identitySql } from './dialect';

// Copied from import/formats/isbn.ts as it stood at this migration: a migration never changes
// with live code.
function isValidIsbn10(isbn: string): boolean {
  if (!/^\d{9}[\dX]$/.test(isbn)) return false;
  let sum = 0;
  for (let index = 0; index < 10; index += 1) {
    const char = isbn[index] ?? '';
    sum += (10 - index) * (char === 'X' ? 10 : Number(char));
  }
  return sum % 11 === 0;
}

function isbn13CheckDigit(first12: string): string {
  let sum = 0;
  for (let index = 0; index < 12; index += 1) {
    sum += Number(first12[index]) * (index % 2 === 0 ? 1 : 3);
  }
  return String((10 - (sum % 10)) % 10);
}

const isValidIsbn13 = (isbn: string) =>
  /^97[89]\d{10}$/.test(isbn) && isbn13CheckDigit(isbn.slice(0, 12)) === isbn[12];

function isbn10To13(isbn10: string): string {
  const first12 = `978${isbn10.slice(0, 9)}`;
  return first12 + isbn13CheckDigit(first12);
}

/**
 * The ISBN-13 an import reads from one ISBN cell (`="..."` unwrapped, an ISBN-10 converted, one
 * that lost its leading zero restored), or null when the cell holds none.
 */
function isbn13Of(cell: string): string | null {
  const written = (/^\s*="(.*)"\s*$/s.exec(cell)?.[1] ?? cell).trim();
  const compact = written.replace(/[\s\u00a0-]/g, '').toUpperCase();
  if (isValidIsbn13(compact)) return compact;
  if (isValidIsbn10(compact)) return isbn10To13(compact);
  if (/^\d{8}[\dX]$/.test(compact) && isValidIsbn10(`0${compact}`)) {
    return isbn10To13(`0${compact}`);
  }
  return null;
}

/** Sources a relation's extras and an import can come from (server/import/formats). */
const IMPORT_SOURCES = `('goodreads', 'storygraph', 'shelfmark')`;

/**
 * Import and export. `imports` holds a reader's pending or applied import: the parsed
 * rows with how each was matched (JSON text), the preview computed from them once (so a status
 * poll does not read the rows), the reader's choices for uncertain rows, and the
 * progress of its resumable batches (`rows_done` moves in the transaction of each batch; a
 * lease names the process applying it). `relation_tags` keeps shelves as tags on the relation;
 * `relation_extras` keeps, per source, what a row says that has no column (owned copies, private
 * notes, spoiler flag, the exact rating, date added, the source's ids, StoryGraph's moods...).
 * Books get `added_by_reader` (created by an import) and a normalised `isbn13`, filled here
 * from `isbn`; two unique partial indexes make a reader-added book exist once per ISBN-13, and
 * once per normalised title + author when it has none, whoever creates it concurrently.
 * Safe to run again (see 0006).
 */
export function importsAndReaderBooks(dialect: DialectName): Migration {
  return {
    async up(db: AnyDb) {
      const id = identitySql(dialect);
      await sql
        .raw(
          `CREATE TABLE IF NOT EXISTS imports (
        ${id},
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        format text NOT NULL,
        filename text NOT NULL,
        sha256 text NOT NULL,
        status text NOT NULL,
        rows_json text NOT NULL,
        preview_json text NOT NULL,
        account_json text,
        resolutions_json text NOT NULL,
        rows_total integer NOT NULL,
        rows_done integer NOT NULL DEFAULT 0,
        books_created integer NOT NULL DEFAULT 0,
        lease_owner text,
        lease_until text,
        created_at text NOT NULL,
        updated_at text NOT NULL,
        finished_at text,
        CONSTRAINT imports_format_known CHECK (format IN ${IMPORT_SOURCES}),
        CONSTRAINT imports_status_known CHECK (status IN ('previewed', 'applying', 'done')),
        CONSTRAINT imports_progress CHECK (rows_total >= 0 AND rows_done >= 0
          AND rows_done <= rows_total AND books_created >= 0),
        CONSTRAINT imports_done_finished CHECK ((status = 'done') = (finished_at IS NOT NULL))
      )`,
        )
        .execute(db);
      await sql`CREATE INDEX IF NOT EXISTS imports_user ON imports (user_id, created_at)`.execute(
        db,
      );
      await sql`CREATE INDEX IF NOT EXISTS imports_applying ON imports (status, lease_until)`.execute(
        db,
      );

      await sql`CREATE TABLE IF NOT EXISTS relation_tags (
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        book_id integer NOT NULL REFERENCES books (id) ON DELETE CASCADE,
        tag text NOT NULL,
        PRIMARY KEY (user_id, book_id, tag),
        CONSTRAINT relation_tags_length CHECK (length(tag) BETWEEN 1 AND 100)
      )`.execute(db);
      await sql
        .raw(
          `CREATE TABLE IF NOT EXISTS relation_extras (
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        book_id integer NOT NULL REFERENCES books (id) ON DELETE CASCADE,
        source text NOT NULL,
        data text NOT NULL,
        updated_at text NOT NULL,
        PRIMARY KEY (user_id, book_id, source),
        CONSTRAINT relation_extras_source CHECK (source IN ${IMPORT_SOURCES})
      )`,
        )
        .execute(db);

      const columns = [
        ['added_by_reader', 'integer NOT NULL DEFAULT 0 CHECK (added_by_reader IN (0, 1))'],
        ['isbn13', 'text CHECK (isbn13 IS NULL OR length(isbn13) = 13)'],
      ] as const;
      for (const [column, definition] of columns) {
        await addColumnIfMissing(db, dialect, 'books', column, definition);
      }

      // isbn13 is `isbn` normalised as an import reads one (an ISBN-10 becomes its ISBN-13),
      // filled in pages by id so a large catalogue never sits in memory at once.
      for (let after = 0; ;) {
        const page: { id: number; isbn: string }[] = await db
          .selectFrom('books')
          .select(['id', 'isbn'])
          .where('isbn', 'is not', null)
          .where('isbn13', 'is', null)
          .where('id', '>', after)
          .orderBy('id')
          .limit(1000)
          .execute();
        if (page.length === 0) break;
        after = page[page.length - 1]?.id ?? after;
        const found = page.flatMap((book) => {
          const isbn13 = isbn13Of(book.isbn);
          return isbn13 === null ? [] : [{ id: book.id, isbn13 }];
        });
        if (found.length === 0) continue;
        const cases = sql.join(
          found.map((book) => sql`WHEN ${book.id} THEN ${book.isbn13}`),
          sql` `,
        );
        await sql`UPDATE books SET isbn13 = CASE id ${cases} END
          WHERE id IN (${sql.join(found.map((book) => book.id))})`.execute(db);
      }

      await sql`CREATE INDEX IF NOT EXISTS books_isbn13 ON books (isbn13)`.execute(db);
      await sql`CREATE INDEX IF NOT EXISTS books_title_author_norm
        ON books (title_norm, author_norm)`.execute(db);
      await sql`CREATE UNIQUE INDEX IF NOT EXISTS books_reader_isbn13 ON books (isbn13)
        WHERE added_by_reader = 1 AND isbn13 IS NOT NULL`.execute(db);
      await sql`CREATE UNIQUE INDEX IF NOT EXISTS books_reader_title_author
        ON books (title_norm, author_norm) WHERE added_by_reader = 1 AND isbn13 IS NULL`.execute(
        db,
      );
    },
  };
}
