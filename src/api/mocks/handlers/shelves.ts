import { API_CODES } from '../../contract/codes';
import {
  SHELF_SORT_ORDER,
  SHELVES_MAX,
  type Shelf,
  type ShelfEntry,
  type ShelfSort,
  shelfNameKey,
} from '../../contract/shelves';
import { books, FIXED_NOW } from '../fixtures';
import { type Paged, page } from '../paging';
import { post } from '../post';
import { fail, ok } from '../respond';

interface Placement {
  bookId: number;
  addedAt: string;
}

interface MockShelf extends Omit<Shelf, 'book_count'> {
  placements: Placement[];
}

const day = (date: string) => `${date}T10:00:00.000Z`;

function shelf(
  id: number,
  userId: number,
  name: string,
  position: number,
  placements: Array<[number, string]>,
  isPrivate = false,
): MockShelf {
  return {
    id,
    user_id: userId,
    name,
    is_private: isPrivate,
    position,
    created_at: day('2026-01-05'),
    updated_at: day('2026-01-05'),
    placements: placements.map(([bookId, date]) => ({ bookId, addedAt: day(date) })),
  };
}

/**
 * Ada's shelves (one private) and Çağla's (one private, so Ada never sees it). Spellings are
 * the readers' own, as an import keeps them.
 */
export const shelfFixtures = (): MockShelf[] => [
  shelf(1, 1, 'Book club', 0, [
    [2, '2026-02-01'],
    [4, '2026-04-12'],
    [8, '2026-09-30'],
  ]),
  shelf(2, 1, 'summer-2024', 1, [
    [5, '2024-07-02'],
    [6, '2024-08-15'],
  ]),
  shelf(3, 1, 'Comfort reads', 2, [[4, '2025-12-24']], true),
  shelf(4, 2, 'Türk klasikleri', 0, [[7, '2026-03-01']]),
  shelf(5, 2, 'Gifts', 1, [[9, '2026-05-05']], true),
];

/** Ada's ratings, for the shelf view's rating column and sort. */
const adaRatings: Record<number, number> = { 2: 5, 4: 4.75, 8: 3.5 };
const adaFinished: Record<number, string> = { 2: '2026-02-20', 4: '2026-05-01' };

const ADA = 1;
const signedIn = (request: Request) => request.headers.has('authorization');

const bookCount = ({ placements, ...rest }: MockShelf): Shelf => ({
  ...rest,
  book_count: placements.length,
});

function sortEntries(entries: ShelfEntry[], sort: ShelfSort): ShelfEntry[] {
  const direction = SHELF_SORT_ORDER[sort] === 'asc' ? 1 : -1;
  const key = (entry: ShelfEntry): string | number | null =>
    sort === 'added'
      ? entry.added_at
      : sort === 'title'
        ? entry.book.title
        : sort === 'author'
          ? entry.book.author
          : sort === 'rating'
            ? entry.rating
            : entry.read_at;
  return [...entries].sort((a, b) => {
    const [ka, kb] = [key(a), key(b)];
    if (ka === kb) return a.book.title.localeCompare(b.book.title);
    if (ka === null) return 1;
    if (kb === null) return -1;
    return (ka < kb ? -1 : 1) * direction;
  });
}

/**
 * Shelves kept in memory and changed as the server changes them (contract shelves.ts): names
 * are one shelf by their key, a private shelf is the owner's alone (code 3 for anyone else),
 * deleting a shelf leaves its books' readings alone. The viewer is Ada when signed in. Each
 * call makes a fresh world, so a story that clicks does not leak into the next.
 */
export function shelfWorld(initial: MockShelf[] = shelfFixtures()) {
  let shelves = initial.map((one) => ({ ...one, placements: [...one.placements] }));
  let nextId = Math.max(0, ...shelves.map((one) => one.id)) + 1;
  const own = () => shelves.filter((one) => one.user_id === ADA);
  const ordered = (list: MockShelf[]) =>
    [...list].sort((a, b) => a.position - b.position).map(bookCount);
  const visible = (one: MockShelf, request: Request) =>
    !one.is_private || (signedIn(request) && one.user_id === ADA);
  const ownShelf = (id: number) => own().find((one) => one.id === id);
  const renumber = () => {
    own()
      .sort((a, b) => a.position - b.position)
      .forEach((one, index) => (one.position = index));
  };
  const nameTaken = (name: string, exceptId?: number) =>
    own().some((one) => one.id !== exceptId && shelfNameKey(one.name) === shelfNameKey(name));

  return [
    post('/shelves/list', ({ parsed, request }) => {
      const userId = (parsed as { user_id: number } | undefined)?.user_id;
      if (userId === undefined) return fail(API_CODES.validation, ['user_id: is required']);
      const list = shelves.filter((one) => one.user_id === userId && visible(one, request));
      return ok('/shelves/list', { shelves: ordered(list) });
    }),
    post('/shelves/books', ({ parsed, request }) => {
      const body = parsed as ({ shelf_id: number; sort?: ShelfSort } & Paged) | undefined;
      const found = shelves.find((one) => one.id === body?.shelf_id);
      if (!body || !found || !visible(found, request)) return fail(API_CODES.notFound);
      const entries = found.placements.flatMap(({ bookId, addedAt }): ShelfEntry[] => {
        const book = books.find((one) => one.id === bookId);
        if (!book) return [];
        const mine = found.user_id === ADA;
        return [
          {
            book,
            added_at: addedAt,
            rating: mine ? (adaRatings[bookId] ?? null) : null,
            read_at: mine ? (adaFinished[bookId] ?? null) : null,
          },
        ];
      });
      return ok('/shelves/books', {
        shelf: bookCount(found),
        entries: page(sortEntries(entries, body.sort ?? 'added'), body, 20),
        total: entries.length,
      });
    }),
    post('/shelves/create', ({ parsed }) => {
      const body = parsed as { name: string; is_private?: boolean } | undefined;
      if (!body) return fail(API_CODES.validation, ['name: is required']);
      if (nameTaken(body.name)) return fail(API_CODES.conflict, ['name: is taken']);
      if (own().length >= SHELVES_MAX) return fail(API_CODES.conflict, ['shelves: too many']);
      const created: MockShelf = {
        id: nextId++,
        user_id: ADA,
        name: body.name,
        is_private: body.is_private ?? false,
        position: own().length,
        created_at: FIXED_NOW,
        updated_at: FIXED_NOW,
        placements: [],
      };
      shelves.push(created);
      return ok('/shelves/create', { shelf: bookCount(created) });
    }),
    post('/shelves/update', ({ parsed }) => {
      const body = parsed as { shelf_id: number; name?: string; is_private?: boolean } | undefined;
      const found = body && ownShelf(body.shelf_id);
      if (!body || !found) return fail(API_CODES.notFound);
      if (body.name !== undefined && nameTaken(body.name, found.id)) {
        return fail(API_CODES.conflict, ['name: is taken']);
      }
      if (body.name !== undefined) found.name = body.name;
      if (body.is_private !== undefined) found.is_private = body.is_private;
      found.updated_at = FIXED_NOW;
      return ok('/shelves/update', { shelf: bookCount(found) });
    }),
    post('/shelves/reorder', ({ parsed }) => {
      const ids = (parsed as { shelf_ids: number[] } | undefined)?.shelf_ids ?? [];
      const mine = own();
      if (ids.length !== mine.length || !ids.every((id) => ownShelf(id))) {
        return fail(API_CODES.validation, ['shelf_ids: must name every shelf']);
      }
      ids.forEach((id, index) => {
        const found = ownShelf(id);
        if (found) found.position = index;
      });
      return ok('/shelves/reorder', { shelves: ordered(own()) });
    }),
    post('/shelves/delete', ({ parsed }) => {
      const id = (parsed as { shelf_id: number } | undefined)?.shelf_id;
      if (id === undefined || !ownShelf(id)) return fail(API_CODES.notFound);
      shelves = shelves.filter((one) => one.id !== id);
      renumber();
      return ok('/shelves/delete', { shelves: ordered(own()) });
    }),
    post('/shelves/for-book', ({ parsed }) => {
      const bookId = (parsed as { book_id: number } | undefined)?.book_id;
      if (bookId === undefined) return fail(API_CODES.validation, ['book_id: is required']);
      return ok('/shelves/for-book', {
        shelves: ordered(own()),
        shelf_ids: own()
          .filter((one) => one.placements.some((placed) => placed.bookId === bookId))
          .map((one) => one.id),
      });
    }),
    ...(['/shelves/add-book', '/shelves/remove-book'] as const).map((path) =>
      post(path, ({ parsed }) => {
        const body = parsed as { shelf_id: number; book_id: number } | undefined;
        const found = body && ownShelf(body.shelf_id);
        if (!body || !found || !books.some((one) => one.id === body.book_id)) {
          return fail(API_CODES.notFound);
        }
        const rest = found.placements.filter((placed) => placed.bookId !== body.book_id);
        found.placements =
          path === '/shelves/add-book'
            ? [
                ...rest,
                found.placements.find((placed) => placed.bookId === body.book_id) ?? {
                  bookId: body.book_id,
                  addedAt: FIXED_NOW,
                },
              ]
            : rest;
        return ok(path, { shelf: bookCount(found) });
      }),
    ),
  ];
}

/** The default world's calls (a story that changes shelves spreads its own `shelfWorld()`). */
export const shelfHandlers = shelfWorld();
