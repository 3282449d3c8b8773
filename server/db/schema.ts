import type { Generated } from 'kysely';

/**
 * Booleans are stored as integers 0/1 on both dialects and timestamps as ISO-8601 UTC
 * strings (fixed width, so they sort as text): one typed query layer serves both databases.
 */
export type Flag = 0 | 1;

export interface UsersTable {
  id: Generated<number>;
  username: string;
  /** lower(username): uniqueness is case-insensitive. */
  username_key: string;
  name: string;
  surname: string;
  full_name: string | null;
  /** Stored trimmed and lower-cased. */
  email: string;
  gender: 'male' | 'female' | 'other' | null;
  password_hash: string;
  /** Short hash of the current photo (cache-busting `?v=`), null without a photo. */
  avatar_version: string | null;
  /** Reviews written, kept by triggers on reviews (migration 0007). */
  reviews_count: Generated<number>;
  /** Reviews by the readers this reader follows, kept by triggers (migration 0016). */
  followed_reviews_count: Generated<number>;
  /** 1: only the reader and their approved followers see their data (repos/readerAccess.ts). */
  is_private: Generated<number>;
  /** Granted and revoked only at the command line (server/admin.ts; migration 0030). */
  role: Generated<UserRole>;
  /**
   * A suspension (migration 0030): when it began, when it ends (null: no end date) and why.
   * One that has ended is cleared at the reader's next sign-in, so "suspended now" also
   * compares `suspended_until` with the clock (domain/suspension.ts, repos/moderationSuspensions.ts).
   */
  suspended_at: string | null;
  suspended_until: string | null;
  suspension_reason: string | null;
  created_at: string;
  updated_at: string;
}

export type UserRole = 'reader' | 'moderator';

/** A follow of a private reader, waiting for the reader's answer. */
export interface FollowRequestsTable {
  requester_id: number;
  target_id: number;
  created_at: string;
}

/** The blocker and the blocked no longer see each other. */
export interface BlocksTable {
  blocker_id: number;
  blocked_id: number;
  created_at: string;
}

export interface MutesTable {
  muter_id: number;
  muted_id: number;
  created_at: string;
}

export interface AvatarsTable {
  user_id: number;
  mime: string;
  data: Buffer;
  etag: string;
  updated_at: string;
}

export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  /** SHA-256 of the token (hex); the token itself is never stored. */
  token_hash: string;
  created_at: string;
  expires_at: string;
  /** The User-Agent header it signed in with, cut to SESSION_AGENT_MAX (migration 0026). */
  user_agent: string | null;
  /** When a call last used it, to within SESSION_TOUCH_MS (migration 0026). */
  last_used_at: string | null;
}

export interface BooksTable {
  id: Generated<number>;
  source_id: number | null;
  title: string;
  author: string;
  description: string;
  genre: string;
  published_year: number | null;
  isbn: string | null;
  publisher: string | null;
  image_url: string | null;
  /** Normalised title / author (search ranking) and title + author + isbn (candidates). */
  title_norm: string;
  author_norm: string;
  search_text: string;
  /** Counters kept in the same transaction as the rows they count. */
  reads_count: Generated<number>;
  ratings_count: Generated<number>;
  /** The ratings with words among them (reviewRules.ts; migration 0025). */
  reviews_count: Generated<number>;
  rating_sum: Generated<number>;
  /** Pages of the catalogue's edition, when known (migration 0009; the seed has none). */
  page_count: number | null;
  /** 1 for a book an import created from a reader's file (migration 0012). */
  added_by_reader: Generated<Flag>;
  /** `isbn` normalised to ISBN-13 (an ISBN-10 converted), for matching imports (0012). */
  isbn13: string | null;
  created_at: string;
  updated_at: string;
}

export interface RelationsTable {
  user_id: number;
  book_id: number;
  read: Flag;
  liked: Flag;
  favorite: Flag;
  read_list: Flag;
  /** Pages of the reader's edition (migration 0009); null: the catalogue's. */
  page_count: number | null;
  /** The unit the reader last logged this book's progress in (migration 0021). */
  progress_unit: ProgressUnitValue | null;
  updated_at: string;
}

export type ProgressUnitValue = 'pages' | 'percent';
export type ReadingStateValue = 'reading' | 'paused' | 'read' | 'dnf';
export type PrecisionValue = 'day' | 'month' | 'year' | 'unknown';

/**
 * One reading of a book by its reader (migration 0009). Each date is a pair: `YYYY-MM-DD`
 * text (null exactly when the precision is 'unknown') and its precision; `finished_*` is set
 * exactly for 'read', `stopped_*` exactly for 'paused' and 'dnf' (CHECKs on both databases).
 */
export interface ReadingsTable {
  id: Generated<number>;
  user_id: number;
  book_id: number;
  state: ReadingStateValue;
  started_date: string | null;
  started_precision: PrecisionValue;
  finished_date: string | null;
  finished_precision: PrecisionValue | null;
  stopped_date: string | null;
  stopped_precision: PrecisionValue | null;
  dnf_reason: string | null;
  note: string | null;
  progress_pages: number | null;
  progress_percent: number | null;
  created_at: string;
  updated_at: string;
}

/** A reading's progress log: pages, percent or both. */
export interface ProgressUpdatesTable {
  id: Generated<number>;
  reading_id: number;
  at: string;
  pages: number | null;
  percent: number | null;
}

/** A reader's goal for a period, books, pages or both (migration 0011). */
export interface ReadingGoalsTable {
  id: Generated<number>;
  user_id: number;
  start_date: string;
  end_date: string;
  books: number | null;
  pages: number | null;
  visibility: 'public' | 'followers' | 'private';
  created_at: string;
  updated_at: string;
}

/** A year whose summary page its reader made public (migration 0011). */
export interface SharedYearsTable {
  user_id: number;
  year: number;
}

export type ImportSource = 'goodreads' | 'storygraph' | 'shelfmark';
export type ImportStatusValue = 'previewed' | 'applying' | 'done';

/**
 * A reader's import (migration 0012): the parsed rows and their matches as JSON text, the
 * choices for uncertain rows (JSON, by line), and the progress of the resumable batches.
 */
export interface ImportsTable {
  id: Generated<number>;
  user_id: number;
  format: ImportSource;
  filename: string;
  sha256: string;
  status: ImportStatusValue;
  rows_json: string;
  /** The preview's counts and first lists (server/import/preview.ts), JSON. */
  preview_json: string;
  /** What a Shelfmark export holds beyond its books (goals, follows), JSON; null otherwise. */
  account_json: string | null;
  resolutions_json: string;
  rows_total: number;
  rows_done: Generated<number>;
  books_created: Generated<number>;
  /** The process applying it and until when it may (an expired lease is resumed). */
  lease_owner: string | null;
  lease_until: string | null;
  created_at: string;
  updated_at: string;
  finished_at: string | null;
}

/**
 * A reader's own shelf (migration 0031). `name` is the reader's spelling, `name_key` the folded
 * form two names are one shelf by (contract `shelfNameKey`), unique per reader.
 */
export interface ShelvesTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  name_key: string;
  /** 1 for a shelf its owner alone sees. */
  is_private: Generated<number>;
  /** 0-based place in the owner's order. */
  position: number;
  created_at: string;
  updated_at: string;
}

/** A reader's private note on a book and the copies they own (migration 0032). */
export interface BookNotesTable {
  user_id: number;
  book_id: number;
  text: string;
  owned_copies: number;
  updated_at: string;
}

/** A book on a shelf, since `added_at` (migration 0031; imported tags moved here). */
export interface ShelfBooksTable {
  shelf_id: number;
  book_id: number;
  added_at: string;
}

/** What an import's row says that has no column, per source, as JSON (migration 0012). */
export interface RelationExtrasTable {
  user_id: number;
  book_id: number;
  source: ImportSource;
  data: string;
  updated_at: string;
}

export interface ReviewsTable {
  id: Generated<number>;
  user_id: number;
  book_id: number;
  rating: number;
  review_title: string;
  review_text: string;
  created_at: string;
  updated_at: string;
}

export interface FollowsTable {
  follower_id: number;
  following_id: number;
  created_at: string;
}

/** Words of titles and authors with their one-deletion variants (typo-tolerant search). */
export interface SearchTermsTable {
  variant: string;
  term: string;
}

export interface RateLimitsTable {
  key: string;
  count: number;
  /** Epoch milliseconds when the window ends. */
  reset_at: number;
}

/** A "forgot password" link: one row per link sent, its token stored hashed (migration 0023). */
export interface PasswordResetsTable {
  id: Generated<number>;
  user_id: number;
  /** SHA-256 of the token (hex); the token itself is only in the mail. */
  token_hash: string;
  created_at: string;
  expires_at: string;
  /** When the link set a password: it never works again. */
  used_at: string | null;
  /** When a newer link for the same account was sent: only the newest works. */
  replaced_at: string | null;
}

/** A reader's report of a review, a name or a photo (migration 0027). */
export interface ReportsTable {
  id: Generated<number>;
  reporter_id: number;
  reported_user_id: number;
  review_id: number | null;
  kind: 'review' | 'name' | 'photo';
  /** What was reported, one per reporter: "review:12", "name:7", "photo:7". */
  target: string;
  reason: string;
  details: string;
  created_at: string;
  resolved_at: string | null;
}

/** A review a moderator hid, moved out of `reviews` with its id (migration 0030). */
export interface HiddenReviewsTable {
  id: number;
  user_id: number;
  book_id: number;
  rating: number;
  review_title: string;
  review_text: string;
  created_at: string;
  updated_at: string;
  hidden_at: string;
  /** The moderator; null once their account is deleted. */
  hidden_by: number | null;
}

export type ModerationActionName =
  | 'hide_review'
  | 'remove_photo'
  | 'reset_name'
  | 'suspend'
  | 'dismiss'
  | 'grant_moderator'
  | 'revoke_moderator';

/** The audit log (migration 0030): only ever inserted into (repos/moderationLog.ts). */
export interface ModerationActionsTable {
  id: Generated<number>;
  /** Null for the operator's command, or once the moderator's account is deleted. */
  moderator_id: number | null;
  /** 1: done by the operator at the command line, not by a moderator. */
  by_operator: Flag;
  action: ModerationActionName;
  /** The reader acted on; null once their account is deleted. */
  target_user_id: number | null;
  review_id: number | null;
  reason: string;
  /** A suspension's end, null for none (and for other actions). */
  until: string | null;
  /** JSON of what was acted on; null once the reader it shows is deleted. */
  snapshot: string | null;
  created_at: string;
}

export interface MetaTable {
  key: string;
  value: string;
}

export interface Database {
  users: UsersTable;
  avatars: AvatarsTable;
  sessions: SessionsTable;
  books: BooksTable;
  user_book_relations: RelationsTable;
  readings: ReadingsTable;
  progress_updates: ProgressUpdatesTable;
  reading_goals: ReadingGoalsTable;
  shared_years: SharedYearsTable;
  reviews: ReviewsTable;
  imports: ImportsTable;
  shelves: ShelvesTable;
  shelf_books: ShelfBooksTable;
  book_notes: BookNotesTable;
  relation_extras: RelationExtrasTable;
  follows: FollowsTable;
  search_terms: SearchTermsTable;
  rate_limits: RateLimitsTable;
  password_resets: PasswordResetsTable;
  reports: ReportsTable;
  follow_requests: FollowRequestsTable;
  blocks: BlocksTable;
  mutes: MutesTable;
  hidden_reviews: HiddenReviewsTable;
  moderation_actions: ModerationActionsTable;
  app_meta: MetaTable;
}
