import { sql } from 'kysely';
import { REVIEW_WORD_COLUMNS } from '../../src/api/contract';

/**
 * The contract's isWrittenReview (src/api/contract/reviewRules.ts) as a condition on the
 * reviews table under `alias`: a title or a text that is not empty.
 */
export function writtenReview(alias: string) {
  return sql<boolean>`(${sql.join(
    REVIEW_WORD_COLUMNS.map((column) => sql`${sql.ref(`${alias}.${column}`)} <> ''`),
    sql` OR `,
  )})`;
}
