import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, bookIdBySource, call, register, startTestServer } from './harness';
import { blackPng, dataUrl } from './images';

describe('reports', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ rateLimits: { requestsPerMinute: 0, registerPerIp: 100 } });
  });
  afterAll(() => server.close());

  const reportsOf = (reporterId: number) =>
    server.context.db
      .selectFrom('reports')
      .select(['kind', 'target', 'reason', 'details', 'reported_user_id', 'review_id'])
      .where('reporter_id', '=', reporterId)
      .orderBy('id')
      .execute();

  it('files a report of a review, a name and a photo once each, and answers alike', async () => {
    const author = await register(server, 'reported_author');
    const reporter = await register(server, 'report_maker');
    const book = await bookIdBySource(server, 4);
    await call(server, '/user-book-relations/set-as-read', book, { token: author.token });
    const written = await call(
      server,
      '/reviews/create/book-review',
      { book_id: book, rating: 1, review_title: 'Buy pills', review_text: 'At example.test.' },
      { token: author.token },
    );
    const reviewId = written.body.reviews[0].id as number;
    await call(
      server,
      '/users/update/profile-photo',
      { image_base64: dataUrl('image/png', blackPng(32, 32)) },
      { token: author.token },
    );

    const report = (body: object) =>
      call(server, '/reports/create', body, { token: reporter.token });
    const first = await report({ kind: 'review', review_id: reviewId, reason: 'spam' });
    expect([first.http, first.body.status.code]).toEqual([200, '0']);
    // Again, with other words: the same thanks, and still one report.
    const again = await report({
      kind: 'review',
      review_id: reviewId,
      reason: 'other',
      details: 'Still spam.',
    });
    expect(again.body).toEqual(first.body);
    await report({ kind: 'name', user_id: author.user.id, reason: 'hate', details: '  Slur.  ' });
    await report({ kind: 'photo', user_id: author.user.id, reason: 'sexual' });

    expect(await reportsOf(reporter.user.id)).toEqual([
      {
        kind: 'review',
        target: `review:${reviewId}`,
        reason: 'spam',
        details: '',
        reported_user_id: author.user.id,
        review_id: reviewId,
      },
      {
        kind: 'name',
        target: `name:${author.user.id}`,
        reason: 'hate',
        details: 'Slur.',
        reported_user_id: author.user.id,
        review_id: null,
      },
      {
        kind: 'photo',
        target: `photo:${author.user.id}`,
        reason: 'sexual',
        details: '',
        reported_user_id: author.user.id,
        review_id: null,
      },
    ]);

    // A deleted review takes its reports with it; reporting it now is "not found".
    await call(server, '/reviews/delete', reviewId, { token: author.token });
    expect((await reportsOf(reporter.user.id)).map((row) => row.kind)).toEqual(['name', 'photo']);
    const gone = await report({ kind: 'review', review_id: reviewId, reason: 'spam' });
    expect([gone.http, gone.body.status.code]).toEqual([404, '3']);
  });

  it('refuses what cannot be reported, with the field named', async () => {
    const reader = await register(server, 'report_refused');
    const other = await register(server, 'report_nophoto');
    const report = (body: unknown, token: string | null = reader.token) =>
      call(server, '/reports/create', body, { token });
    const codes = async (body: unknown, token?: string | null) => {
      const answer = await report(body, token);
      return [answer.body.status.code, answer.body.status.values];
    };
    expect(await codes({ kind: 'review', reason: 'spam' })).toEqual([
      '1',
      ['review_id: is required to report a review'],
    ]);
    expect((await codes({ kind: 'name', user_id: other.user.id, reason: 'rude' }))[0]).toBe('1');
    expect(await codes({ kind: 'name', user_id: reader.user.id, reason: 'spam' })).toEqual([
      '1',
      ['kind: you cannot report yourself'],
    ]);
    expect((await codes({ kind: 'photo', user_id: other.user.id, reason: 'spam' }))[0]).toBe('3');
    expect((await codes({ kind: 'name', user_id: 987654, reason: 'spam' }))[0]).toBe('3');
    expect((await codes({ kind: 'name', user_id: other.user.id, reason: 'spam' }, null))[0]).toBe(
      '2',
    );
    expect(await reportsOf(reader.user.id)).toEqual([]);
  });
});
