import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../client';
import { journalWorld, readingJournal } from './readings';

vi.stubGlobal('location', new URL('http://localhost/'));

const server = setupServer(...journalWorld([readingJournal(1)]));
const call = createApiClient({ getToken: () => 'token', baseUrl: 'http://localhost/api' });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => {
  server.close();
  vi.unstubAllGlobals();
});

describe('the journal mock world', () => {
  it('keeps the contract rules: discard asks, progress derives pages, finishing sets read', async () => {
    const start = await call('/readings/get/book', { book_id: 1 });
    expect(start.journal.status).toBe('reading');
    await expect(
      call('/readings/set-status', { book_id: 1, status: 'want_to_read' }),
    ).rejects.toMatchObject({ code: '6' });

    const readingId = start.journal.readings[0]!.id;
    const progress = await call('/readings/update-progress', {
      reading_id: readingId,
      percent: 50,
    });
    expect(progress.update).toMatchObject({ pages: 150, percent: 50 });
    expect(progress.journal.updates[0]).toEqual(progress.update);
    // The unit sent is remembered for the book, and read back with it.
    expect(progress.journal.progress_unit).toBe('percent');
    expect((await call('/readings/get/book', { book_id: 1 })).journal.progress_unit).toBe(
      'percent',
    );
    await expect(
      call('/readings/update-progress', { reading_id: readingId, pages: 301 }),
    ).rejects.toMatchObject({ code: '1' });

    const finished = await call('/readings/set-status', { book_id: 1, status: 'read' });
    expect(finished.journal).toMatchObject({ status: 'read', read_count: 2 });
    expect(finished.userBookRelations[0]).toMatchObject({ read: true, readingList: false });
    await expect(
      call('/readings/update-progress', { reading_id: readingId, pages: 10 }),
    ).rejects.toMatchObject({ code: '4' });

    const current = await call('/readings/get/current', {});
    expect(current.total).toBe(0);

    const reread = await call('/readings/set-status', { book_id: 1, status: 'reading' });
    expect(reread.journal.readings).toHaveLength(3);
    expect(reread.journal.read_count).toBe(2);
    expect(reread.journal.progress_unit).toBe('percent');
    const inPages = await call('/readings/update-progress', {
      reading_id: reread.journal.readings[0]!.id,
      pages: 30,
    });
    expect(inPages.journal.progress_unit).toBe('pages');
    const deleted = await call('/readings/delete', { reading_id: reread.journal.readings[0]!.id });
    expect(deleted.journal.status).toBe('read');
  });
});
