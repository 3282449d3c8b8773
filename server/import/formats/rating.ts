import { clip, type RecordCells } from './cells';
import type { ImportRating } from './row';

/**
 * A rating column: Goodreads' whole stars (0 is "not rated") or StoryGraph's quarter stars
 * (empty is "not rated"). Stars round half up and never below 1: a 0.25 is a rating, not none.
 */
export function ratingCell(cells: RecordCells, column: string): ImportRating | null {
  const value = cells.text(column);
  if (value === '') return null;
  const exact = /^\d(?:\.\d{1,2})?$/.test(value) ? Number(value) : NaN;
  if (!(exact >= 0 && exact <= 5)) {
    cells.problem(column, `"${clip(value)}" is not a rating from 0 to 5`);
    return null;
  }
  if (exact === 0) return null;
  const stars = Math.min(5, Math.max(1, Math.floor(exact + 0.5))) as ImportRating['stars'];
  return { exact, stars };
}
