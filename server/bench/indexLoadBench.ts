/**
 * How long the search index's load takes after a catalogue write, and the longest the server's
 * event loop waits meanwhile (the longest gap between ticks of a 2 ms timer), on the bench's
 * data set (`npm run seed:synthetic` first):
 *   node --import tsx server/bench/indexLoadBench.ts       (DATA_DIR=data/bench, or DATABASE_URL)
 */
import { openDatabase } from '../db/connect';
import { createBookSearch } from '../search/engine';

const handle = openDatabase(
  process.env.DATABASE_URL
    ? { databaseUrl: process.env.DATABASE_URL }
    : { dataDir: process.env.DATA_DIR ?? 'data/bench' },
);
try {
  for (let run = 1; run <= 3; run += 1) {
    // A fresh engine loads the index as a search after a catalogue write does.
    const search = createBookSearch(handle.db, handle.dialect);
    let longest = 0;
    let tickedAt = performance.now();
    const ticker = setInterval(() => {
      longest = Math.max(longest, performance.now() - tickedAt);
      tickedAt = performance.now();
    }, 2);
    const started = performance.now();
    await search.prepare();
    clearInterval(ticker);
    longest = Math.max(longest, performance.now() - tickedAt);
    console.log(
      `index load ${run}: ${Math.round(performance.now() - started)} ms, longest stall ${Math.round(longest)} ms`,
    );
  }
} finally {
  await handle.close();
}
