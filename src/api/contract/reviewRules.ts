/**
 * What counts as a review. A rating without words (an imported Goodreads or StoryGraph row with
 * stars only) is a rating, not a review: every row of `reviews` is a rating, and the ones with
 * a title or a text are reviews too. Reviews written in the app always have both (the form
 * requires them); imports bring stars alone, or stars with a text.
 *
 * The server counts and lists with the same rule in SQL (server/repos/reviewWords.ts), built from
 * REVIEW_WORD_COLUMNS; the mocks, the import preview and the UI call these functions.
 */

/** The columns whose words make a rating a review. */
export const REVIEW_WORD_COLUMNS = ['review_title', 'review_text'] as const;

export type ReviewWords = Record<(typeof REVIEW_WORD_COLUMNS)[number], string | null>;

/** True when the rating has words: a title or a text that is not empty. */
export function isWrittenReview(review: ReviewWords): boolean {
  return REVIEW_WORD_COLUMNS.some((column) => (review[column] ?? '') !== '');
}

/** A reader's ratings (every rating, words or not) and reviews (those with words). */
export function reviewTally(rows: readonly ReviewWords[]): { ratings: number; reviews: number } {
  return { ratings: rows.length, reviews: rows.filter(isWrittenReview).length };
}
