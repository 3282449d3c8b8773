import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { deletionVariants, fuzzyWords } from '../domain/typos';

const BATCH = 1000;

/** Records the typo variants of the words of the given books (idempotent). */
export async function indexSearchTerms(
  db: Kysely<Database>,
  books: Iterable<{ title_norm: string; author_norm: string }>,
): Promise<void> {
  const words = new Set<string>();
  for (const book of books) {
    for (const word of fuzzyWords(book.title_norm, book.author_norm)) words.add(word);
  }
  const rows: { variant: string; term: string }[] = [];
  for (const term of words) {
    for (const variant of deletionVariants(term)) rows.push({ variant, term });
  }
  for (let start = 0; start < rows.length; start += BATCH) {
    await db
      .insertInto('search_terms')
      .values(rows.slice(start, start + BATCH))
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  }
}
