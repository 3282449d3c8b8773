import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminCommandError, runAdminCommand } from '../admin/roles';
import { isoNow } from '../context';
import {
  type TestServer,
  bookIdBySource,
  call,
  countRows,
  login,
  register,
  startTestServer,
} from './harness';
import { blackPng, dataUrl } from './images';

type Reader = Awaited<ReturnType<typeof register>>;

const DAY = 24 * 60 * 60_000;
const PATHS = ['/moderation/queue', '/moderation/act', '/moderation/log'] as const;

describe('moderation', () => {
  let server: TestServer;
  let moderator: Reader;
  beforeAll(async () => {
    server = await startTestServer({ rateLimits: { requestsPerMinute: 0, registerPerIp: 1000 } });
    moderator = await register(server, 'mod_anna');
    await admin('grant', 'moderator', moderator.email);
  });
  afterAll(() => server.close());

  const admin = (...args: string[]) =>
    runAdminCommand(server.context.db, args, isoNow(server.context));
  const act = (body: unknown, token = moderator.token) =>
    call(server, '/moderation/act', body, { token });
  const codeOf = (answer: { http: number; body: { status: { code: string } } }) => [
    answer.http,
    answer.body.status.code,
  ];
  const ok = async (path: string, body: unknown, token: string) => {
    const answer = await call(server, path, body, { token });
    expect(answer.body.status.code, `${path}: ${JSON.stringify(answer.body.status)}`).toBe('0');
    return answer.body;
  };
  const report = (reporter: Reader, body: object) => ok('/reports/create', body, reporter.token);

  /** Each test reads the queue it made: whatever earlier tests left open is set aside. */
  const clearQueue = () =>
    server.context.db
      .updateTable('reports')
      .set({ resolved_at: isoNow(server.context) })
      .where('resolved_at', 'is', null)
      .execute();
  const openReports = async (target: string) =>
    (
      await server.context.db
        .selectFrom('reports')
        .select('id')
        .where('target', '=', target)
        .where('resolved_at', 'is', null)
        .execute()
    ).length;
  const lastEntry = async () =>
    (await ok('/moderation/log', { limit: 1 }, moderator.token)).entries[0];

  async function writeReview(author: Reader, source: number, text: string) {
    const bookId = await bookIdBySource(server, source);
    await ok('/user-book-relations/set-as-read', bookId, author.token);
    const written = await ok(
      '/reviews/create/book-review',
      { book_id: bookId, rating: 2, review_title: 'Cheap pills', review_text: text },
      author.token,
    );
    return { bookId, reviewId: written.reviews[0].id as number };
  }

  it('grants and revokes the role only from the command line, with an audit row each', async () => {
    const reader = await register(server, 'mod_candidate');
    await expect(admin('grant', 'admin', reader.email)).rejects.toThrow(AdminCommandError);
    await expect(admin('promote', 'moderator', reader.email)).rejects.toThrow(/usage/);
    await expect(admin('grant', 'moderator')).rejects.toThrow(/usage/);
    await expect(admin('grant', 'moderator', 'nobody@example.test')).rejects.toThrow(
      'no account signs in with nobody@example.test',
    );
    const me = async () => (await ok('/auth/me', {}, reader.token)).users[0].is_moderator;
    expect(await me()).toBe(false);

    const before = await countRows(server, 'moderation_actions');
    expect(await admin('grant', 'moderator', reader.email.toUpperCase(), 'Trusted', 'reader')).toBe(
      `mod_candidate (${reader.email.toUpperCase()}) is now a moderator`,
    );
    expect(await me()).toBe(true);
    const signIn = await call(server, '/auth/login', {
      email: reader.email,
      password: reader.password,
    });
    expect(signIn.body.data.userInfo.is_moderator).toBe(true);
    // The same again changes nothing and records nothing.
    expect(await admin('grant', 'moderator', reader.email)).toMatch(/already a moderator/);
    expect(await countRows(server, 'moderation_actions')).toBe(before + 1);
    const granted = await lastEntry();
    expect(granted).toMatchObject({
      action: 'grant_moderator',
      moderator: null,
      by_operator: true,
      target_user: { id: reader.user.id, username: 'mod_candidate' },
      reason: 'Trusted reader',
    });

    expect(await admin('revoke', 'moderator', reader.email)).toBe(
      `mod_candidate (${reader.email}) is no longer a moderator`,
    );
    expect(await me()).toBe(false);
    // A revoked role stops working at once, with the same session.
    expect(codeOf(await call(server, '/moderation/log', {}, { token: reader.token }))).toEqual([
      403,
      '4',
    ]);
    expect(await lastEntry()).toMatchObject({
      action: 'revoke_moderator',
      by_operator: true,
      reason: 'operator command',
    });
    expect(await admin('revoke', 'moderator', reader.email)).toMatch(/not a moderator/);
  });

  it('answers every call 2 for a guest and 4 for a reader, before reading the body', async () => {
    await clearQueue();
    const reader = await register(server, 'mod_outsider');
    const other = await register(server, 'mod_named');
    await report(reader, { kind: 'name', user_id: other.user.id, reason: 'spam' });
    const valid = {
      '/moderation/queue': {},
      '/moderation/act': { target: `name:${other.user.id}`, action: 'dismiss', reason: 'Fine.' },
      '/moderation/log': { limit: 5 },
    };
    for (const path of PATHS) {
      expect(codeOf(await call(server, path, valid[path])), path).toEqual([401, '2']);
      expect(codeOf(await call(server, path, valid[path], { token: reader.token })), path).toEqual([
        403,
        '4',
      ]);
      // A body that would fail validation still gets the refusal: the role is asked first.
      const junk = await call(server, path, undefined, { token: reader.token, raw: '{"limit":-1' });
      expect(codeOf(junk), path).toEqual([403, '4']);
    }
    expect(await openReports(`name:${other.user.id}`)).toBe(1);
    for (const path of PATHS) {
      const answer = await call(server, path, valid[path], { token: moderator.token });
      expect(codeOf(answer), path).toEqual([200, '0']);
    }
    expect(await openReports(`name:${other.user.id}`)).toBe(0);
  });

  it('lists open reports by target, the longest waiting first, with their context', async () => {
    await clearQueue();
    const author = await register(server, 'mod_author');
    const named = await register(server, 'mod_rude_name');
    const [first, second, third] = [
      await register(server, 'mod_reporter_1'),
      await register(server, 'mod_reporter_2'),
      await register(server, 'mod_reporter_3'),
    ];
    const { bookId, reviewId } = await writeReview(author, 5, 'Buy now at example.test.');
    await ok(
      '/users/update/profile-photo',
      { image_base64: dataUrl('image/png', blackPng(32, 32)) },
      author.token,
    );
    const book = (await ok('/books/get/id', bookId, author.token)).books[0];

    const startedAt = isoNow(server.context);
    await report(first, { kind: 'review', review_id: reviewId, reason: 'spam', details: 'Ads.' });
    server.clock.advance(60_000);
    await report(first, { kind: 'name', user_id: named.user.id, reason: 'hate' });
    server.clock.advance(60_000);
    await report(second, { kind: 'review', review_id: reviewId, reason: 'spam' });
    await report(third, { kind: 'review', review_id: reviewId, reason: 'other' });
    server.clock.advance(60_000);
    await report(second, { kind: 'photo', user_id: author.user.id, reason: 'sexual' });

    const queue = await ok('/moderation/queue', {}, moderator.token);
    expect(queue.total).toBe(3);
    expect(queue.items.map((item: { target: string }) => item.target)).toEqual([
      `review:${reviewId}`,
      `name:${named.user.id}`,
      `photo:${author.user.id}`,
    ]);
    const [review, name, photo] = queue.items;
    expect(review).toEqual({
      target: `review:${reviewId}`,
      kind: 'review',
      reports: 3,
      reasons: [
        { reason: 'spam', count: 2 },
        { reason: 'other', count: 1 },
      ],
      first_reported_at: startedAt,
      reader: {
        id: author.user.id,
        username: 'mod_author',
        name: 'Test',
        surname: 'Reader',
        full_name: 'Test Reader',
        avatar_url: expect.stringMatching(`^/api/users/${author.user.id}/avatar\\?v=`),
        suspended: false,
        is_moderator: false,
      },
      review: {
        id: reviewId,
        rating: 2,
        review_title: 'Cheap pills',
        review_text: 'Buy now at example.test.',
        created_at: expect.any(String),
        book: { id: bookId, title: book.title, author: book.author },
      },
    });
    expect(name).toMatchObject({
      kind: 'name',
      reports: 1,
      reasons: [{ reason: 'hate', count: 1 }],
      reader: { id: named.user.id, name: 'Test', surname: 'Reader' },
      review: null,
    });
    expect(photo).toMatchObject({
      kind: 'photo',
      reader: { id: author.user.id, avatar_url: review.reader.avatar_url },
      review: null,
    });

    // Paged: the total stays, the page moves.
    const page = await ok('/moderation/queue', { limit: 1, offset: 1 }, moderator.token);
    expect([page.total, page.items.map((item: { kind: string }) => item.kind)]).toEqual([
      3,
      ['name'],
    ]);
  });

  it('hides a review: gone from the book and its totals, kept aside, its reports resolved', async () => {
    await clearQueue();
    const author = await register(server, 'mod_spammer');
    const reporter = await register(server, 'mod_hide_reporter');
    const { bookId, reviewId } = await writeReview(author, 6, 'Visit example.test today.');
    const bookBefore = (await ok('/books/get/id', bookId, reporter.token)).books[0];
    const reviewsBefore = await ok('/reviews/get/book-reviews', bookId, reporter.token);
    await report(reporter, { kind: 'review', review_id: reviewId, reason: 'spam' });

    const answer = await act({
      target: `review:${reviewId}`,
      action: 'hide_review',
      reason: 'Ads',
    });
    expect(answer.body.status.code).toBe('0');
    expect(answer.body.entry).toMatchObject({
      action: 'hide_review',
      moderator: { id: moderator.user.id, username: 'mod_anna' },
      by_operator: false,
      target_user: { id: author.user.id, username: 'mod_spammer' },
      review_id: reviewId,
      reason: 'Ads',
      until: null,
      snapshot: {
        target: `review:${reviewId}`,
        review: {
          id: reviewId,
          rating: 2,
          review_text: 'Visit example.test today.',
          book: { id: bookId, title: bookBefore.title },
        },
        reports: { count: 1, reasons: { spam: 1 } },
      },
      created_at: isoNow(server.context),
    });

    const reviewsAfter = await ok('/reviews/get/book-reviews', bookId, reporter.token);
    expect(reviewsAfter.total).toBe(reviewsBefore.total - 1);
    expect(reviewsAfter.reviews.map((review: { id: number }) => review.id)).not.toContain(reviewId);
    const bookAfter = (await ok('/books/get/id', bookId, reporter.token)).books[0];
    expect(bookAfter.ratings_count).toBe(bookBefore.ratings_count - 1);
    const authorRow = await server.context.db
      .selectFrom('users')
      .select('reviews_count')
      .where('id', '=', author.user.id)
      .executeTakeFirstOrThrow();
    expect(Number(authorRow.reviews_count)).toBe(0);
    const hidden = await server.context.db
      .selectFrom('hidden_reviews')
      .selectAll()
      .where('id', '=', reviewId)
      .executeTakeFirstOrThrow();
    expect(hidden).toMatchObject({
      user_id: author.user.id,
      book_id: bookId,
      review_text: 'Visit example.test today.',
      hidden_by: moderator.user.id,
    });
    // Acting again finds nothing open.
    const again = await act({ target: `review:${reviewId}`, action: 'dismiss', reason: 'Again' });
    expect(codeOf(again)).toEqual([404, '3']);
  });

  it('removes a photo and resets a name to the username', async () => {
    await clearQueue();
    const reader = await register(server, 'mod_offender');
    const reporter = await register(server, 'mod_photo_reporter');
    await ok(
      '/users/update/profile-photo',
      { image_base64: dataUrl('image/png', blackPng(32, 32)) },
      reader.token,
    );
    await ok(
      '/users/update/profile',
      { name: 'Rude', surname: 'Words', full_name: 'Rude Words', email: reader.email },
      reader.token,
    );
    await report(reporter, { kind: 'photo', user_id: reader.user.id, reason: 'sexual' });
    await report(reporter, { kind: 'name', user_id: reader.user.id, reason: 'hate' });
    const profile = async () =>
      (await ok('/users/get/id', reader.user.id, reporter.token)).users[0];
    const avatarUrl = (await profile()).avatar_url as string;

    const photo = await act({
      target: `photo:${reader.user.id}`,
      action: 'remove_photo',
      reason: 'Nudity',
    });
    expect(photo.body.status.code).toBe('0');
    expect(photo.body.entry.snapshot.reader).toMatchObject({ avatar_version: expect.any(String) });
    expect((await profile()).avatar_url).toBeNull();
    const image = await server.app.inject({ method: 'GET', url: avatarUrl });
    expect(image.statusCode).toBe(404);

    const name = await act({
      target: `name:${reader.user.id}`,
      action: 'reset_name',
      reason: 'Slur',
    });
    expect(name.body.status.code).toBe('0');
    expect(name.body.entry.snapshot.reader).toMatchObject({
      name: 'Rude',
      surname: 'Words',
      full_name: 'Rude Words',
    });
    expect(await profile()).toMatchObject({
      username: 'mod_offender',
      name: 'mod_offender',
      surname: '',
      full_name: 'mod_offender',
    });
    expect(await openReports(`photo:${reader.user.id}`)).toBe(0);
    expect(await openReports(`name:${reader.user.id}`)).toBe(0);
  });

  it('suspends a reader: sessions end, sign-in is refused with the end and reason until it ends', async () => {
    await clearQueue();
    const reader = await register(server, 'mod_suspect');
    const reporter = await register(server, 'mod_suspend_reporter');
    const second = await call(server, '/auth/login', {
      email: reader.email,
      password: reader.password,
    });
    const tokens = [reader.token, second.body.data.token as string];
    await report(reporter, { kind: 'name', user_id: reader.user.id, reason: 'spam' });
    const target = `name:${reader.user.id}`;

    // Bad input first: nothing is acted on.
    const past = await act({ target, action: 'suspend', reason: 'Spam', until: '2026-11-21' });
    expect([...codeOf(past), past.body.status.values]).toEqual([
      400,
      '1',
      ['until: must be a day after today'],
    ]);
    const untilElsewhere = await act({
      target,
      action: 'dismiss',
      reason: 'x',
      until: '2027-01-01',
    });
    expect(untilElsewhere.body.status.values).toEqual(['until: is only for suspend']);
    expect(await openReports(target)).toBe(1);

    const answer = await act({
      target,
      action: 'suspend',
      reason: 'Spam links',
      until: '2026-12-31',
    });
    expect(answer.body.status.code).toBe('0');
    expect(answer.body.entry).toMatchObject({
      action: 'suspend',
      until: '2026-12-31T00:00:00.000Z',
      reason: 'Spam links',
    });
    for (const token of tokens) {
      expect(codeOf(await call(server, '/auth/me', {}, { token }))).toEqual([401, '5']);
    }
    const signIn = () =>
      call(server, '/auth/login', { email: reader.email, password: reader.password });
    const refused = await signIn();
    expect(codeOf(refused)).toEqual([403, '4']);
    expect(refused.body.status.message).toBe(
      'This account is suspended until 2026-12-31. Reason: Spam links',
    );
    // The same, for the app to say in the reader's language.
    expect(refused.body.status.values).toEqual(['until: 2026-12-31', 'reason: Spam links']);
    // A wrong password tells nothing of the suspension.
    const wrong = await call(server, '/auth/login', { email: reader.email, password: 'Wrong0000' });
    expect(codeOf(wrong)).toEqual([401, '11']);

    const queue = await ok('/moderation/queue', {}, moderator.token);
    expect(queue.total).toBe(0);

    // The day comes: the next sign-in clears the suspension and goes in.
    server.clock.advance(45 * DAY);
    // Sessions last 30 days: the moderator signs in again too.
    moderator.token = (await login(server, moderator.email, moderator.password)).token;
    expect(codeOf(await signIn())).toEqual([200, '0']);
    const row = await server.context.db
      .selectFrom('users')
      .select(['suspended_at', 'suspended_until', 'suspension_reason'])
      .where('id', '=', reader.user.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ suspended_at: null, suspended_until: null, suspension_reason: null });

    // Without an end date, the message says so (a new report: the first is resolved).
    await report(await register(server, 'mod_suspend_reporter_2'), {
      kind: 'name',
      user_id: reader.user.id,
      reason: 'harassment',
    });
    expect((await act({ target, action: 'suspend', reason: 'Threats' })).body.status.code).toBe(
      '0',
    );
    const noEnd = await signIn();
    expect(noEnd.body.status.message).toBe(
      'This account is suspended with no end date. Reason: Threats',
    );
    expect(noEnd.body.status.values).toEqual(['reason: Threats']);
    expect((await lastEntry()).until).toBeNull();
  });

  it('never suspends a moderator, themselves included', async () => {
    await clearQueue();
    const colleague = await register(server, 'mod_colleague');
    await admin('grant', 'moderator', colleague.email);
    const reporter = await register(server, 'mod_colleague_reporter');
    for (const who of [colleague, moderator]) {
      await report(reporter, { kind: 'name', user_id: who.user.id, reason: 'spam' });
      const target = `name:${who.user.id}`;
      const answer = await act({ target, action: 'suspend', reason: 'No' });
      expect(codeOf(answer)).toEqual([403, '4']);
      expect(answer.body.status.message).toMatch(/moderator cannot be suspended/);
      expect(await openReports(target)).toBe(1);
      expect(codeOf(await act({ target, action: 'dismiss', reason: 'Fine' }))).toEqual([200, '0']);
    }
    expect(codeOf(await call(server, '/auth/me', {}, { token: colleague.token }))).toEqual([
      200,
      '0',
    ]);
  });

  it('dismisses: the reports are resolved and nothing else changes', async () => {
    await clearQueue();
    const author = await register(server, 'mod_innocent');
    const reporter = await register(server, 'mod_touchy');
    const { bookId, reviewId } = await writeReview(author, 7, 'A fair review.');
    await report(reporter, { kind: 'review', review_id: reviewId, reason: 'spoilers' });
    const answer = await act({
      target: `review:${reviewId}`,
      action: 'dismiss',
      reason: 'No spoilers',
    });
    expect(answer.body.entry).toMatchObject({ action: 'dismiss', review_id: reviewId });
    const reviews = await ok('/reviews/get/book-reviews', bookId, reporter.token);
    expect(reviews.reviews.map((review: { id: number }) => review.id)).toContain(reviewId);
    const resolved = await server.context.db
      .selectFrom('reports')
      .select('resolved_at')
      .where('target', '=', `review:${reviewId}`)
      .execute();
    expect(resolved).toEqual([{ resolved_at: isoNow(server.context) }]);
    expect(
      codeOf(await act({ target: `review:${reviewId}`, action: 'dismiss', reason: 'x' })),
    ).toEqual([404, '3']);
  });

  it('refuses bad input with the field named (code 1)', async () => {
    const values = async (body: unknown) => {
      const answer = await act(body);
      expect(codeOf(answer)).toEqual([400, '1']);
      return answer.body.status.values;
    };
    expect(await values({ target: 'review:1', action: 'remove_photo', reason: 'x' })).toEqual([
      'action: remove_photo does not fit a report of a review',
    ]);
    expect(await values({ target: 'name:1', action: 'hide_review', reason: 'x' })).toEqual([
      'action: hide_review does not fit a report of a name',
    ]);
    expect(await values({ target: 'photo:1', action: 'dismiss', reason: '   ' })).toEqual([
      'reason: is required',
    ]);
    expect(await values({ target: 'photo:1', action: 'dismiss', reason: 'x'.repeat(501) })).toEqual(
      ['reason: must be at most 500 characters'],
    );
    expect((await values({ target: 'user:1', action: 'dismiss', reason: 'x' }))[0]).toMatch(
      /^target: /,
    );
    expect((await values({ target: 'photo:1', action: 'ban', reason: 'x' }))[0]).toMatch(
      /^action: must be one of/,
    );
    expect(
      await values({ target: 'name:1', action: 'suspend', reason: 'x', until: '2027-02-30' }),
    ).toEqual(['until: must be a calendar date (YYYY-MM-DD)']);
    // Valid, but nobody reported it.
    expect(codeOf(await act({ target: 'name:987654', action: 'dismiss', reason: 'x' }))).toEqual([
      404,
      '3',
    ]);
  });

  it('keeps the log newest first; a deleted reader leaves the rows without their name or content', async () => {
    await clearQueue();
    const reader = await register(server, 'mod_leaver');
    const reporter = await register(server, 'mod_leaver_reporter');
    await report(reporter, { kind: 'name', user_id: reader.user.id, reason: 'spam' });
    server.clock.advance(1000);
    await act({ target: `name:${reader.user.id}`, action: 'dismiss', reason: 'Not spam' });
    const log = await ok('/moderation/log', { limit: 100 }, moderator.token);
    expect(log.total).toBe(await countRows(server, 'moderation_actions'));
    const times = log.entries.map((entry: { created_at: string }) => entry.created_at);
    expect(times).toEqual([...times].sort().reverse());
    const entry = log.entries[0];
    expect(entry).toMatchObject({
      target_user: { id: reader.user.id, username: 'mod_leaver' },
      snapshot: { reader: { username: 'mod_leaver' } },
    });

    await ok('/users/delete/account', { current_password: reader.password }, reader.token);
    const after = (await ok('/moderation/log', { limit: 100 }, moderator.token)).entries.find(
      (row: { id: number }) => row.id === entry.id,
    );
    expect(after).toMatchObject({
      action: 'dismiss',
      moderator: { id: moderator.user.id },
      target_user: null,
      snapshot: null,
      reason: 'Not spam',
    });

    // A moderator who leaves is forgotten too, and is still told apart from the operator.
    const leaving = await register(server, 'mod_leaving_moderator');
    await admin('grant', 'moderator', leaving.email);
    await report(reporter, { kind: 'name', user_id: leaving.user.id, reason: 'spam' });
    await ok(
      '/moderation/act',
      { target: `name:${leaving.user.id}`, action: 'dismiss', reason: 'Fine' },
      leaving.token,
    );
    const theirs = await lastEntry();
    expect(theirs.moderator).toEqual({ id: leaving.user.id, username: 'mod_leaving_moderator' });
    await ok('/users/delete/account', { current_password: leaving.password }, leaving.token);
    const stored = await server.context.db
      .selectFrom('moderation_actions')
      .select(['moderator_id', 'by_operator', 'target_user_id', 'snapshot'])
      .where('id', '=', theirs.id)
      .executeTakeFirstOrThrow();
    expect({ ...stored, by_operator: Number(stored.by_operator) }).toEqual({
      moderator_id: null,
      by_operator: 0,
      target_user_id: null,
      snapshot: null,
    });
  });
});
