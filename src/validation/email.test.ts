import { describe, expect, it } from 'vitest';
import { isEmailShaped } from './email';

describe('isEmailShaped', () => {
  it.each([
    ['ada@shelfmark.test', true],
    ['  ada@shelfmark.test  ', true],
    ['a.b+c@sub.example.org', true],
    ['', false],
    ['ada', false],
    ['ada@', false],
    ['ada@shelfmark', false],
    ['@shelfmark.test', false],
    ['ada@shelf mark.test', false],
    ['ada@@shelfmark.test', false],
    ['ada@shelfmark.', false],
    ['a@b.c', false],
    ['ada@shelfmark.t3st', false],
    ['ada@kitap.com.tr', true],
  ])('%j -> %s', (value, expected) => {
    expect(isEmailShaped(value)).toBe(expected);
  });
});
