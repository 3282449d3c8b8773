import { type Migration, sql } from 'kysely';
import { addColumnIfMissing, type AnyDb, type DialectName } from './dialect';

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
export function followedReviewCounts(dialect: DialectName): Migration {
  return {
    async up(db: AnyDb) {
      const followedCount = (follower: string, followed: string, sign: '+' | '-') =>
        sql`UPDATE users SET followed_reviews_count = followed_reviews_count ${sql.raw(sign)}
          (SELECT count(*) FROM reviews WHERE user_id = ${sql.raw(followed)})
          WHERE id = ${sql.raw(follower)}`;
      const authorsFollowers = (author: string, sign: '+' | '-') =>
        sql`UPDATE users SET followed_reviews_count = followed_reviews_count ${sql.raw(sign)} 1
          WHERE id IN (SELECT follower_id FROM follows WHERE following_id = ${sql.raw(author)})`;
      await addColumnIfMissing(
        db,
        dialect,
        'users',
        'followed_reviews_count',
        'integer NOT NULL DEFAULT 0',
      );
      if (dialect === 'postgres') {
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
