import { type Migration, sql } from 'kysely';
import { addColumnIfMissing, type AnyDb, type DialectName } from './dialect';

/**
 * Each reader's number of reviews, kept by triggers in the transaction of every review insert
 * or delete (the API, the seeds, anything else), so the feed's total is a sum over the people
 * followed instead of a count of all their reviews (50k rows for a reader following 500).
 * Safe to run again (see 0006).
 */
export function userReviewCounts(dialect: DialectName): Migration {
  return {
    async up(db: AnyDb) {
      await addColumnIfMissing(db, dialect, 'users', 'reviews_count', 'integer NOT NULL DEFAULT 0');
      if (dialect === 'postgres') {
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
