/**
 * How long the search index's load takes after a catalogue write, and the longest the server's
 * event loop waits meanwhile (stallMeter.ts), on the bench data (`npm run seed:synthetic` first):
 *   node --import tsx server/bench/indexLoadBench.ts       (DATA_DIR=data/bench, or DATABASE_URL)
 */
import { openDatabase } from '../db/connect';
import { createBookCache } from '../repos/bookCache';
import { createBookSearch } from '../search/engine';
import { stallMeter } from './stallMeter';

const handle = openDatabase(
  process.env.DATABASE_URL
    ? { databaseUrl: process.env.DATABASE_URL }
    : { dataDir: process.env.DATA_DIR ?? 'data/bench' },
);
try {
  for (let run = 1; run <= 3; run += 1) {
    // A fresh engine loads the index as a search after a catalogue write does.
    const books = createBookCache(handle.db, handle.bookChanges);
    const search = createBookSearch(handle.db, handle.dialect, {
      books,
      changes: handle.bookChanges,
    });
    const stalls = stallMeter();
    const started = performance.now();
    await search.prepare();
    const took = Math.round(performance.now() - started);
    console.log(`index load ${run}: ${took} ms ${stalls.stop()}`);
  }
} finally {
  await handle.close();
}
