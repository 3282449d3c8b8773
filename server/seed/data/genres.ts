/** The team's fixed genre list, in display order. */
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
