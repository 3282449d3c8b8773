import { type ExpressionBuilder, type Kysely, type Selectable, sql } from 'kysely';
import type { Goal, GoalProgress, GoalVisibility } from '../../src/api/contract';
import type { Database } from '../db/schema';
import { conflict, forbidden, notFound } from '../domain/errors';

/**
 * Reading goals: one per (reader, period), with progress counted from the reader's
 * finished readings whose finish day falls in the period (re-reads count again).
 */

type Db = Kysely<Database>;

/**
 * The column a finished reading counts by in goals and statistics (stats.ts uses it too): the
 * contract's countedFinishDay is exactly the stored `finished_date` (a month or year by its
 * first day, null for an unknown finish, which so falls in no period).
 */
export const COUNTED_FINISH_DAY = 'finished_date';

/** The pages a reading counts: the reader's edition's, else the catalogue's. */
export const readingPages = sql<number | null>`COALESCE(rel.page_count, b.page_count)`;

type GoalRow = Selectable<Database['reading_goals']>;

const NO_PROGRESS: GoalProgress = { books: 0, pages: 0, books_without_pages: 0 };

export function toGoal(row: GoalRow, progress: GoalProgress = NO_PROGRESS): Goal {
  return {
    id: row.id,
    user_id: row.user_id,
    start: row.start_date,
    end: row.end_date,
    books: row.books,
    pages: row.pages,
    visibility: row.visibility,
    progress,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** Each goal's progress in one grouped query, whatever the number of goals. */
async function progressOf(db: Db, goalIds: number[]): Promise<Map<number, GoalProgress>> {
  if (goalIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('reading_goals as g')
    .innerJoin('readings as r', (join) =>
      join
        .onRef('r.user_id', '=', 'g.user_id')
        .on('r.state', '=', 'read')
        .onRef(`r.${COUNTED_FINISH_DAY}`, '>=', 'g.start_date')
        .onRef(`r.${COUNTED_FINISH_DAY}`, '<=', 'g.end_date'),
    )
    .innerJoin('books as b', 'b.id', 'r.book_id')
    .leftJoin('user_book_relations as rel', (join) =>
      join.onRef('rel.user_id', '=', 'r.user_id').onRef('rel.book_id', '=', 'r.book_id'),
    )
    .select((eb) => [
      'g.id',
      eb.fn.countAll<number>().as('books'),
      eb.fn.sum<number | null>(readingPages).as('pages'),
      eb.fn
        .sum<number>(sql`CASE WHEN ${readingPages} IS NULL THEN 1 ELSE 0 END`)
        .as('without_pages'),
    ])
    .where('g.id', 'in', goalIds)
    .groupBy('g.id')
    .execute();
  return new Map(
    rows.map((row) => [
      row.id,
      {
        books: Number(row.books),
        pages: Number(row.pages ?? 0),
        books_without_pages: Number(row.without_pages ?? 0),
      },
    ]),
  );
}

async function withProgress(db: Db, rows: GoalRow[]): Promise<Goal[]> {
  const progress = await progressOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toGoal(row, progress.get(row.id)));
}

/**
 * What `viewerId` may see of `ownerId`'s goals: all of their own; of another reader the public
 * ones, and the followers-only ones when the viewer follows the owner; a guest the public ones.
 */
function visibleTo(ownerId: number, viewerId: number | null) {
  return (eb: ExpressionBuilder<Database, 'reading_goals'>) => {
    if (viewerId === ownerId) return eb.lit(true);
    const visible: GoalVisibility[] = ['public'];
    if (viewerId === null) return eb('visibility', 'in', visible);
    return eb.or([
      eb('visibility', '=', 'public'),
      eb.and([
        eb('visibility', '=', 'followers'),
        eb.exists(
          eb
            .selectFrom('follows')
            .select(sql.lit(1).as('one'))
            .where('follower_id', '=', viewerId)
            .where('following_id', '=', ownerId),
        ),
      ]),
    ]);
  };
}

/** A reader's goals `viewerId` may see, the newest period first: one page, its total, its progress. */
export async function goalsOf(
  db: Db,
  ownerId: number,
  viewerId: number | null,
  limit: number,
  offset: number,
) {
  const base = db
    .selectFrom('reading_goals')
    .where('user_id', '=', ownerId)
    .where(visibleTo(ownerId, viewerId));
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy('start_date', 'desc')
      .orderBy('end_date', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { goals: await withProgress(db, rows), total: Number(count.n) };
}

/** The reader's goal whose period is exactly `start`..`end`, without its progress. */
export async function goalForPeriod(db: Db, userId: number, start: string, end: string) {
  const row = await db
    .selectFrom('reading_goals')
    .selectAll()
    .where('user_id', '=', userId)
    .where('start_date', '=', start)
    .where('end_date', '=', end)
    .executeTakeFirst();
  return row ?? null;
}

export interface GoalInput {
  id?: number;
  start: string;
  end: string;
  books: number | null;
  pages: number | null;
  visibility: GoalVisibility;
}

const isUniqueViolation = (error: unknown) =>
  /unique|duplicate/i.test(String((error as Error).message));

const periodTaken = () =>
  conflict('You already have a goal for this period.', [
    'start: you already have a goal for this period',
  ]);

/**
 * Creates or edits one of the reader's goals (see `/goals/set` in the contract). Without an id
 * a goal for the same period is replaced in one upsert, so two saves at once leave one goal.
 */
export async function saveGoal(db: Db, userId: number, input: GoalInput, now: string) {
  const fields = {
    start_date: input.start,
    end_date: input.end,
    books: input.books,
    pages: input.pages,
    visibility: input.visibility,
    updated_at: now,
  };
  let id: number;
  if (input.id === undefined) {
    const row = await db
      .insertInto('reading_goals')
      .values({ user_id: userId, ...fields, created_at: now })
      .onConflict((oc) =>
        oc.columns(['user_id', 'start_date', 'end_date']).doUpdateSet({
          books: input.books,
          pages: input.pages,
          visibility: input.visibility,
          updated_at: now,
        }),
      )
      .returning('id')
      .executeTakeFirstOrThrow();
    id = row.id;
  } else {
    await ownGoal(db, userId, input.id);
    try {
      await db.updateTable('reading_goals').set(fields).where('id', '=', input.id).execute();
    } catch (error) {
      if (isUniqueViolation(error)) throw periodTaken();
      throw error;
    }
    id = input.id;
  }
  const row = await db
    .selectFrom('reading_goals')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const [goal] = await withProgress(db, [row]);
  return goal;
}

/** Refuses an unknown goal (code 3) and another reader's (code 4). */
async function ownGoal(db: Db, userId: number, id: number) {
  const row = await db
    .selectFrom('reading_goals')
    .select('user_id')
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound('Goal');
  if (row.user_id !== userId) throw forbidden('You can only change your own goals.');
}

export async function deleteGoal(db: Db, userId: number, id: number) {
  await ownGoal(db, userId, id);
  await db.deleteFrom('reading_goals').where('id', '=', id).execute();
}

/** `goal` when `viewerId` may see it (see `goalsOf`), else null. */
export async function visibleGoal(db: Db, goal: Goal, viewerId: number | null) {
  const row = await db
    .selectFrom('reading_goals')
    .select('id')
    .where('id', '=', goal.id)
    .where(visibleTo(goal.user_id, viewerId))
    .executeTakeFirst();
  return row ? goal : null;
}
