/**
 * Who sees a reader's data: their shelves, readings and progress, reviews, goals, statistics,
 * year summary and follow lists. One rule, read by every call that shows such data: the single
 * reader's calls through repos/readerAccess.ts, the lists of many readers' rows through its SQL
 * form there (`visibleAuthor`), which says the same thing.
 *
 * - `hidden`: no such reader, a block between the two readers either way, or a reader a
 *   moderator suspended. Answered as "not found", so a blocked reader learns nothing they could
 *   not learn of a deleted account.
 * - `private`: the reader's profile is private and the viewer is neither the reader nor an
 *   approved follower. The name and photo stay visible; the data does not.
 * - `visible`: everything else.
 */
export type ReaderVisibility = 'visible' | 'private' | 'hidden';

export interface ReaderFacts {
  /** The reader exists. */
  exists: boolean;
  /** The viewer is the reader. */
  isOwner: boolean;
  /** Either reader has blocked the other. */
  blocked: boolean;
  /**
   * A moderator suspended the reader. Their content stays hidden until they sign in again after
   * the suspension's end (auth/standing.ts clears it then), not from the end's instant: the
   * lists ask an index of the few suspended readers, with no clock in every read.
   */
  suspended: boolean;
  isPrivate: boolean;
  /** The viewer is an approved follower of the reader. */
  follows: boolean;
}

export function readerVisibility(facts: ReaderFacts): ReaderVisibility {
  if (!facts.exists) return 'hidden';
  if (facts.isOwner) return 'visible';
  if (facts.blocked || facts.suspended) return 'hidden';
  if (facts.isPrivate && !facts.follows) return 'private';
  return 'visible';
}

/** The refusal of a private reader's data, the same words on every call. */
export const PRIVATE_PROFILE_MESSAGE = 'This profile is private.';
