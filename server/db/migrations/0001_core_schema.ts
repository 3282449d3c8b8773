import { type Migration, sql } from 'kysely';
import { type AnyDb, type DialectName, identity } from './dialect';

/** The first schema: readers, sessions, books, relations, reviews, follows and rate limits. */
export function coreSchema(dialect: DialectName): Migration {
  const blob = dialect === 'postgres' ? 'bytea' : 'blob';
  return {
    async up(db: AnyDb) {
      const withId = (table: string) =>
        db.schema.createTable(table).addColumn('id', 'integer', identity(dialect));

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
