import Piscina from 'piscina';
import type { ParseImportResult } from './formats/parseImport';

export interface ImportParser {
  /** An upload's bytes to its rows, parsed on another thread. */
  parse(bytes: Uint8Array): Promise<ParseImportResult>;
  close(): Promise<void>;
}

/** An idle parser thread lets go of its memory (a 20 MB upload's rows) after this long. */
const IDLE_MS = 30_000;

/**
 * Parsing an upload is plain CPU (about 1.8 s for a 10 MB, 50,000-row Goodreads file on these
 * machines). On the request thread it held every other reader's request that long, so it runs
 * on one parser thread; uploads queue for it, which also bounds the memory hostile uploads can
 * take at once. The thread runs the TypeScript sources as the server does (tsx).
 */
export function createImportParser(): ImportParser {
  const pool = new Piscina<Uint8Array, ParseImportResult>({
    filename: new URL('./parseWorker.ts', import.meta.url).href,
    execArgv: ['--import', 'tsx'],
    minThreads: 0,
    maxThreads: 1,
    idleTimeout: IDLE_MS,
  });
  return {
    parse: (bytes) => pool.run(bytes),
    close: () => pool.destroy(),
  };
}
