import { type Migration, sql } from 'kysely';
import { type DialectName, statementsOn } from './dialect';

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
export function reviewCountsInOneTrigger(dialect: DialectName): Migration {
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
