/**
 * Import and export's plain values, free of zod, for screens and machines that need no schema;
 * `imports.ts` re-exports them.
 */

/** 20 MB of file; as base64 in the JSON body it is a third more. */
export const IMPORT_FILE_MAX_BYTES = 20 * 1024 * 1024;

/**
 * Why a file cannot be imported at all. A refused upload is code 1 and its `values` hold, first,
 * `file: <message in English>` and then `problem: <one of these>`, the machine-readable code a
 * client translates (with `missing: <column>, <column>` for missing_columns and `line: <n>` for
 * not_csv when known). A body above the route's limit (the file well over 20 MB) is code 8.
 */
export const IMPORT_PROBLEMS = [
  'empty',
  'too_large',
  'not_text',
  'wrong_encoding',
  'not_csv',
  'missing_columns',
  'invalid_export',
  'no_rows',
  'too_many_rows',
] as const;
export type ImportProblemCode = (typeof IMPORT_PROBLEMS)[number];

/** Where the exports are downloaded (GET, `Authorization: Bearer <token>`). */
export const EXPORT_PATHS = {
  goodreads: '/api/export/goodreads.csv',
  shelfmark: '/api/export/shelfmark.json',
} as const;
