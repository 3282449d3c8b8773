import { describe, expect, it } from 'vitest';
import {
  isbn10To13,
  isbn13To10,
  isValidIsbn10,
  isValidIsbn13,
  parseIsbn,
  parseIsbnCells,
  unquoteFormulaText,
} from './isbn';

describe('ISBN cells', () => {
  it("strips Goodreads' formula quoting, hyphens and spaces", () => {
    expect(unquoteFormulaText('="9781250313195"')).toBe('9781250313195');
    expect(unquoteFormulaText('=""')).toBe('');
    expect(parseIsbn('="9781250313195"')).toEqual({
      kind: 'isbn13',
      isbn13: '9781250313195',
      isbn10: '1250313198',
    });
    expect(parseIsbn(' 978-0-441-01359-3 ')).toEqual({
      kind: 'isbn13',
      isbn13: '9780441013593',
      isbn10: '0441013597',
    });
    expect(parseIsbn('=""')).toEqual({ kind: 'none' });
    expect(parseIsbn('')).toEqual({ kind: 'none' });
  });

  it('checks ISBN-10 check digits, X included', () => {
    expect(isValidIsbn10('075640407X')).toBe(true);
    expect(isValidIsbn10('0756404079')).toBe(false);
    expect(isValidIsbn10('0618260307')).toBe(true);
    expect(isValidIsbn10('0618260308')).toBe(false);
    expect(parseIsbn('075640407x')).toEqual({
      kind: 'isbn13',
      isbn13: '9780756404079',
      isbn10: '075640407X',
      from: 'isbn10',
    });
  });

  it('checks ISBN-13 check digits and prefixes', () => {
    expect(isValidIsbn13('9780618260300')).toBe(true);
    expect(isValidIsbn13('9780618260301')).toBe(false);
    // A valid EAN checksum, but 977 is a serial (ISSN), not a book.
    expect(isValidIsbn13('9770317847001')).toBe(false);
    expect(parseIsbn('9780618260301')).toEqual({ kind: 'other', value: '9780618260301' });
  });

  it('converts between ISBN-10 and ISBN-13; 979 has no ISBN-10', () => {
    expect(isbn10To13('0618260307')).toBe('9780618260300');
    expect(isbn10To13('075640407X')).toBe('9780756404079');
    expect(isbn13To10('9780756404079')).toBe('075640407X');
    expect(isbn13To10('9791032305690')).toBeUndefined();
    expect(parseIsbn('9791032305690')).toEqual({ kind: 'isbn13', isbn13: '9791032305690' });
  });

  it('puts back the leading zero a spreadsheet dropped, only when the check digit agrees', () => {
    expect(parseIsbn('618260307')).toEqual({
      kind: 'isbn13',
      isbn13: '9780618260300',
      isbn10: '0618260307',
      from: 'isbn10',
    });
    expect(parseIsbn('618260308')).toEqual({ kind: 'other', value: '618260308' });
  });

  it('recognises Amazon ASINs and keeps other ids as written', () => {
    expect(parseIsbn('B00K0OI42W')).toEqual({ kind: 'asin', asin: 'B00K0OI42W' });
    expect(parseIsbn('b00k0oi42w')).toEqual({ kind: 'asin', asin: 'B00K0OI42W' });
    expect(parseIsbn('sg-8f3a2c')).toEqual({ kind: 'other', value: 'sg-8f3a2c' });
    // A Goodreads cell holding a spreadsheet's float of an ISBN-13 cannot be recovered.
    expect(parseIsbn('9.78043902348e+12')).toEqual({ kind: 'other', value: '9.78043902348e+12' });
  });

  it('prefers the first cell that is an ISBN, then any non-empty one', () => {
    expect(parseIsbnCells('=""', '="0618260307"')).toEqual({
      kind: 'isbn13',
      isbn13: '9780618260300',
      isbn10: '0618260307',
      from: 'isbn10',
    });
    expect(parseIsbnCells('="9780340839935"', '="0618260307"')).toMatchObject({
      isbn13: '9780340839935',
    });
    expect(parseIsbnCells('junk', '="0618260307"')).toMatchObject({ isbn13: '9780618260300' });
    expect(parseIsbnCells('junk', '=""')).toEqual({ kind: 'other', value: 'junk' });
    expect(parseIsbnCells('=""', '=""')).toEqual({ kind: 'none' });
  });
});
