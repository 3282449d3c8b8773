import { parseImport } from './formats/parseImport';

/** Runs in the import parser's thread (importParser.ts): one upload's bytes to its rows. */
export default function parseInThread(bytes: Uint8Array) {
  return parseImport(bytes);
}
