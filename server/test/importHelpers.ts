/** Helpers for the import and export tests: uploading fixture files and waiting for imports. */
import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { type ImportSummary, importResponseSchema } from '../../src/api/contract';
import { type TestServer, call } from './harness';

export const IMPORT_FIXTURES = path.join(import.meta.dirname, 'fixtures', 'import');

export const fixtureBytes = (name: string) => fs.readFileSync(path.join(IMPORT_FIXTURES, name));

/** A valid ISBN-13 for each number (978 and nine digits, with its check digit). */
export function isbnOf(index: number): string {
  const first12 = `978${String(100_000_000 + index).slice(-9)}`;
  let sum = 0;
  for (let at = 0; at < 12; at += 1) sum += Number(first12[at]) * (at % 2 === 0 ? 1 : 3);
  return first12 + String((10 - (sum % 10)) % 10);
}

/** `/imports/preview` of `bytes`; the raw answer (for refusals). */
export function upload(
  server: TestServer,
  token: string,
  bytes: Buffer | string,
  filename = 'export.csv',
) {
  const content = typeof bytes === 'string' ? Buffer.from(bytes) : bytes;
  return call(
    server,
    '/imports/preview',
    { filename, content_base64: content.toString('base64') },
    { token },
  );
}

/** A preview that must succeed, its summary checked against the contract. */
export async function preview(
  server: TestServer,
  token: string,
  bytes: Buffer | string,
  filename?: string,
): Promise<ImportSummary> {
  const answer = await upload(server, token, bytes, filename);
  expect(answer.body.status, JSON.stringify(answer.body.status)).toMatchObject({ code: '0' });
  return importResponseSchema.parse(answer.body).import;
}

/** Confirms and waits until the import is done; answers the final summary. */
export async function confirmAndWait(
  server: TestServer,
  token: string,
  importId: number,
  unresolved?: 'create' | 'skip',
): Promise<ImportSummary> {
  const confirmed = await call(
    server,
    '/imports/confirm',
    { import_id: importId, unresolved },
    { token },
  );
  expect(confirmed.body.status, JSON.stringify(confirmed.body.status)).toMatchObject({ code: '0' });
  return waitDone(server, token, importId);
}

export async function waitDone(server: TestServer, token: string, importId: number) {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    await server.context.imports.settled(importId);
    const status = await call(server, '/imports/status', importId, { token });
    const summary = importResponseSchema.parse(status.body).import;
    if (summary.status === 'done') return summary;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`import ${importId} did not finish`);
}

/** Imports a file start to finish (uncertain rows as `unresolved` says). */
export async function importFile(
  server: TestServer,
  token: string,
  bytes: Buffer | string,
  unresolved: 'create' | 'skip' = 'skip',
) {
  const summary = await preview(server, token, bytes);
  return confirmAndWait(server, token, summary.id, unresolved);
}

/** A GET download with the session; the body as text. */
export async function download(server: TestServer, token: string | null, url: string) {
  const response = await server.app.inject({
    method: 'GET',
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { http: response.statusCode, body: response.body, headers: response.headers };
}

/** Rows of the tables a reader's import writes, for "nothing changed" comparisons. */
export async function readerRows(server: TestServer, userId: number) {
  const db = server.context.db;
  const count = async (
    table:
      'user_book_relations' | 'readings' | 'reviews' | 'shelves' | 'relation_extras' | 'book_notes',
  ) => {
    const { n } = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return Number(n);
  };
  const { n: placements } = await db
    .selectFrom('shelf_books')
    .innerJoin('shelves', 'shelves.id', 'shelf_books.shelf_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('shelves.user_id', '=', userId)
    .executeTakeFirstOrThrow();
  const { n: books } = await db
    .selectFrom('books')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return {
    books: Number(books),
    relations: await count('user_book_relations'),
    readings: await count('readings'),
    reviews: await count('reviews'),
    shelves: await count('shelves'),
    placements: Number(placements),
    extras: await count('relation_extras'),
    notes: await count('book_notes'),
  };
}

/** The reader's shelves in their order, each with its books' ids and dates added. */
export async function shelvesOf(server: TestServer, userId: number) {
  const db = server.context.db;
  const shelves = await db
    .selectFrom('shelves')
    .select(['id', 'name', 'is_private', 'position'])
    .where('user_id', '=', userId)
    .orderBy('position')
    .execute();
  const placements = await db
    .selectFrom('shelf_books')
    .select(['shelf_id', 'book_id', 'added_at'])
    .where('shelf_id', 'in', shelves.map((shelf) => shelf.id).concat(0))
    .orderBy('book_id')
    .execute();
  return shelves.map((shelf) => ({
    name: shelf.name,
    is_private: Number(shelf.is_private) === 1,
    position: shelf.position,
    books: placements
      .filter((placement) => placement.shelf_id === shelf.id)
      .map(({ book_id: bookId, added_at: addedAt }) => ({ bookId, addedAt })),
  }));
}
