import { describe, expect, it } from 'vitest';
import { GOODREADS_COLUMNS, STORYGRAPH_COLUMNS } from './columns';
import { detectFormat } from './detectFormat';
import { parseImport } from './parseImport';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from './problems';
import { sniffUpload } from './sniff';

const utf8 = (text: string) => Buffer.from(text, 'utf8');
const goodreadsHeader = GOODREADS_COLUMNS.join(',');

describe('upload checks before parsing', () => {
  it('refuses an empty file, and one of only a BOM and blank lines', () => {
    expect(sniffUpload(Buffer.alloc(0))).toEqual({ ok: false, problem: { code: 'empty' } });
    expect(sniffUpload(Buffer.from([0xef, 0xbb, 0xbf, 0x0a, 0x0d, 0x0a, 0x20]))).toEqual({
      ok: false,
      problem: { code: 'empty' },
    });
  });

  it('refuses a file over the size limit before reading it, naming the limit', () => {
    const bytes = Buffer.alloc(IMPORT_MAX_BYTES + 1, 0x61);
    expect(sniffUpload(bytes)).toEqual({
      ok: false,
      problem: { code: 'too_large', bytes: IMPORT_MAX_BYTES + 1, maxBytes: 20 * 1024 * 1024 },
    });
    expect(sniffUpload(Buffer.alloc(1000, 0x61)).ok).toBe(true);
  });

  it('calls binary garbage not text', () => {
    // Pseudo-random but fixed, so it cannot start with a BOM by chance and flake.
    let seed = 42;
    const garbage = Buffer.from(
      Array.from({ length: 4096 }, () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) >> 23),
    );
    expect(garbage.includes(0)).toBe(true);
    expect(sniffUpload(garbage)).toEqual({ ok: false, problem: { code: 'not_text' } });
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    expect(sniffUpload(png)).toEqual({ ok: false, problem: { code: 'not_text' } });
  });

  it('calls valid UTF-8 full of control characters not text', () => {
    const controls = '\u0001\u0002\u0003\u0004\u0005\u0006\u0007\u0008'.repeat(10);
    expect(sniffUpload(utf8(`Title\n${controls}`))).toEqual({
      ok: false,
      problem: { code: 'not_text' },
    });
    // One stray control character in a review is not a binary file.
    expect(sniffUpload(utf8(`Title\nA review\u0007 with a bell`)).ok).toBe(true);
  });

  it('names UTF-16 and UTF-32, with or without a BOM', () => {
    const text = `${goodreadsHeader}\n1,Dune`;
    const le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    expect(sniffUpload(le)).toEqual({
      ok: false,
      problem: { code: 'wrong_encoding', encoding: 'utf-16le' },
    });
    const be = Buffer.from(text, 'utf16le').swap16();
    expect(sniffUpload(Buffer.concat([Buffer.from([0xfe, 0xff]), be]))).toEqual({
      ok: false,
      problem: { code: 'wrong_encoding', encoding: 'utf-16be' },
    });
    expect(sniffUpload(Buffer.from(text, 'utf16le'))).toEqual({
      ok: false,
      problem: { code: 'wrong_encoding', encoding: 'utf-16le' },
    });
    expect(sniffUpload(be)).toEqual({
      ok: false,
      problem: { code: 'wrong_encoding', encoding: 'utf-16be' },
    });
    expect(sniffUpload(Buffer.from([0xff, 0xfe, 0, 0, 0x41, 0, 0, 0]))).toEqual({
      ok: false,
      problem: { code: 'wrong_encoding', encoding: 'utf-32' },
    });
  });

  it('refuses invalid UTF-8 (a Windows-1252 "CSV"), accepts UTF-8 with or without BOM', () => {
    const latin1 = Buffer.from('Title,Author\nCaf\xe9 Society,Ana\n', 'latin1');
    expect(sniffUpload(latin1)).toEqual({
      ok: false,
      problem: { code: 'wrong_encoding', encoding: 'unknown' },
    });
    const text = 'Title,Author\nKürk Mantolu Madonna,Sabahattin Ali\n';
    expect(sniffUpload(utf8(text))).toEqual({ ok: true, text });
    expect(sniffUpload(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), utf8(text)]))).toEqual({
      ok: true,
      text,
    });
  });
});

describe('format detection by header', () => {
  it('knows both layouts by name, in any order and case', () => {
    expect(detectFormat([...GOODREADS_COLUMNS])).toEqual({ ok: true, format: 'goodreads' });
    expect(detectFormat([...GOODREADS_COLUMNS].reverse())).toEqual({
      ok: true,
      format: 'goodreads',
    });
    expect(detectFormat(['exclusive shelf', ' TITLE ', 'Author', 'Book  Id'])).toEqual({
      ok: true,
      format: 'goodreads',
    });
    expect(detectFormat([...STORYGRAPH_COLUMNS])).toEqual({ ok: true, format: 'storygraph' });
  });

  it('names the closest format and the required columns it lacks', () => {
    expect(detectFormat(['Title', 'Authors', 'Format', 'Star Rating'])).toEqual({
      ok: false,
      problem: {
        code: 'missing_columns',
        format: 'storygraph',
        missing: ['ISBN/UID', 'Read Status'],
      },
    });
    const withoutShelf = GOODREADS_COLUMNS.filter((column) => column !== 'Exclusive Shelf');
    expect(detectFormat(withoutShelf)).toEqual({
      ok: false,
      problem: { code: 'missing_columns', format: 'goodreads', missing: ['Exclusive Shelf'] },
    });
    expect(detectFormat(['name', 'email'])).toEqual({
      ok: false,
      problem: {
        code: 'missing_columns',
        format: 'goodreads',
        missing: ['Book Id', 'Title', 'Author', 'Exclusive Shelf'],
      },
    });
  });
});

describe('hostile and broken files', () => {
  it('refuses a header with no rows under it', () => {
    expect(parseImport(utf8(`${goodreadsHeader}\n`))).toEqual({
      ok: false,
      problem: { code: 'no_rows', format: 'goodreads' },
    });
    expect(parseImport(utf8(`${goodreadsHeader}\n,,,\n\n`))).toEqual({
      ok: false,
      problem: { code: 'no_rows', format: 'goodreads' },
    });
  });

  it('refuses a spreadsheet of something else, naming what is missing', () => {
    const result = parseImport(utf8('Name,Email\nAda,ada@example.com\n'));
    expect(result).toEqual({
      ok: false,
      problem: {
        code: 'missing_columns',
        format: 'goodreads',
        missing: ['Book Id', 'Title', 'Author', 'Exclusive Shelf'],
      },
    });
  });

  it('refuses an unclosed quote as not CSV, saying where', () => {
    const result = parseImport(
      utf8(
        `${goodreadsHeader}\n1,Emma,Jane Austen,read\n2,"Dune,Frank Herbert\n3,Emma,Jane Austen\n`,
      ),
    );
    expect(result).toEqual({ ok: false, problem: { code: 'not_csv', line: 2 } });
  });

  it(`refuses more than ${IMPORT_MAX_ROWS} rows, and takes exactly that many`, () => {
    const row = '1,Dune,Frank Herbert,read\n';
    const file = (rows: number) =>
      utf8(`Book Id,Title,Author,Exclusive Shelf\n${row.repeat(rows)}`);
    expect(parseImport(file(IMPORT_MAX_ROWS + 1))).toEqual({
      ok: false,
      problem: { code: 'too_many_rows', maxRows: 50_000 },
    });
    const atLimit = parseImport(file(IMPORT_MAX_ROWS));
    expect(atLimit.ok && atLimit.rows.length).toBe(IMPORT_MAX_ROWS);
  });

  it('stops reading at the limit: a file of a million rows is refused as quickly', () => {
    const file = utf8(
      `Book Id,Title,Author,Exclusive Shelf\n${'1,Dune,Frank Herbert,read\n'.repeat(400_000)}`,
    );
    const started = performance.now();
    expect(parseImport(file)).toMatchObject({ ok: false, problem: { code: 'too_many_rows' } });
    expect(performance.now() - started).toBeLessThan(3000);
  });

  it('keeps a 100 kB review whole', () => {
    const review = `${'All work and no play. '.repeat(4700)}The end.`;
    expect(review.length).toBeGreaterThan(100_000);
    const file = utf8(
      `Book Id,Title,Author,Exclusive Shelf,My Review\n7,The Shining,Stephen King,read,"${review}"\n`,
    );
    const result = parseImport(file);
    expect(result.ok && result.rows[0]?.review).toBe(review.trim());
  });
});
