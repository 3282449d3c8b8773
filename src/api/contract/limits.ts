/**
 * The contract's plain numbers and lists, free of zod: screens and machines import them without
 * loading the schemas (the schema modules re-export them, so the server reads the same values).
 */
export const LIST_DEFAULT_LIMIT = 20;
/** Larger limits are clamped to this (not refused), so a generous client still gets a page. */
export const LIST_MAX_LIMIT = 100;
export const DISCOVER_LIMIT = 6;
/** Ids and offsets fit a 32-bit integer column on both databases. */
export const MAX_ID = 2_147_483_647;

export const PASSWORD_MIN = 8;
export const NAME_MIN = 3;
export const USERNAME_MIN = 5;
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;

export const GENDERS = ['male', 'female', 'other'] as const;

/** Sessions listed in Settings, most recently used first (a reader rarely has more). */
export const SESSION_LIST_MAX = 50;

/** Why a reader reports something: a short list, with free text beside it. */
export const REPORT_REASONS = [
  'spam',
  'harassment',
  'hate',
  'sexual',
  'spoilers',
  'other',
] as const;
/** What can be reported: a review, a reader's name, a reader's photo. */
export const REPORT_KINDS = ['review', 'name', 'photo'] as const;
/** Longest free text of a report. */
export const REPORT_DETAILS_MAX = 1000;
