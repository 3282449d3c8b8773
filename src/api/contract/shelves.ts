import { z } from './zod';
import { envelope } from './envelope';
import { bookSchema } from './entities';
import { MAX_ID } from './limits';
import { type Paging, idSchema, pagingShape } from './requests';
import type { Access } from './routes';
import {
  BOOK_NOTE_MAX,
  OWNED_COPIES_MAX,
  SHELF_NAME_MAX,
  SHELF_SORTS,
  SHELVES_MAX,
  type ShelfSort,
  isReservedShelfName,
  shelfNameKey,
} from './shelfRules';

export * from './shelfRules';

/**
 * A reader's own shelves ("book-club", "summer-2024"), beside the spec's four lists and the
 * reading status, never instead of them. A book may sit on any number of shelves; each shelf is
 * public or private, and a private shelf is its owner's alone (the server leaves it out of every
 * answer to anyone else, and answers code 3 for it, as for a shelf that does not exist).
 */

// ---------------------------------------------------------------------------------------------
// Requests

export const shelfNameSchema = z
  .string({ error: 'is required' })
  .trim()
  .min(1, { error: 'is required' })
  .max(SHELF_NAME_MAX, { error: `must be at most ${SHELF_NAME_MAX} characters` })
  .refine((name) => shelfNameKey(name) !== '', { error: 'must contain a letter or a digit' })
  .refine((name) => !isReservedShelfName(name), { error: 'is the name of a built-in list' });

const isPrivateSchema = z.boolean({ error: 'must be true or false' });

/** A new shelf at the end of the reader's list. A name the reader already uses is code 6. */
export const createShelfBodySchema = z.object({
  name: shelfNameSchema,
  is_private: isPrivateSchema.optional(),
});
export type CreateShelfBody = z.input<typeof createShelfBodySchema>;

/** Rename a shelf, make it private or public, or both. Another reader's shelf is code 3. */
export const updateShelfBodySchema = z
  .object({
    shelf_id: idSchema,
    name: shelfNameSchema.optional(),
    is_private: isPrivateSchema.optional(),
  })
  .refine((body) => body.name !== undefined || body.is_private !== undefined, {
    error: 'name or is_private is required',
    path: ['name'],
  });
export type UpdateShelfBody = z.input<typeof updateShelfBodySchema>;

/** One shelf of the session's reader (delete). */
export const shelfIdBodySchema = z.object({ shelf_id: idSchema });
export type ShelfIdBody = z.input<typeof shelfIdBodySchema>;

/**
 * The reader's shelves in their new order: every one of the reader's shelves exactly once (an
 * id missing, repeated or not theirs is code 1, and nothing moves).
 */
export const reorderShelvesBodySchema = z.object({
  shelf_ids: z
    .array(idSchema, { error: 'must be a list of shelf ids' })
    .min(1, { error: 'must name every shelf' })
    .max(SHELVES_MAX, { error: `must have at most ${SHELVES_MAX} ids` })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'must not repeat a shelf' }),
});
export type ReorderShelvesBody = z.input<typeof reorderShelvesBodySchema>;

/** A reader's shelves as the viewer may see them (private ones for the owner only). */
export const readerShelvesBodySchema = z.object({ user_id: idSchema });
export type ReaderShelvesBody = z.input<typeof readerShelvesBodySchema>;

/** One shelf's books, paged, in one of SHELF_SORTS (default `added`). */
export const shelfBooksBodySchema = z.object({
  shelf_id: idSchema,
  sort: z.enum(SHELF_SORTS, { error: `must be one of ${SHELF_SORTS.join(', ')}` }).optional(),
  ...pagingShape,
});
export type ShelfBooksBody = { shelf_id: number | string; sort?: ShelfSort } & Paging;

/** The session reader's shelves, each saying whether this book is on it (the shelf picker). */
export const bookShelvesBodySchema = z.object({ book_id: idSchema });
export type BookShelvesBody = z.input<typeof bookShelvesBodySchema>;

/** Put a book on one of the session reader's shelves, or take it off (both idempotent). */
export const shelfPlacementBodySchema = z.object({ shelf_id: idSchema, book_id: idSchema });
export type ShelfPlacementBody = z.input<typeof shelfPlacementBodySchema>;

// ---------------------------------------------------------------------------------------------
// Answers

const countSchema = z.number().int().min(0).max(MAX_ID);

export const shelfSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  name: z.string(),
  is_private: z.boolean(),
  /** 0-based place in the owner's order. */
  position: z.number().int().min(0),
  book_count: countSchema,
  created_at: z.string(),
  updated_at: z.string(),
});
export type Shelf = z.infer<typeof shelfSchema>;

/** The shelves in the owner's order. */
export const shelvesResponseSchema = envelope({ shelves: z.array(shelfSchema) });
export type ShelvesResponse = z.infer<typeof shelvesResponseSchema>;

export const shelfResponseSchema = envelope({ shelf: shelfSchema });
export type ShelfResponse = z.infer<typeof shelfResponseSchema>;

/** A book on a shelf, with what the shelf can be sorted by. */
export const shelfEntrySchema = z.object({
  book: bookSchema,
  /** When the book was put on this shelf (ISO). */
  added_at: z.string(),
  /** The shelf owner's rating of the book (0.25 steps up to 5), null when unrated. */
  rating: z.number().nullable(),
  /** The owner's latest finish of the book as the journal records it (ISO date), or null. */
  read_at: z.string().nullable(),
});
export type ShelfEntry = z.infer<typeof shelfEntrySchema>;

export const shelfBooksResponseSchema = envelope({
  shelf: shelfSchema,
  entries: z.array(shelfEntrySchema),
  total: countSchema,
});
export type ShelfBooksResponse = z.infer<typeof shelfBooksResponseSchema>;

/** Every shelf of the session reader, and the ids of those holding the book. */
export const bookShelvesResponseSchema = envelope({
  shelves: z.array(shelfSchema),
  shelf_ids: z.array(z.number().int()),
});
export type BookShelvesResponse = z.infer<typeof bookShelvesResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Notes and copies: the reader's own words about a book and how many copies they own. Private
// to the reader: no call shows them to anyone else (the export carries them).

export const bookNoteBodySchema = z.object({ book_id: idSchema });
export type BookNoteBody = z.input<typeof bookNoteBodySchema>;

/**
 * The note and copies as they should be now (the whole of both: an empty text and 0 copies
 * remove them). An unknown book is code 3.
 */
export const saveBookNoteBodySchema = z.object({
  book_id: idSchema,
  text: z
    .string({ error: 'must be text' })
    .max(BOOK_NOTE_MAX, { error: `must be at most ${BOOK_NOTE_MAX} characters` }),
  owned_copies: z
    .number({ error: 'must be a whole number' })
    .int({ error: 'must be a whole number' })
    .min(0, { error: 'must be 0 or more' })
    .max(OWNED_COPIES_MAX, { error: `must be at most ${OWNED_COPIES_MAX}` }),
});
export type SaveBookNoteBody = z.input<typeof saveBookNoteBodySchema>;

export const bookNoteSchema = z.object({
  book_id: z.number().int(),
  /** The reader's private note, '' for none (line breaks kept as typed). */
  text: z.string(),
  owned_copies: z.number().int().min(0),
  /** When either last changed (ISO), null when there is nothing. */
  updated_at: z.string().nullable(),
});
export type BookNote = z.infer<typeof bookNoteSchema>;

export const bookNoteResponseSchema = envelope({ note: bookNoteSchema });
export type BookNoteResponse = z.infer<typeof bookNoteResponseSchema>;

// ---------------------------------------------------------------------------------------------
// The calls (spread into `apiRoutes`, routes.ts)

export const shelfRoutes = {
  '/shelves/list': {
    request: readerShelvesBodySchema,
    response: shelvesResponseSchema,
    access: 'public',
  },
  '/shelves/books': {
    request: shelfBooksBodySchema,
    response: shelfBooksResponseSchema,
    access: 'public',
  },
  '/shelves/create': {
    request: createShelfBodySchema,
    response: shelfResponseSchema,
    access: 'session',
  },
  '/shelves/update': {
    request: updateShelfBodySchema,
    response: shelfResponseSchema,
    access: 'session',
  },
  '/shelves/reorder': {
    request: reorderShelvesBodySchema,
    response: shelvesResponseSchema,
    access: 'session',
  },
  '/shelves/delete': {
    request: shelfIdBodySchema,
    response: shelvesResponseSchema,
    access: 'session',
  },
  '/shelves/for-book': {
    request: bookShelvesBodySchema,
    response: bookShelvesResponseSchema,
    access: 'session',
  },
  '/shelves/add-book': {
    request: shelfPlacementBodySchema,
    response: shelfResponseSchema,
    access: 'session',
  },
  '/shelves/remove-book': {
    request: shelfPlacementBodySchema,
    response: shelfResponseSchema,
    access: 'session',
  },
  '/notes/get': {
    request: bookNoteBodySchema,
    response: bookNoteResponseSchema,
    access: 'session',
  },
  '/notes/save': {
    request: saveBookNoteBodySchema,
    response: bookNoteResponseSchema,
    access: 'session',
  },
} as const satisfies Record<string, { request: z.ZodType; response: z.ZodType; access: Access }>;

export type ShelfPath = keyof typeof shelfRoutes;

export interface ShelfRequestBodies {
  '/shelves/list': ReaderShelvesBody;
  '/shelves/books': ShelfBooksBody;
  '/shelves/create': CreateShelfBody;
  '/shelves/update': UpdateShelfBody;
  '/shelves/reorder': ReorderShelvesBody;
  '/shelves/delete': ShelfIdBody;
  '/shelves/for-book': BookShelvesBody;
  '/shelves/add-book': ShelfPlacementBody;
  '/shelves/remove-book': ShelfPlacementBody;
  '/notes/get': BookNoteBody;
  '/notes/save': SaveBookNoteBody;
}

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const everyShelfCallTyped: Same<ShelfPath, keyof ShelfRequestBodies> = true;
void everyShelfCallTyped;
