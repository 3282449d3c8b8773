import { stringify } from 'csv-stringify/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importResponseSchema, profileResponseSchema } from '../../src/api/contract';
import { syntheticIsbn } from '../bench/goodreadsFile';
import { GOODREADS_COLUMNS } from '../import/formats/columns';
import { type TestServer, call, register, startTestServer } from './harness';
import { preview, waitDone } from './importHelpers';

/**
 * A small Goodreads file as readers bring one: 39 rows, all read, 19 of them rated, 7 of those
 * with a written review. Its books are new to the catalogue (979 ISBNs), so each row applies.
 */
export function smallLibrary(prefix: string): string {
  const rows = Array.from({ length: 39 }, (_, index) => {
    const cells: Record<(typeof GOODREADS_COLUMNS)[number], string> = Object.fromEntries(
      GOODREADS_COLUMNS.map((column) => [column, '']),
    ) as Record<(typeof GOODREADS_COLUMNS)[number], string>;
    cells['Book Id'] = String(index + 1);
    cells.Title = `${prefix} Volume ${index + 1}`;
    cells.Author = `${prefix} Author ${index + 1}`;
    cells.ISBN13 = `="${syntheticIsbn(7_000 + index + prefix.length * 100)}"`;
    cells['My Rating'] = index < 19 ? String((index % 5) + 1) : '0';
    cells['Date Read'] = '2025/03/01';
    cells['Date Added'] = '2025/01/01';
    cells['Exclusive Shelf'] = 'read';
    cells['My Review'] = index < 7 ? `What ${prefix} thought of volume ${index + 1}.` : '';
    cells.Spoiler = 'false';
    cells['Read Count'] = '1';
    cells['Owned Copies'] = '0';
    return GOODREADS_COLUMNS.map((column) => cells[column]);
  });
  return stringify([[...GOODREADS_COLUMNS], ...rows]);
}

describe('a small import', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ rateLimits: { requestsPerMinute: 0, registerPerIp: 100 } });
  });
  afterAll(() => server.close());

  it('reports its progress in steps while it applies, not only at the end', async () => {
    const { token } = await register(server, 'progress_steps');
    const summary = await preview(server, token, smallLibrary('Steps'));
    expect(summary.rows.total).toBe(39);
    const confirmed = await call(server, '/imports/confirm', { import_id: summary.id }, { token });
    expect(confirmed.body.status).toMatchObject({ code: '0' });
    // Status polls are served between the runner's batches (it yields to requests).
    const seen = new Set<number>();
    for (let attempt = 0; attempt < 2000; attempt += 1) {
      const status = await call(server, '/imports/status', summary.id, { token });
      const now = importResponseSchema.parse(status.body).import;
      seen.add(now.progress.done);
      if (now.status === 'done') break;
    }
    const between = [...seen].filter((done) => done > 0 && done < 39);
    expect(between.length).toBeGreaterThanOrEqual(3);
    expect(seen.has(39)).toBe(true);
  });

  it('holds a status asked after the count on screen until that count moves', async () => {
    const { token } = await register(server, 'progress_after');
    const summary = await preview(server, token, smallLibrary('After'));
    await call(server, '/imports/confirm', { import_id: summary.id }, { token });
    // As the screen asks: after the count it shows. Each answer is a step on, never the same
    // count again, however the runner's batches and the calls interleave.
    const answers: number[] = [];
    let after = 0;
    for (let asked = 0; asked < 45; asked += 1) {
      const status = await call(
        server,
        '/imports/status',
        { import_id: summary.id, after },
        { token },
      );
      const now = importResponseSchema.parse(status.body).import;
      answers.push(now.progress.done);
      if (now.status === 'done') break;
      expect(now.progress.done).toBeGreaterThan(after);
      after = now.progress.done;
    }
    expect(answers.at(-1)).toBe(39);
    expect(answers.filter((done) => done > 0 && done < 39).length).toBeGreaterThanOrEqual(3);
  });

  it('refuses a status asked after a count below zero', async () => {
    const { token } = await register(server, 'progress_bad_after');
    const summary = await preview(server, token, smallLibrary('BadAfter'));
    const status = await call(
      server,
      '/imports/status',
      { import_id: summary.id, after: -1 },
      { token },
    );
    expect(status.body.status).toMatchObject({ code: '1' });
    expect(JSON.stringify(status.body.status.values)).toContain('after');
  });

  it('counts rated rows as ratings and only written ones as reviews', async () => {
    const reader = await register(server, 'ratings_apart');
    const summary = await preview(server, reader.token, smallLibrary('Apart'));
    expect(summary.contents).toMatchObject({ ratings: 19, reviews: 7 });
    await call(server, '/imports/confirm', { import_id: summary.id }, { token: reader.token });
    await waitDone(server, reader.token, summary.id);

    const [profile] = profileResponseSchema.parse(
      (await call(server, '/users/get/id', reader.user.id)).body,
    ).users;
    expect(profile?.stats).toMatchObject({ reviews: 7, ratings: 19, reads: 39 });

    const reviews = await call(server, '/reviews/get/user-reviews', {
      user_id: reader.user.id,
      limit: 50,
    });
    expect(reviews.body.total).toBe(7);
    expect(reviews.body.reviews).toHaveLength(7);
    for (const review of reviews.body.reviews as { review_text: string }[]) {
      expect(review.review_text).not.toBe('');
    }
  });
});
