/** Helpers for the import and export tests: uploading fixture files and waiting for imports. */
import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { type ImportSummary, importResponseSchema } from '../../src/api/contract';
import { type TestServer, call } from './harness';

export const IMPORT_FIXTURES = path.join(import.meta.dirname, 'fixtures', 'import');

export const fixtureBytes = (name: string) => fs.readFileSync(path.join(IMPORT_FIXTURES, name));

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
    table: 'user_book_relations' | 'readings' | 'reviews' | 'relation_tags' | 'relation_extras',
  ) => {
    const { n } = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return Number(n);
  };
  const { n: books } = await db
    .selectFrom('books')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return {
    books: Number(books),
    relations: await count('user_book_relations'),
    readings: await count('readings'),
    reviews: await count('reviews'),
    tags: await count('relation_tags'),
    extras: await count('relation_extras'),
  };
}
