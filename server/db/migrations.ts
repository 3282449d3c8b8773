import {
  type Kysely,
  type Migration,
  type MigrationProvider,
  Migrator,
  type RawBuilder,
  sql,
} from 'kysely';
import { type StoredPhoto, isPhotoMime, photoVersion, reencodePhoto } from '../http/images';
import { parseIsbn } from '../import/formats/isbn';
import type { DialectName } from './connect';
import { BOOK_CHANGES_CHANNEL, CATALOGUE_CHANGED } from './bookChanges';

// Migrations receive Kysely<any>: they run against the schema as it was at their version,
// not the current Database interface.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

function coreSchema(dialect: DialectName): Migration {
  const blob = dialect === 'postgres' ? 'bytea' : 'blob';
  return {
    async up(db: AnyDb) {
      const withId = (table: string) =>
        db.schema
          .createTable(table)
          .addColumn('id', 'integer', (col) =>
            dialect === 'postgres'
              ? col.primaryKey().generatedByDefaultAsIdentity()
              : col.primaryKey().autoIncrement(),
          );

      await withId('users')
        .addColumn('username', 'text', (col) => col.notNull())
        .addColumn('username_key', 'text', (col) => col.notNull().unique())
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('surname', 'text', (col) => col.notNull())
        .addColumn('full_name', 'text')
        .addColumn('email', 'text', (col) => col.notNull().unique())
        .addColumn('gender', 'text')
        .addColumn('password_hash', 'text', (col) => col.notNull())
        .addColumn('avatar_version', 'text')
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .addCheckConstraint('users_email_lower', sql`email = lower(email)`)
        .addCheckConstraint(
          'users_gender_known',
          sql`gender IS NULL OR gender IN ('male', 'female', 'other')`,
        )
        .execute();

      await db.schema
        .createTable('avatars')
        .addColumn('user_id', 'integer', (col) =>
          col.primaryKey().references('users.id').onDelete('cascade'),
        )
        .addColumn('mime', 'text', (col) => col.notNull())
        .addColumn('data', blob, (col) => col.notNull())
        .addColumn('etag', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .execute();

      await withId('sessions')
        .addColumn('user_id', 'integer', (col) =>
          col.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('token_hash', 'text', (col) => col.notNull().unique())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('expires_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();
      await db.schema.createIndex('sessions_expiry').on('sessions').column('expires_at').execute();

      await withId('books')
        .addColumn('source_id', 'integer', (col) => col.unique())
        .addColumn('title', 'text', (col) => col.notNull())
        .addColumn('author', 'text', (col) => col.notNull())
        .addColumn('description', 'text', (col) => col.notNull())
        .addColumn('genre', 'text', (col) => col.notNull())
        .addColumn('published_year', 'integer')
        .addColumn('isbn', 'text')
        .addColumn('publisher', 'text')
        .addColumn('image_url', 'text')
        .addColumn('title_norm', 'text', (col) => col.notNull())
        .addColumn('author_norm', 'text', (col) => col.notNull())
        .addColumn('search_text', 'text', (col) => col.notNull())
        .addColumn('reads_count', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('ratings_count', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('rating_sum', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .addCheckConstraint(
          'books_counters_non_negative',
          sql`reads_count >= 0 AND ratings_count >= 0`,
        )
        .execute();
      await db.schema
        .createIndex('books_most_read')
        .on('books')
        .columns(['reads_count desc', 'id'])
        .execute();
      await db.schema
        .createIndex('books_genre_most_read')
        .on('books')
        .columns(['genre', 'reads_count desc', 'id'])
        .execute();
      await db.schema.createIndex('books_title_norm').on('books').column('title_norm').execute();
      await db.schema.createIndex('books_author_norm').on('books').column('author_norm').execute();

      await db.schema
        .createTable('user_book_relations')
        .addColumn('user_id', 'integer', (col) =>
          col.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('book_id', 'integer', (col) =>
          col.notNull().references('books.id').onDelete('cascade'),
        )
        .addColumn('read', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('liked', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('favorite', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('read_list', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .addPrimaryKeyConstraint('user_book_relations_pk', ['user_id', 'book_id'])
        .addCheckConstraint(
          'relations_flags_are_booleans',
          sql`read IN (0, 1) AND liked IN (0, 1) AND favorite IN (0, 1) AND read_list IN (0, 1)`,
        )
        .addCheckConstraint(
          'relations_like_favorite_need_read',
          sql`read = 1 OR (liked = 0 AND favorite = 0)`,
        )
        .execute();
      await db.schema
        .createIndex('relations_book_read')
        .on('user_book_relations')
        .columns(['book_id', 'read'])
        .execute();
      await db.schema
        .createIndex('relations_user_recent')
        .on('user_book_relations')
        .columns(['user_id', 'updated_at'])
        .execute();

      await withId('reviews')
        .addColumn('user_id', 'integer', (col) =>
          col.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('book_id', 'integer', (col) =>
          col.notNull().references('books.id').onDelete('cascade'),
        )
        .addColumn('rating', 'integer', (col) => col.notNull())
        .addColumn('review_title', 'text', (col) => col.notNull())
        .addColumn('review_text', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .addUniqueConstraint('reviews_one_per_reader_book', ['user_id', 'book_id'])
        .addCheckConstraint('reviews_rating_1_to_5', sql`rating BETWEEN 1 AND 5`)
        .execute();
      await db.schema
        .createIndex('reviews_book_recent')
        .on('reviews')
        .columns(['book_id', 'created_at'])
        .execute();
      await db.schema
        .createIndex('reviews_user_recent')
        .on('reviews')
        .columns(['user_id', 'created_at'])
        .execute();
      await db.schema
        .createIndex('reviews_recent')
        .on('reviews')
        .columns(['created_at', 'rating'])
        .execute();

      await db.schema
        .createTable('follows')
        .addColumn('follower_id', 'integer', (col) =>
          col.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('following_id', 'integer', (col) =>
          col.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addPrimaryKeyConstraint('follows_pk', ['follower_id', 'following_id'])
        .addCheckConstraint('follows_not_self', sql`follower_id <> following_id`)
        .execute();
      await db.schema
        .createIndex('follows_by_following')
        .on('follows')
        .columns(['following_id', 'follower_id'])
        .execute();

      await db.schema
        .createTable('search_terms')
        .addColumn('variant', 'text', (col) => col.notNull())
        .addColumn('term', 'text', (col) => col.notNull())
        .addPrimaryKeyConstraint('search_terms_pk', ['variant', 'term'])
        .execute();

      await db.schema
        .createTable('rate_limits')
        .addColumn('key', 'text', (col) => col.primaryKey())
        .addColumn('count', 'integer', (col) => col.notNull())
        .addColumn('reset_at', 'bigint', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('rate_limits_reset')
        .on('rate_limits')
        .column('reset_at')
        .execute();

      await db.schema
        .createTable('app_meta')
        .addColumn('key', 'text', (col) => col.primaryKey())
        .addColumn('value', 'text', (col) => col.notNull())
        .execute();
    },
  };
}

/** Substring candidates for search: FTS5 trigram (SQLite) or pg_trgm GIN (PostgreSQL). */
function searchIndex(dialect: DialectName): Migration {
  return {
    async up(db: AnyDb) {
      if (dialect === 'postgres') {
        await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
        await sql`CREATE INDEX books_search_trgm ON books USING gin (search_text gin_trgm_ops)`.execute(
          db,
        );
        return;
      }
      await sql`CREATE VIRTUAL TABLE books_fts USING fts5(
        search_text, content='books', content_rowid='id', tokenize='trigram'
      )`.execute(db);
      // External-content FTS: these triggers keep the index in step with the books table.
      await sql`CREATE TRIGGER books_fts_insert AFTER INSERT ON books BEGIN
        INSERT INTO books_fts(rowid, search_text) VALUES (new.id, new.search_text);
      END`.execute(db);
      await sql`CREATE TRIGGER books_fts_delete AFTER DELETE ON books BEGIN
        INSERT INTO books_fts(books_fts, rowid, search_text) VALUES ('delete', old.id, old.search_text);
      END`.execute(db);
      await sql`CREATE TRIGGER books_fts_update AFTER UPDATE OF search_text ON books BEGIN
        INSERT INTO books_fts(books_fts, rowid, search_text) VALUES ('delete', old.id, old.search_text);
        INSERT INTO books_fts(rowid, search_text) VALUES (new.id, new.search_text);
      END`.execute(db);
    },
  };
}

/** A migration of plain statements that only `target` runs: the other engine needs none. */
function statementsOn(
  target: DialectName,
  dialect: DialectName,
  statements: RawBuilder<unknown>[],
): Migration {
  return {
    async up(db: AnyDb) {
      if (dialect !== target) return;
      for (const statement of statements) await statement.execute(db);
    },
  };
}

/** Prefix lookups for search ranking (PostgreSQL needs pattern_ops for LIKE 'x%'). */
function searchPrefixIndex(dialect: DialectName): Migration {
  // SQLite's BINARY indexes on the columns serve ranges.
  return statementsOn('postgres', dialect, [
    sql`CREATE INDEX books_title_prefix ON books (title_norm text_pattern_ops)`,
    sql`CREATE INDEX books_author_prefix ON books (author_norm text_pattern_ops)`,
  ]);
}

/**
 * The recent-reviews list only shows ratings of 4 and 5: a partial index serves it, and,
 * unlike an index on every review's date, cannot tempt the planner into walking all reviews
 * by date for the feed (PostgreSQL did, at 1M reviews).
 */
const recentReviewsIndex: Migration = {
  async up(db: AnyDb) {
    await db.schema.dropIndex('reviews_recent').execute();
    await db.schema
      .createIndex('reviews_recent_high')
      .on('reviews')
      .column('created_at')
      .where(sql.ref('rating'), '>=', 4)
      .execute();
  },
};

/**
 * Photos stored before uploads were re-encoded (a polyglot could carry HTML after its image) are
 * re-encoded once like new uploads; one that would be refused today is removed, not served.
 * One row at a time, so memory stays at one photo.
 */
const reencodeAvatars: Migration = {
  async up(db: AnyDb) {
    const owners: { user_id: number }[] = await db
      .selectFrom('avatars')
      .select('user_id')
      .execute();
    for (const { user_id: userId } of owners) {
      const row: { mime: string; data: Buffer } | undefined = await db
        .selectFrom('avatars')
        .select(['mime', 'data'])
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (!row) continue;
      const photo: StoredPhoto | null = isPhotoMime(row.mime)
        ? await reencodePhoto({ mime: row.mime, data: Buffer.from(row.data) }).catch(() => null)
        : null;
      const version = photo ? photoVersion(photo.data) : null;
      await (photo
        ? db
            .updateTable('avatars')
            .set({ mime: photo.mime, data: photo.data, etag: version })
            .where('user_id', '=', userId)
            .execute()
        : db.deleteFrom('avatars').where('user_id', '=', userId).execute());
      await db
        .updateTable('users')
        .set({ avatar_version: version })
        .where('id', '=', userId)
        .execute();
    }
  },
};

/**
 * Search finds substrings with an in-process index of the catalogue's text
 * (server/search/substringIndex.ts), so the database trigram indexes go; what replaces them
 * is a catalogue version that every write to the searchable text bumps in its own
 * transaction, by trigger, whoever writes. Each search compares it with the version its
 * index was built from. Safe to run again (the photo upgrade test replays 0005 onwards).
 */
function catalogueVersion(dialect: DialectName): Migration {
  return {
    async up(db: AnyDb) {
      await db
        .insertInto('app_meta')
        .values({ key: 'catalogue_version', value: '1' })
        .onConflict((conflict) => conflict.column('key').doNothing())
        .execute();
      if (dialect === 'postgres') {
        await sql`DROP INDEX IF EXISTS books_search_trgm`.execute(db);
        await sql`CREATE OR REPLACE FUNCTION bump_catalogue_version() RETURNS trigger LANGUAGE plpgsql AS $$
          BEGIN
            UPDATE app_meta SET value = (value::bigint + 1)::text WHERE key = 'catalogue_version';
            RETURN NULL;
          END
        $$`.execute(db);
        await sql`DROP TRIGGER IF EXISTS books_catalogue_version ON books`.execute(db);
        await sql`CREATE TRIGGER books_catalogue_version
          AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF search_text ON books
          FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version()`.execute(db);
        return;
      }
      for (const name of ['books_fts_insert', 'books_fts_delete', 'books_fts_update']) {
        await sql`DROP TRIGGER IF EXISTS ${sql.id(name)}`.execute(db);
      }
      await sql`DROP TABLE IF EXISTS books_fts`.execute(db);
      const bump = sql`UPDATE app_meta SET value = CAST(value AS INTEGER) + 1
        WHERE key = 'catalogue_version'`;
      await sql`CREATE TRIGGER IF NOT EXISTS books_version_insert AFTER INSERT ON books BEGIN ${bump}; END`.execute(
        db,
      );
      await sql`CREATE TRIGGER IF NOT EXISTS books_version_delete AFTER DELETE ON books BEGIN ${bump}; END`.execute(
        db,
      );
      await sql`CREATE TRIGGER IF NOT EXISTS books_version_update AFTER UPDATE OF search_text ON books
        BEGIN ${bump}; END`.execute(db);
    },
  };
}

/**
 * Each reader's number of reviews, kept by triggers in the transaction of every review insert
 * or delete (the API, the seeds, anything else), so the feed's total is a sum over the people
 * followed instead of a count of all their reviews (50k rows for a reader following 500).
 * Safe to run again (see 0006).
 */
function userReviewCounts(dialect: DialectName): Migration {
  return {
    async up(db: AnyDb) {
      if (dialect === 'postgres') {
        await sql`ALTER TABLE users ADD COLUMN IF NOT EXISTS reviews_count integer NOT NULL DEFAULT 0`.execute(
          db,
        );
        await sql`CREATE OR REPLACE FUNCTION count_user_reviews() RETURNS trigger LANGUAGE plpgsql AS $$
          BEGIN
            IF TG_OP = 'INSERT' THEN
              UPDATE users SET reviews_count = reviews_count + 1 WHERE id = NEW.user_id;
            ELSE
              UPDATE users SET reviews_count = reviews_count - 1 WHERE id = OLD.user_id;
            END IF;
            RETURN NULL;
          END
        $$`.execute(db);
        await sql`DROP TRIGGER IF EXISTS reviews_user_count ON reviews`.execute(db);
        await sql`CREATE TRIGGER reviews_user_count AFTER INSERT OR DELETE ON reviews
          FOR EACH ROW EXECUTE FUNCTION count_user_reviews()`.execute(db);
      } else {
        const { rows } = await sql<{
          name: string;
        }>`SELECT name FROM pragma_table_info('users') WHERE name = 'reviews_count'`.execute(db);
        if (rows.length === 0) {
          await sql`ALTER TABLE users ADD COLUMN reviews_count integer NOT NULL DEFAULT 0`.execute(
            db,
          );
        }
        await sql`CREATE TRIGGER IF NOT EXISTS reviews_user_count_insert AFTER INSERT ON reviews
          BEGIN UPDATE users SET reviews_count = reviews_count + 1 WHERE id = new.user_id; END`.execute(
          db,
        );
        await sql`CREATE TRIGGER IF NOT EXISTS reviews_user_count_delete AFTER DELETE ON reviews
          BEGIN UPDATE users SET reviews_count = reviews_count - 1 WHERE id = old.user_id; END`.execute(
          db,
        );
      }
      await sql`UPDATE users SET reviews_count =
        (SELECT count(*) FROM reviews WHERE reviews.user_id = users.id)`.execute(db);
    },
  };
}

/**
 * Everyone's reviews newest first, with their author, for the feed of a reader who follows
 * many (server/repos/reviews.ts feedPageRows). SQLite only: PostgreSQL's planner chose a date
 * index over the per-reader read for the feed at 1M reviews (see 0004) and keeps that read.
 */
function feedWindowIndex(dialect: DialectName): Migration {
  return statementsOn('sqlite', dialect, [
    sql`CREATE INDEX IF NOT EXISTS reviews_newest ON reviews (created_at, user_id)`,
  ]);
}

/**
 * The feed's two reads on PostgreSQL (server/repos/reviews.ts feedPageRows), both from an
 * index alone, in the feed's order (created_at, then id, newest first): the walk over
 * everyone's newest reviews (SQLite's reviews_newest, in this shape since 0015), and the read
 * per followed reader it falls back to. Before, the feed joined follows to all the followed
 * readers' reviews and sorted them all. The walk's query names no reader, so the per-reader read cannot pick its index.
 * And the followed readers' review counters, for the feed's total.
 */
function feedIndexes(dialect: DialectName): Migration {
  return statementsOn('postgres', dialect, [
    sql`CREATE INDEX IF NOT EXISTS reviews_newest ON reviews (created_at, id, user_id)`,
    sql`CREATE INDEX IF NOT EXISTS reviews_user_newest
      ON reviews (user_id, created_at DESC, id DESC)`,
    // The feed's total sums the followed readers' counters: 500 heap visits through the
    // primary key (a bitmap scan each), under half that time from this index alone.
    sql`CREATE INDEX IF NOT EXISTS users_review_counts ON users (id) INCLUDE (reviews_count)`,
  ]);
}

const PRECISIONS = `('day', 'month', 'year', 'unknown')`;

/** A partial date's pair of columns: the date is null exactly when the precision is unknown. */
function partialDateCheck(prefix: string, required: boolean) {
  const date = `${prefix}_date`;
  const precision = `${prefix}_precision`;
  const known = `(${precision} IN ('day', 'month', 'year') AND ${date} IS NOT NULL
    AND length(${date}) = 10
    AND (${precision} <> 'month' OR substr(${date}, 9, 2) = '01')
    AND (${precision} <> 'year' OR substr(${date}, 6, 5) = '01-01'))`;
  const unknown = `(${precision} = 'unknown' AND ${date} IS NULL)`;
  const absent = required ? '' : ` OR (${precision} IS NULL AND ${date} IS NULL)`;
  return `${known} OR ${unknown}${absent}`;
}

/** Characters of `YYYY-MM-DD` a precision knows (year 4, month 7, day 10). */
const prefixLength = (precision: string) =>
  `CASE ${precision} WHEN 'year' THEN 4 WHEN 'month' THEN 7 ELSE 10 END`;

/**
 * An end not before the start, compared at the coarser of the two precisions (2019 and
 * 2019-03-05 may be the same day); nothing is said when either is unknown.
 */
function endNotBeforeStart(end: string) {
  const [endLength, startLength] = [
    prefixLength(`${end}_precision`),
    prefixLength('started_precision'),
  ];
  const length = `CASE WHEN ${endLength} < ${startLength} THEN ${endLength} ELSE ${startLength} END`;
  return `${end}_date IS NULL OR started_date IS NULL
    OR substr(${end}_date, 1, ${length}) >= substr(started_date, 1, ${length})`;
}

/**
 * The reading journal: one row per reading of a book by its reader, with partial
 * dates (date + precision), progress and a dated progress log; the reader's edition's page
 * count on the relation row and an optional catalogue page count on books. Every rule the
 * contract states about a stored reading is also a CHECK here, on both databases. Relations
 * marked read before the journal existed get one read reading with unknown dates, so `read`
 * equals "has a read reading" from the start. Safe to run again (see 0006).
 */
function readingJournal(dialect: DialectName): Migration {
  return {
    async up(db: AnyDb) {
      const id =
        dialect === 'postgres'
          ? 'id integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY'
          : 'id integer PRIMARY KEY AUTOINCREMENT';
      await sql
        .raw(
          `CREATE TABLE IF NOT EXISTS readings (
        ${id},
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        book_id integer NOT NULL REFERENCES books (id) ON DELETE CASCADE,
        state text NOT NULL,
        started_date text,
        started_precision text NOT NULL,
        finished_date text,
        finished_precision text,
        stopped_date text,
        stopped_precision text,
        dnf_reason text,
        note text,
        progress_pages integer,
        progress_percent integer,
        created_at text NOT NULL,
        updated_at text NOT NULL,
        CONSTRAINT readings_state_known CHECK (state IN ('reading', 'paused', 'read', 'dnf')),
        CONSTRAINT readings_precisions_known CHECK (started_precision IN ${PRECISIONS}
          AND (finished_precision IS NULL OR finished_precision IN ${PRECISIONS})
          AND (stopped_precision IS NULL OR stopped_precision IN ${PRECISIONS})),
        CONSTRAINT readings_started_date CHECK (${partialDateCheck('started', true)}),
        CONSTRAINT readings_finished_date CHECK (${partialDateCheck('finished', false)}),
        CONSTRAINT readings_stopped_date CHECK (${partialDateCheck('stopped', false)}),
        CONSTRAINT readings_finished_when_read
          CHECK ((state = 'read' AND finished_precision IS NOT NULL)
            OR (state <> 'read' AND finished_precision IS NULL)),
        CONSTRAINT readings_stopped_when_stopped
          CHECK ((state IN ('paused', 'dnf') AND stopped_precision IS NOT NULL)
            OR (state NOT IN ('paused', 'dnf') AND stopped_precision IS NULL)),
        CONSTRAINT readings_dnf_reason_for_dnf CHECK (dnf_reason IS NULL OR state = 'dnf'),
        CONSTRAINT readings_progress_ranges CHECK ((progress_pages IS NULL OR progress_pages >= 0)
          AND (progress_percent IS NULL OR progress_percent BETWEEN 0 AND 100)),
        CONSTRAINT readings_finished_not_before_start CHECK (${endNotBeforeStart('finished')}),
        CONSTRAINT readings_stopped_not_before_start CHECK (${endNotBeforeStart('stopped')})
      )`,
        )
        .execute(db);
      // At most one active reading per reader and book: the database refuses a second.
      await sql`CREATE UNIQUE INDEX IF NOT EXISTS readings_one_active ON readings (user_id, book_id)
        WHERE state IN ('reading', 'paused')`.execute(db);
      await sql`CREATE INDEX IF NOT EXISTS readings_user_book ON readings (user_id, book_id)`.execute(
        db,
      );
      // The dashboard's "Currently reading": a reader's readings in one state, newest change first.
      await sql`CREATE INDEX IF NOT EXISTS readings_user_state_recent
        ON readings (user_id, state, updated_at)`.execute(db);

      await sql
        .raw(
          `CREATE TABLE IF NOT EXISTS progress_updates (
        ${id},
        reading_id integer NOT NULL REFERENCES readings (id) ON DELETE CASCADE,
        at text NOT NULL,
        pages integer,
        percent integer,
        CONSTRAINT progress_updates_names_progress CHECK (pages IS NOT NULL OR percent IS NOT NULL),
        CONSTRAINT progress_updates_ranges CHECK ((pages IS NULL OR pages >= 0)
          AND (percent IS NULL OR percent BETWEEN 0 AND 100))
      )`,
        )
        .execute(db);
      await sql`CREATE INDEX IF NOT EXISTS progress_updates_reading
        ON progress_updates (reading_id, id)`.execute(db);

      for (const table of ['user_book_relations', 'books']) {
        const check = `CHECK (page_count IS NULL OR page_count >= 1)`;
        if (dialect === 'postgres') {
          await sql
            .raw(`ALTER TABLE ${table} ADD COLUMN IF NOT EXISTS page_count integer ${check}`)
            .execute(db);
          continue;
        }
        const { rows } = await sql<{
          name: string;
        }>`SELECT name FROM pragma_table_info(${table}) WHERE name = 'page_count'`.execute(db);
        if (rows.length === 0) {
          await sql.raw(`ALTER TABLE ${table} ADD COLUMN page_count integer ${check}`).execute(db);
        }
      }

      // `read` is "has a read reading": books marked read before the journal get one, undated.
      await sql`INSERT INTO readings (user_id, book_id, state, started_precision,
          finished_precision, created_at, updated_at)
        SELECT r.user_id, r.book_id, 'read', 'unknown', 'unknown', r.updated_at, r.updated_at
        FROM user_book_relations r
        WHERE r.read = 1 AND NOT EXISTS (SELECT 1 FROM readings g
          WHERE g.user_id = r.user_id AND g.book_id = r.book_id AND g.state = 'read')`.execute(db);
    },
  };
}

/**
 * The social feed's reading activity (server/repos/readingLists.ts readingFeed): the dated
 * starts and finishes of each followed reader, found through (user_id, date) on both
 * databases; undated readings (null dates) sort apart in the index. Safe to run again.
 */
const readingActivityIndexes: Migration = {
  async up(db: AnyDb) {
    await sql`CREATE INDEX IF NOT EXISTS readings_user_started
      ON readings (user_id, started_date)`.execute(db);
    await sql`CREATE INDEX IF NOT EXISTS readings_user_finished
      ON readings (user_id, finished_date)`.execute(db);
  },
};

/**
 * Goals and statistics: a reader's goals, one per period, and the years whose summary
 * page the reader made public. Statistics read the readings through `readings_user_finished`
 * (0010) and the indexes on stopped days and on each book's finishes added here. Safe to run again (see 0006).
 */
function goalsAndYears(dialect: DialectName): Migration {
  return {
    async up(db: AnyDb) {
      const id =
        dialect === 'postgres'
          ? 'id integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY'
          : 'id integer PRIMARY KEY AUTOINCREMENT';
      await sql
        .raw(
          `CREATE TABLE IF NOT EXISTS reading_goals (
        ${id},
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        start_date text NOT NULL,
        end_date text NOT NULL,
        books integer,
        pages integer,
        visibility text NOT NULL,
        created_at text NOT NULL,
        updated_at text NOT NULL,
        CONSTRAINT reading_goals_one_per_period UNIQUE (user_id, start_date, end_date),
        CONSTRAINT reading_goals_has_target CHECK (books IS NOT NULL OR pages IS NOT NULL),
        CONSTRAINT reading_goals_targets CHECK ((books IS NULL OR books >= 1)
          AND (pages IS NULL OR pages >= 1)),
        CONSTRAINT reading_goals_period CHECK (end_date >= start_date),
        CONSTRAINT reading_goals_visibility CHECK (visibility IN ('public', 'followers', 'private'))
      )`,
        )
        .execute(db);
      await sql`CREATE TABLE IF NOT EXISTS shared_years (
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        year integer NOT NULL,
        PRIMARY KEY (user_id, year)
      )`.execute(db);
      await sql`CREATE INDEX IF NOT EXISTS readings_user_stopped
        ON readings (user_id, stopped_date)`.execute(db);
      // Whether a finish is a re-read: the book's earlier finishes, answered by the index alone.
      await sql`CREATE INDEX IF NOT EXISTS readings_user_book_finish
        ON readings (user_id, book_id, state, finished_date, created_at, id)`.execute(db);
    },
  };
}

/** Sources a relation's extras and an import can come from (server/import/formats). */
const IMPORT_SOURCES = `('goodreads', 'storygraph', 'shelfmark')`;

/**
 * Import and export. `imports` holds a reader's pending or applied import: the parsed
 * rows with how each was matched (JSON text), the preview computed from them once (so a status
 * poll does not read the rows), the reader's choices for uncertain rows, and the
 * progress of its resumable batches (`rows_done` moves in the transaction of each batch; a
 * lease names the process applying it). `relation_tags` keeps shelves as tags on the relation;
 * `relation_extras` keeps, per source, what a row says that has no column (owned copies, private
 * notes, spoiler flag, the exact rating, date added, the source's ids, StoryGraph's moods...).
 * Books get `added_by_reader` (created by an import) and a normalised `isbn13`, filled here
 * from `isbn`; two unique partial indexes make a reader-added book exist once per ISBN-13, and
 * once per normalised title + author when it has none, whoever creates it concurrently.
 * Safe to run again (see 0006).
 */
function importsAndReaderBooks(dialect: DialectName): Migration {
  return {
    async up(db: AnyDb) {
      const id =
        dialect === 'postgres'
          ? 'id integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY'
          : 'id integer PRIMARY KEY AUTOINCREMENT';
      await sql
        .raw(
          `CREATE TABLE IF NOT EXISTS imports (
        ${id},
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        format text NOT NULL,
        filename text NOT NULL,
        sha256 text NOT NULL,
        status text NOT NULL,
        rows_json text NOT NULL,
        preview_json text NOT NULL,
        account_json text,
        resolutions_json text NOT NULL,
        rows_total integer NOT NULL,
        rows_done integer NOT NULL DEFAULT 0,
        books_created integer NOT NULL DEFAULT 0,
        lease_owner text,
        lease_until text,
        created_at text NOT NULL,
        updated_at text NOT NULL,
        finished_at text,
        CONSTRAINT imports_format_known CHECK (format IN ${IMPORT_SOURCES}),
        CONSTRAINT imports_status_known CHECK (status IN ('previewed', 'applying', 'done')),
        CONSTRAINT imports_progress CHECK (rows_total >= 0 AND rows_done >= 0
          AND rows_done <= rows_total AND books_created >= 0),
        CONSTRAINT imports_done_finished CHECK ((status = 'done') = (finished_at IS NOT NULL))
      )`,
        )
        .execute(db);
      await sql`CREATE INDEX IF NOT EXISTS imports_user ON imports (user_id, created_at)`.execute(
        db,
      );
      await sql`CREATE INDEX IF NOT EXISTS imports_applying ON imports (status, lease_until)`.execute(
        db,
      );

      await sql`CREATE TABLE IF NOT EXISTS relation_tags (
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        book_id integer NOT NULL REFERENCES books (id) ON DELETE CASCADE,
        tag text NOT NULL,
        PRIMARY KEY (user_id, book_id, tag),
        CONSTRAINT relation_tags_length CHECK (length(tag) BETWEEN 1 AND 100)
      )`.execute(db);
      await sql
        .raw(
          `CREATE TABLE IF NOT EXISTS relation_extras (
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        book_id integer NOT NULL REFERENCES books (id) ON DELETE CASCADE,
        source text NOT NULL,
        data text NOT NULL,
        updated_at text NOT NULL,
        PRIMARY KEY (user_id, book_id, source),
        CONSTRAINT relation_extras_source CHECK (source IN ${IMPORT_SOURCES})
      )`,
        )
        .execute(db);

      const columns = [
        ['added_by_reader', 'integer NOT NULL DEFAULT 0 CHECK (added_by_reader IN (0, 1))'],
        ['isbn13', 'text CHECK (isbn13 IS NULL OR length(isbn13) = 13)'],
      ] as const;
      for (const [column, definition] of columns) {
        if (dialect === 'postgres') {
          await sql
            .raw(`ALTER TABLE books ADD COLUMN IF NOT EXISTS ${column} ${definition}`)
            .execute(db);
          continue;
        }
        const { rows } = await sql<{
          name: string;
        }>`SELECT name FROM pragma_table_info('books') WHERE name = ${column}`.execute(db);
        if (rows.length === 0) {
          await sql.raw(`ALTER TABLE books ADD COLUMN ${column} ${definition}`).execute(db);
        }
      }

      // isbn13 is `isbn` normalised as an import reads one (an ISBN-10 becomes its ISBN-13),
      // filled in pages by id so a large catalogue never sits in memory at once.
      for (let after = 0; ;) {
        const page: { id: number; isbn: string }[] = await db
          .selectFrom('books')
          .select(['id', 'isbn'])
          .where('isbn', 'is not', null)
          .where('isbn13', 'is', null)
          .where('id', '>', after)
          .orderBy('id')
          .limit(1000)
          .execute();
        if (page.length === 0) break;
        after = page[page.length - 1]?.id ?? after;
        const found = page.flatMap((book) => {
          const parsed = parseIsbn(book.isbn);
          return parsed.kind === 'isbn13' ? [{ id: book.id, isbn13: parsed.isbn13 }] : [];
        });
        if (found.length === 0) continue;
        const cases = sql.join(
          found.map((book) => sql`WHEN ${book.id} THEN ${book.isbn13}`),
          sql` `,
        );
        await sql`UPDATE books SET isbn13 = CASE id ${cases} END
          WHERE id IN (${sql.join(found.map((book) => book.id))})`.execute(db);
      }

      await sql`CREATE INDEX IF NOT EXISTS books_isbn13 ON books (isbn13)`.execute(db);
      await sql`CREATE INDEX IF NOT EXISTS books_title_author_norm
        ON books (title_norm, author_norm)`.execute(db);
      await sql`CREATE UNIQUE INDEX IF NOT EXISTS books_reader_isbn13 ON books (isbn13)
        WHERE added_by_reader = 1 AND isbn13 IS NOT NULL`.execute(db);
      await sql`CREATE UNIQUE INDEX IF NOT EXISTS books_reader_title_author
        ON books (title_norm, author_norm) WHERE added_by_reader = 1 AND isbn13 IS NULL`.execute(
        db,
      );
    },
  };
}

/**
 * The feed's total sums the followed readers' review counters (0007): on SQLite each of 500
 * followed readers was a visit to a whole users row (hashes, names, dates); this narrow index
 * made the sum a third cheaper at the bench. PostgreSQL has its own since 0013.
 */
function userReviewCountsIndexSqlite(dialect: DialectName): Migration {
  return statementsOn('sqlite', dialect, [
    sql`CREATE INDEX IF NOT EXISTS users_review_counts ON users (id, reviews_count)`,
  ]);
}

/**
 * SQLite's reviews_newest (0008) in the feed's order. SQLite appends the rowid after an
 * index's columns, so (created_at, user_id) is ordered by date, then author, then id: the walk
 * over everyone's newest reviews sorted every run of equal dates again by id (a temporary
 * b-tree in its plan) and read more of the index than its budget. With the id second, as
 * PostgreSQL's has it (0013), the walk reads the index in order and stops at its budget: at the
 * bench (1M reviews) the feed's page cost a third to a half less (docs/performance.md).
 */
function feedWindowOrderSqlite(dialect: DialectName): Migration {
  return statementsOn('sqlite', dialect, [
    sql`DROP INDEX IF EXISTS reviews_newest`,
    sql`CREATE INDEX reviews_newest ON reviews (created_at, id, user_id)`,
  ]);
}

/**
 * Each reader's number of reviews by the people they follow, kept by triggers in the
 * transaction of every review insert or delete and every follow or unfollow, so the feed's
 * total is one row instead of a sum over everyone followed (500 index visits: two thirds of
 * the feed's database time under load at the bench). A review writes to
 * each of its author's followers: a review costs O(followers), a feed read O(1), and the
 * feed is read far more often than reviews are written.
 *
 * A follow adds the followed reader's live count of reviews (not their counter), so a write
 * sees the same truth whatever order a cascade deletes a reader's follows and reviews in.
 *
 * PostgreSQL: a follow and a review by the followed reader in two concurrent transactions
 * would each miss the other's uncommitted row. So a follow or unfollow first takes a share
 * lock on the followed reader's row, and a review's trigger locks its author (with their
 * followers, in id order, so two reviews whose authors follow each other wait instead of
 * deadlocking): whichever commits second sees the first. That order held only because the
 * insert trigger ran before 0007's (same event: names in order, reviews_followed_count_insert
 * before reviews_user_count), which would otherwise lock the author alone first; 0017 puts
 * both counts in one trigger on PostgreSQL instead. Deletes count in BEFORE triggers:
 * PostgreSQL fires a cascade's AFTER triggers once every cascade has run, when a removed
 * reader's follows and reviews would both be gone and each trigger would subtract nothing.
 */
function followedReviewCounts(dialect: DialectName): Migration {
  return {
    async up(db: AnyDb) {
      const followedCount = (follower: string, followed: string, sign: '+' | '-') =>
        sql`UPDATE users SET followed_reviews_count = followed_reviews_count ${sql.raw(sign)}
          (SELECT count(*) FROM reviews WHERE user_id = ${sql.raw(followed)})
          WHERE id = ${sql.raw(follower)}`;
      const authorsFollowers = (author: string, sign: '+' | '-') =>
        sql`UPDATE users SET followed_reviews_count = followed_reviews_count ${sql.raw(sign)} 1
          WHERE id IN (SELECT follower_id FROM follows WHERE following_id = ${sql.raw(author)})`;
      if (dialect === 'postgres') {
        await sql`ALTER TABLE users
          ADD COLUMN IF NOT EXISTS followed_reviews_count integer NOT NULL DEFAULT 0`.execute(db);
        await sql`CREATE OR REPLACE FUNCTION count_followed_reviews() RETURNS trigger
          LANGUAGE plpgsql AS $$
          DECLARE author integer;
          BEGIN
            IF TG_TABLE_NAME = 'follows' THEN
              IF TG_OP = 'INSERT' THEN
                PERFORM 1 FROM users WHERE id = NEW.following_id FOR SHARE;
                ${followedCount('NEW.follower_id', 'NEW.following_id', '+')};
                RETURN NEW;
              END IF;
              PERFORM 1 FROM users WHERE id = OLD.following_id FOR SHARE;
              ${followedCount('OLD.follower_id', 'OLD.following_id', '-')};
              RETURN OLD;
            END IF;
            author := CASE WHEN TG_OP = 'INSERT' THEN NEW.user_id ELSE OLD.user_id END;
            -- A union, not "id = author OR id IN (...)": an OR across a subquery scans users.
            PERFORM 1 FROM users
              WHERE id IN (SELECT author
                UNION ALL SELECT follower_id FROM follows WHERE following_id = author)
              ORDER BY id FOR NO KEY UPDATE;
            IF TG_OP = 'INSERT' THEN
              ${authorsFollowers('author', '+')};
              RETURN NEW;
            END IF;
            ${authorsFollowers('author', '-')};
            RETURN OLD;
          END
        $$`.execute(db);
        for (const table of ['reviews', 'follows']) {
          const added = sql.id(`${table}_followed_count_insert`);
          const removed = sql.id(`${table}_followed_count_delete`);
          await sql`DROP TRIGGER IF EXISTS ${added} ON ${sql.id(table)}`.execute(db);
          await sql`CREATE TRIGGER ${added} AFTER INSERT ON ${sql.id(table)}
            FOR EACH ROW EXECUTE FUNCTION count_followed_reviews()`.execute(db);
          await sql`DROP TRIGGER IF EXISTS ${removed} ON ${sql.id(table)}`.execute(db);
          await sql`CREATE TRIGGER ${removed} BEFORE DELETE ON ${sql.id(table)}
            FOR EACH ROW EXECUTE FUNCTION count_followed_reviews()`.execute(db);
        }
      } else {
        const { rows } = await sql<{ name: string }>`SELECT name FROM pragma_table_info('users')
          WHERE name = 'followed_reviews_count'`.execute(db);
        if (rows.length === 0) {
          await sql`ALTER TABLE users
            ADD COLUMN followed_reviews_count integer NOT NULL DEFAULT 0`.execute(db);
        }
        await sql`CREATE TRIGGER IF NOT EXISTS reviews_followed_count_insert AFTER INSERT ON reviews
          BEGIN ${authorsFollowers('new.user_id', '+')}; END`.execute(db);
        await sql`CREATE TRIGGER IF NOT EXISTS reviews_followed_count_delete AFTER DELETE ON reviews
          BEGIN ${authorsFollowers('old.user_id', '-')}; END`.execute(db);
        await sql`CREATE TRIGGER IF NOT EXISTS follows_followed_count_insert AFTER INSERT ON follows
          BEGIN ${followedCount('new.follower_id', 'new.following_id', '+')}; END`.execute(db);
        await sql`CREATE TRIGGER IF NOT EXISTS follows_followed_count_delete AFTER DELETE ON follows
          BEGIN ${followedCount('old.follower_id', 'old.following_id', '-')}; END`.execute(db);
      }
      // From the followed readers' counters (0007, kept from live counts): one visit per follow.
      await sql`UPDATE users SET followed_reviews_count = COALESCE((
        SELECT sum(followed.reviews_count) FROM follows
        JOIN users AS followed ON followed.id = follows.following_id
        WHERE follows.follower_id = users.id), 0)`.execute(db);
    },
  };
}

/**
 * PostgreSQL: a review's counters in one trigger function. 0016 counted the followers' totals
 * in a trigger of its own whose lock order held only while PostgreSQL fired it before 0007's
 * (one event's triggers run in name order). count_user_reviews now locks the author and their
 * followers in id order, then counts both, so no order between triggers is left to keep; a
 * follow or unfollow takes its two readers in id order as well (see below).
 * It runs BEFORE DELETE for 0016's reason: a cascade's AFTER triggers fire once every cascade
 * has run. On a removed reader's own reviews it finds their row gone and counts nothing there.
 * SQLite keeps 0007 and 0016: its writes are serialised, so no lock order exists to keep.
 * Safe to run again (see 0006).
 */
function reviewCountsInOneTrigger(dialect: DialectName): Migration {
  return statementsOn('postgres', dialect, [
    // The value returned is ignored after an insert; before a delete, OLD lets the delete go on.
    sql`CREATE OR REPLACE FUNCTION count_user_reviews() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        author integer := CASE WHEN TG_OP = 'INSERT' THEN NEW.user_id ELSE OLD.user_id END;
        step integer := CASE WHEN TG_OP = 'INSERT' THEN 1 ELSE -1 END;
      BEGIN
        -- A union, not "id = author OR id IN (...)": an OR across a subquery scans users.
        PERFORM 1 FROM users
          WHERE id IN (SELECT author
            UNION ALL SELECT follower_id FROM follows WHERE following_id = author)
          ORDER BY id FOR NO KEY UPDATE;
        UPDATE users SET reviews_count = reviews_count + step WHERE id = author;
        UPDATE users SET followed_reviews_count = followed_reviews_count + step
          WHERE id IN (SELECT follower_id FROM follows WHERE following_id = author);
        RETURN OLD;
      END
    $$`,
    sql`DROP TRIGGER IF EXISTS reviews_user_count ON reviews`,
    sql`DROP TRIGGER IF EXISTS reviews_followed_count_insert ON reviews`,
    sql`DROP TRIGGER IF EXISTS reviews_followed_count_delete ON reviews`,
    sql`DROP TRIGGER IF EXISTS reviews_count_insert ON reviews`,
    sql`DROP TRIGGER IF EXISTS reviews_count_delete ON reviews`,
    sql`CREATE TRIGGER reviews_count_insert AFTER INSERT ON reviews
      FOR EACH ROW EXECUTE FUNCTION count_user_reviews()`,
    sql`CREATE TRIGGER reviews_count_delete BEFORE DELETE ON reviews
      FOR EACH ROW EXECUTE FUNCTION count_user_reviews()`,
    // count_followed_reviews keeps only its follows branch. It takes both readers' rows in id
    // order too: 0016 share-locked the followed reader and then updated the follower, so a
    // review by the follower (their row, then the followed reader's, a follower of theirs) could
    // hold the one and wait for the other.
    sql`CREATE OR REPLACE FUNCTION count_followed_reviews() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        follower integer := CASE WHEN TG_OP = 'INSERT' THEN NEW.follower_id ELSE OLD.follower_id END;
        followed integer := CASE WHEN TG_OP = 'INSERT' THEN NEW.following_id ELSE OLD.following_id END;
        step integer := CASE WHEN TG_OP = 'INSERT' THEN 1 ELSE -1 END;
      BEGIN
        IF follower < followed THEN
          PERFORM 1 FROM users WHERE id = follower FOR NO KEY UPDATE;
          PERFORM 1 FROM users WHERE id = followed FOR SHARE;
        ELSE
          PERFORM 1 FROM users WHERE id = followed FOR SHARE;
          PERFORM 1 FROM users WHERE id = follower FOR NO KEY UPDATE;
        END IF;
        UPDATE users SET followed_reviews_count = followed_reviews_count
          + step * (SELECT count(*) FROM reviews WHERE user_id = followed)
          WHERE id = follower;
        RETURN OLD;
      END
    $$`,
  ]);
}

/**
 * PostgreSQL: each change to a book (a review's or a read's counters, through the triggers
 * above, or any other) notifies the channel every server listens on (db/bookChanges.ts) with
 * the book's id, so a server keeping books in memory drops the ones another server changed.
 * PostgreSQL sends the notifications when the transaction commits, one per id. A TRUNCATE
 * notifies with no id: any book may have gone. Inserts need none: a book not yet there is
 * never kept. SQLite has one server per file, which hears its own writes. Safe to run again
 * (see 0006).
 */
function bookChangeNotices(dialect: DialectName): Migration {
  const channel = sql.lit(BOOK_CHANGES_CHANNEL);
  return statementsOn('postgres', dialect, [
    sql`CREATE OR REPLACE FUNCTION notify_book_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify(TG_ARGV[0], CASE WHEN TG_LEVEL = 'ROW' THEN OLD.id::text ELSE '' END);
        RETURN NULL;
      END
    $$`,
    sql`DROP TRIGGER IF EXISTS books_changed_notify ON books`,
    sql`DROP TRIGGER IF EXISTS books_truncated_notify ON books`,
    sql`CREATE TRIGGER books_changed_notify AFTER UPDATE OR DELETE ON books
      FOR EACH ROW EXECUTE FUNCTION notify_book_changed(${channel})`,
    sql`CREATE TRIGGER books_truncated_notify AFTER TRUNCATE ON books
      FOR EACH STATEMENT EXECUTE FUNCTION notify_book_changed(${channel})`,
  ]);
}

/**
 * PostgreSQL: each move of the catalogue version (0006's trigger, in the transaction of any
 * catalogue write) also notifies the book-changes channel with CATALOGUE_CHANGED, so a server
 * can trust the version it read last until it hears otherwise (search/engine.ts) instead of
 * reading it on every search. SQLite hears its own writes. Safe to run again (see 0006).
 */
function catalogueChangeNotices(dialect: DialectName): Migration {
  return statementsOn('postgres', dialect, [
    sql`CREATE OR REPLACE FUNCTION notify_catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify(TG_ARGV[0], TG_ARGV[1]);
        RETURN NULL;
      END
    $$`,
    sql`DROP TRIGGER IF EXISTS catalogue_version_notify ON app_meta`,
    sql`CREATE TRIGGER catalogue_version_notify AFTER INSERT OR UPDATE ON app_meta
      FOR EACH ROW WHEN (NEW.key = 'catalogue_version')
      EXECUTE FUNCTION notify_catalogue_changed(${sql.lit(BOOK_CHANGES_CHANNEL)}, ${sql.lit(CATALOGUE_CHANGED)})`,
  ]);
}

/**
 * Password reset links (server/auth/passwordResets.ts): the SHA-256 of each token (the token has
 * 256 random bits, so a plain hash is enough), its account, when it ends, and whether it was used
 * or replaced by a newer one. Looked up by hash (unique), ended by account, pruned by expiry.
 * Safe to run again (see 0006).
 */
function passwordResets(dialect: DialectName): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('password_resets')
        .ifNotExists()
        .addColumn('id', 'integer', (col) =>
          dialect === 'postgres'
            ? col.primaryKey().generatedByDefaultAsIdentity()
            : col.primaryKey().autoIncrement(),
        )
        .addColumn('user_id', 'integer', (col) =>
          col.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('token_hash', 'text', (col) => col.notNull().unique())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('expires_at', 'text', (col) => col.notNull())
        .addColumn('used_at', 'text')
        .addColumn('replaced_at', 'text')
        .execute();
      await db.schema
        .createIndex('password_resets_user')
        .ifNotExists()
        .on('password_resets')
        .column('user_id')
        .execute();
      await db.schema
        .createIndex('password_resets_expiry')
        .ifNotExists()
        .on('password_resets')
        .column('expires_at')
        .execute();
    },
  };
}

/**
 * The unit a reader last logged a book's progress in ('pages' or 'percent'; null before the
 * first update), on the relation row so it follows the reader across devices and re-reads.
 * Safe to run again, like 0009's page count.
 */
function progressUnit(dialect: DialectName): Migration {
  const column = `progress_unit text CHECK (progress_unit IS NULL OR progress_unit IN ('pages', 'percent'))`;
  return {
    async up(db: AnyDb) {
      if (dialect === 'postgres') {
        await sql
          .raw(`ALTER TABLE user_book_relations ADD COLUMN IF NOT EXISTS ${column}`)
          .execute(db);
        return;
      }
      const { rows } = await sql<{
        name: string;
      }>`SELECT name FROM pragma_table_info('user_book_relations') WHERE name = 'progress_unit'`.execute(
        db,
      );
      if (rows.length === 0) {
        await sql.raw(`ALTER TABLE user_book_relations ADD COLUMN ${column}`).execute(db);
      }
    },
  };
}

/**
 * Reads marked by the book page's "Mark as read" before it recorded a finish: that call wrote a
 * 'read' reading with both dates unknown, which goals and statistics count in no year. Each
 * gets the finish marking read gives now (the contract's finishOfRead: the day it was marked,
 * its `created_at` day), so it counts where the reader would count it. Only rows as that call
 * left them: untouched since (`updated_at` = `created_at`), no note or progress, and not
 * written by an import (a file's empty "Date Read" says the date is unknown, and stays so).
 * Books marked read before the journal (0009) were marked by that same button and are dated the
 * same way. A dated row no longer matches, so running it again changes nothing.
 */
const datedMarkedReads: Migration = {
  async up(db: AnyDb) {
    await sql`UPDATE readings
      SET finished_date = substr(created_at, 1, 10), finished_precision = 'day'
      WHERE state = 'read' AND started_precision = 'unknown' AND finished_precision = 'unknown'
        AND updated_at = created_at AND note IS NULL
        AND progress_pages IS NULL AND progress_percent IS NULL
        AND NOT EXISTS (SELECT 1 FROM imports i
          WHERE i.user_id = readings.user_id AND readings.created_at >= i.created_at
            AND readings.created_at <= COALESCE(i.finished_at, i.updated_at))`.execute(db);
  },
};

class CodeMigrations implements MigrationProvider {
  constructor(private readonly dialect: DialectName) {}

  async getMigrations(): Promise<Record<string, Migration>> {
    // Names sort in the order they must run; never rename or edit a released migration.
    return {
      '0001_core_schema': coreSchema(this.dialect),
      '0002_search_index': searchIndex(this.dialect),
      '0003_search_prefix_index': searchPrefixIndex(this.dialect),
      '0004_recent_reviews_index': recentReviewsIndex,
      '0005_reencode_avatars': reencodeAvatars,
      '0006_catalogue_version': catalogueVersion(this.dialect),
      '0007_user_review_counts': userReviewCounts(this.dialect),
      '0008_feed_window_index': feedWindowIndex(this.dialect),
      '0009_reading_journal': readingJournal(this.dialect),
      '0010_reading_activity_indexes': readingActivityIndexes,
      '0011_goals_and_shared_years': goalsAndYears(this.dialect),
      '0012_imports_and_reader_books': importsAndReaderBooks(this.dialect),
      '0013_feed_indexes_postgres': feedIndexes(this.dialect),
      '0014_user_review_counts_sqlite': userReviewCountsIndexSqlite(this.dialect),
      '0015_feed_window_order_sqlite': feedWindowOrderSqlite(this.dialect),
      '0016_followed_review_counts': followedReviewCounts(this.dialect),
      '0017_review_counts_in_one_trigger': reviewCountsInOneTrigger(this.dialect),
      '0018_book_change_notices': bookChangeNotices(this.dialect),
      '0019_catalogue_change_notices': catalogueChangeNotices(this.dialect),
      '0021_progress_unit': progressUnit(this.dialect),
      '0023_password_resets': passwordResets(this.dialect),
      '0024_dated_marked_reads': datedMarkedReads,
    };
  }
}

/**
 * Runs the pending migrations and answers their names (none when the schema is current).
 * Safe when several processes start at once on PostgreSQL: Kysely's migrator holds an advisory
 * lock and reads which migrations ran only once it has it, so one process migrates and the
 * others find nothing left to do.
 */
export async function migrateToLatest(db: AnyDb, dialect: DialectName): Promise<string[]> {
  const migrator = new Migrator({ db, provider: new CodeMigrations(dialect) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`migration failed${failed ? ` at ${failed.migrationName}` : ''}`, {
      cause: error,
    });
  }
  return (results ?? []).map((result) => result.migrationName);
}
