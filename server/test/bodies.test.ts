import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, call, register, startTestServer } from './harness';

/** A JSON body that counts how often Fastify asked it for data. */
function countingBody(chunk: string, chunks: number) {
  const state = { reads: 0 };
  const stream = new Readable({
    read() {
      state.reads += 1;
      this.push(state.reads <= chunks ? chunk : null);
    },
  });
  return { stream, state };
}

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

describe('request bodies: sessions first, bounded shape, bounded size', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer();
    ({ token } = await register(server, 'body_checker'));
  });
  afterAll(() => server.close());

  it('refuses a call that needs a session before reading its body (2 without, 5 with a bad token)', async () => {
    for (const [authorization, code] of [
      [undefined, '2'],
      ['Bearer not-a-session', '5'],
    ] as const) {
      const { stream, state } = countingBody('['.repeat(64 * 1024), 16);
      const answer = await server.app.inject({
        method: 'POST',
        url: '/api/users/update/profile-photo',
        headers: {
          'content-type': 'application/json',
          ...(authorization ? { authorization } : {}),
        },
        payload: stream,
      });
      expect([answer.statusCode, answer.json().status.code]).toEqual([401, code]);
      expect(state.reads).toBe(0);
    }
  });

  it("answers the probe's 6.8 MB of nested brackets without a token with code 2", async () => {
    const answer = await call(server, '/users/update/profile-photo', undefined, {
      raw: nested(3_400_000),
    });
    expect([answer.http, answer.body.status.code]).toEqual([401, '2']);
  });

  it('refuses deep nesting as bad input (code 1), also with a session, never 500', async () => {
    const photo = await call(server, '/users/update/profile-photo', undefined, {
      token,
      raw: nested(1_000_000),
    });
    expect([photo.http, photo.body.status.code]).toEqual([400, '1']);
    expect(photo.body.status.values).toEqual(['body: is nested too deeply']);
    const search = await call(server, '/books/search', undefined, { raw: nested(20_000) });
    expect([search.http, search.body.status.code]).toEqual([400, '1']);
    expect(search.body.status.values).toEqual(['body: is nested too deeply']);
    // Eight levels pass; brackets inside strings are text.
    const deepest = await call(server, '/books/search', undefined, {
      raw: '{"query":"dune","x":[[[[[[[1]]]]]]]}',
    });
    expect(deepest.body.status.code).toBe('0');
    const tooDeep = await call(server, '/books/search', undefined, {
      raw: '{"query":"dune","x":[[[[[[[[1]]]]]]]]}',
    });
    expect(tooDeep.body.status.values).toEqual(['body: is nested too deeply']);
    const bracketsInText = await call(server, '/books/search', {
      query: `${'['.repeat(20)}dune"\\[`,
    });
    expect(bracketsInText.body.status.code).toBe('0');
  });

  it('refuses bodies of thousands of values before parsing them (code 1)', async () => {
    const answer = await call(server, '/users/update/profile-photo', undefined, {
      token,
      raw: `[${'{},'.repeat(100_000)}{}]`,
    });
    expect([answer.http, answer.body.status.code]).toEqual([400, '1']);
    expect(answer.body.status.values).toEqual(['body: has too many values']);
  });

  it('limits bodies to 64 KB except for the photo (8 / 413, coded, no internals)', async () => {
    const search = await call(server, '/books/search', { query: 'x'.repeat(70_000) });
    expect([search.http, search.body.status.code]).toEqual([413, '8']);
    expect(search.body.status.values).toEqual(['body: is too large']);
    expect(JSON.stringify(search.body)).not.toMatch(/stack|at \//i);

    await call(server, '/user-book-relations/set-as-read', 1, { token });
    const review = (text: string) =>
      call(
        server,
        '/reviews/create/book-review',
        { book_id: 1, rating: 4, review_title: 'Long', review_text: text },
        { token },
      );
    const huge = await review('x'.repeat(70_000));
    expect([huge.http, huge.body.status.code]).toEqual([413, '8']);
    // The longest review the contract allows fits even when every letter is escaped.
    const escaped = await call(server, '/reviews/create/book-review', undefined, {
      token,
      raw: `{"book_id":1,"rating":4,"review_title":"${'\\u00e9'.repeat(200)}","review_text":"${'\\u00e9'.repeat(5000)}"}`,
    });
    expect(escaped.body.status.code).toBe('0');
  });
});
