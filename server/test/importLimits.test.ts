import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, register, startTestServer } from './harness';
import { confirmAndWait, fixtureBytes, preview, upload } from './importHelpers';
import { call } from './harness';

/** One heavy piece of work at a time per reader: a file read, an import applied. */
describe('import limits per reader', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ rateLimits: { requestsPerMinute: 0, registerPerIp: 100 } });
  });
  afterAll(() => server.close());

  const file = () => fixtureBytes('goodreads_library_export.csv');

  it('refuses a second file while the first is read, and takes it once that is done', async () => {
    const { token } = await register(server, 'limits_reader');
    const other = await register(server, 'limits_other');
    const [first, second, someoneElse] = await Promise.all([
      upload(server, token, file()),
      upload(server, token, file()),
      upload(server, other.token, file()),
    ]);
    expect(first.body.status.code).toBe('0');
    expect([second.http, second.body.status.code]).toEqual([409, '6']);
    expect(second.body.status.values).toEqual([
      'content_base64: another file of yours is being read; upload this one when it is done',
    ]);
    // Another reader is not held back by this one.
    expect(someoneElse.body.status.code).toBe('0');
    // Once the first is read, the next is taken.
    expect((await upload(server, token, file())).body.status.code).toBe('0');
  });

  it('refuses to confirm a second import while one is applying', async () => {
    const { token, user } = await register(server, 'limits_applier');
    const first = await preview(server, token, file());
    // The first held as applying (a runner busy with it), without running it here.
    await server.context.db
      .updateTable('imports')
      .set({
        status: 'applying',
        lease_owner: 'elsewhere',
        lease_until: '2999-01-01T00:00:00.000Z',
      })
      .where('id', '=', first.id)
      .execute();
    const second = await preview(server, token, fixtureBytes('storygraph_export.csv'));
    const refused = await call(
      server,
      '/imports/confirm',
      { import_id: second.id, unresolved: 'skip' },
      { token },
    );
    expect([refused.http, refused.body.status.code]).toEqual([409, '6']);
    const stillPreviewed = await server.context.db
      .selectFrom('imports')
      .select('status')
      .where('id', '=', second.id)
      .executeTakeFirstOrThrow();
    expect(stillPreviewed.status).toBe('previewed');
    // Once the first is done, the second goes through.
    await server.context.db
      .updateTable('imports')
      .set({
        status: 'done',
        lease_owner: null,
        lease_until: null,
        finished_at: new Date().toISOString(),
      })
      .where('id', '=', first.id)
      .where('user_id', '=', user.id)
      .execute();
    const done = await confirmAndWait(server, token, second.id, 'skip');
    expect(done.status).toBe('done');
  });
});
