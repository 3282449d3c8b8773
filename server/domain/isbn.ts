/**
 * ISBN check digits and the ISBN-10 <-> ISBN-13 conversions: pure rules that reading a file
 * (import/formats/isbn.ts) and reading a query (searchText.ts) both follow.
 */
export function isValidIsbn10(isbn: string): boolean {
  if (!/^\d{9}[\dX]$/.test(isbn)) return false;
  let sum = 0;
  for (let index = 0; index < 10; index += 1) {
    const char = isbn[index] ?? '';
    sum += (10 - index) * (char === 'X' ? 10 : Number(char));
  }
  return sum % 11 === 0;
}

export function isValidIsbn13(isbn: string): boolean {
  return /^97[89]\d{10}$/.test(isbn) && isbn13CheckDigit(isbn.slice(0, 12)) === isbn[12];
}

function isbn13CheckDigit(first12: string): string {
  let sum = 0;
  for (let index = 0; index < 12; index += 1) {
    sum += Number(first12[index]) * (index % 2 === 0 ? 1 : 3);
  }
  return String((10 - (sum % 10)) % 10);
}

function isbn10CheckDigit(first9: string): string {
  let sum = 0;
  for (let index = 0; index < 9; index += 1) sum += (10 - index) * Number(first9[index]);
  const check = (11 - (sum % 11)) % 11;
  return check === 10 ? 'X' : String(check);
}

/** The ISBN-13 of a valid ISBN-10: prefix 978 and a new check digit. */
export function isbn10To13(isbn10: string): string {
  const first12 = `978${isbn10.slice(0, 9)}`;
  return first12 + isbn13CheckDigit(first12);
}

/** The ISBN-10 of a valid ISBN-13, which exists only for the 978 prefix. */
export function isbn13To10(isbn13: string): string | undefined {
  if (!isbn13.startsWith('978')) return undefined;
  const first9 = isbn13.slice(3, 12);
  return first9 + isbn10CheckDigit(first9);
}
