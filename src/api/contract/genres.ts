/**
 * The fixed genre list, in display order: the catalogue's genres, the server's genre call and
 * the client's fallback list. Kept free of zod so the first page can import it cheaply.
 */
export const GENRES = [
  'Fantasy',
  'Science Fiction',
  'Dystopian',
  'Mystery',
  'Thriller',
  'Romance',
  'Historical Fiction',
  'Literary Fiction',
  'Classics',
  'Horror',
  'Young Adult',
  "Children's",
  'Biography',
  'Nonfiction',
  'Self-Help',
  'Poetry',
] as const;

export type Genre = (typeof GENRES)[number];

export function isGenre(value: string): value is Genre {
  return (GENRES as readonly string[]).includes(value);
}
