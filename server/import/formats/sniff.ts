import { IMPORT_MAX_BYTES, type ImportProblem } from './problems';

export type SniffResult = { ok: true; text: string } | { ok: false; problem: ImportProblem };

/**
 * The checks on the uploaded bytes before any CSV parsing, cheapest first, so a wrong file is
 * named for what it is (a spreadsheet, a UTF-16 text) rather than failing later as bad CSV.
 * Answers the text, decoded once, without its BOM.
 */
export function sniffUpload(bytes: Uint8Array): SniffResult {
  if (bytes.length > IMPORT_MAX_BYTES) {
    return fail({ code: 'too_large', bytes: bytes.length, maxBytes: IMPORT_MAX_BYTES });
  }
  const bomEncoding = unicodeBom(bytes);
  if (bomEncoding) return fail({ code: 'wrong_encoding', encoding: bomEncoding });
  const utf16 = utf16WithoutBom(bytes);
  if (utf16) return fail({ code: 'wrong_encoding', encoding: utf16 });
  if (bytes.includes(0)) return fail({ code: 'not_text' });

  let text: string;
  try {
    // The default ignoreBOM: false drops a UTF-8 BOM, which Excel writes and Goodreads does not.
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    // Most often Windows-1252 from a spreadsheet saved as "CSV" rather than "CSV UTF-8".
    return fail({ code: 'wrong_encoding', encoding: 'unknown' });
  }
  if (text.trim() === '') return fail({ code: 'empty' });
  if (hasBinaryControls(text)) return fail({ code: 'not_text' });
  return { ok: true, text };
}

function fail(problem: ImportProblem): SniffResult {
  return { ok: false, problem };
}

function unicodeBom(bytes: Uint8Array): 'utf-16le' | 'utf-16be' | 'utf-32' | null {
  const [b0, b1, b2, b3] = bytes;
  // UTF-32 LE's BOM starts like UTF-16 LE's, so it is tested first.
  if (b0 === 0xff && b1 === 0xfe && b2 === 0 && b3 === 0) return 'utf-32';
  if (b0 === 0 && b1 === 0 && b2 === 0xfe && b3 === 0xff) return 'utf-32';
  if (b0 === 0xff && b1 === 0xfe) return 'utf-16le';
  if (b0 === 0xfe && b1 === 0xff) return 'utf-16be';
  return null;
}

/**
 * UTF-16 text without a BOM: a CSV header is ASCII, so every other byte of its start is NUL.
 * Binary files have NULs too, but not in that regular pattern.
 */
function utf16WithoutBom(bytes: Uint8Array): 'utf-16le' | 'utf-16be' | null {
  const sample = Math.min(bytes.length, 512) & ~1;
  if (sample < 8) return null;
  let evenNul = 0;
  let oddNul = 0;
  for (let index = 0; index < sample; index += 2) {
    if (bytes[index] === 0) evenNul += 1;
    if (bytes[index + 1] === 0) oddNul += 1;
  }
  const pairs = sample / 2;
  if (oddNul >= pairs * 0.9 && evenNul === 0) return 'utf-16le';
  if (evenNul >= pairs * 0.9 && oddNul === 0) return 'utf-16be';
  return null;
}

/**
 * Control characters other than tab, line feed and carriage return in the first 64 kB.
 * Valid UTF-8 can carry them, but no export does, and a few in a row mean a binary file
 * that happened to decode.
 */
function hasBinaryControls(text: string): boolean {
  const sample = text.slice(0, 65_536);
  let controls = 0;
  for (let index = 0; index < sample.length; index += 1) {
    const code = sample.charCodeAt(index);
    const isControl =
      (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f;
    if (isControl) controls += 1;
  }
  return controls > Math.max(8, sample.length / 1000);
}
