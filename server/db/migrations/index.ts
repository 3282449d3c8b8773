import { type Migration, type MigrationProvider, Migrator } from 'kysely';
import { coreSchema } from './0001_core_schema';
import { searchIndex } from './0002_search_index';
import { searchPrefixIndex } from './0003_search_prefix_index';
import { recentReviewsIndex } from './0004_recent_reviews_index';
import { reencodeAvatars } from './0005_reencode_avatars';
import { catalogueVersion } from './0006_catalogue_version';
import { userReviewCounts } from './0007_user_review_counts';
import { feedWindowIndex } from './0008_feed_window_index';
import { readingJournal } from './0009_reading_journal';
import { readingActivityIndexes } from './0010_reading_activity_indexes';
import { goalsAndYears } from './0011_goals_and_shared_years';
import { importsAndReaderBooks } from './0012_imports_and_reader_books';
import { feedIndexes } from './0013_feed_indexes_postgres';
import { userReviewCountsIndexSqlite } from './0014_user_review_counts_sqlite';
import { feedWindowOrderSqlite } from './0015_feed_window_order_sqlite';
import { followedReviewCounts } from './0016_followed_review_counts';
import { reviewCountsInOneTrigger } from './0017_review_counts_in_one_trigger';
import { bookChangeNotices } from './0018_book_change_notices';
import { catalogueChangeNotices } from './0019_catalogue_change_notices';
import { progressUnit } from './0021_progress_unit';
import { passwordResets } from './0023_password_resets';
import { datedMarkedReads } from './0024_dated_marked_reads';
import { bookReviewCounts } from './0025_book_review_counts';
import { sessionDevices } from './0026_session_devices';
import { reports } from './0027_reports';
import { privacy } from './0028_privacy';
import { mutes } from './0029_mutes';
import { moderation } from './0030_moderation';
import { shelves } from './0031_shelves';
import { bookNotes } from './0032_book_notes';
import { reviewRatingIndex } from './0033_review_rating_index';
import type { AnyDb, DialectName, MigrationFor } from './dialect';

/**
 * Every migration by the name its file has and existing databases recorded: names sort in the
 * order they must run. A new migration is a new file and one line at the end; never rename,
 * edit or reorder a released one (server/test/layers.test.ts keeps names and files in step).
 */
export const MIGRATIONS: Readonly<Record<string, MigrationFor>> = {
  '0001_core_schema': coreSchema,
  '0002_search_index': searchIndex,
  '0003_search_prefix_index': searchPrefixIndex,
  '0004_recent_reviews_index': recentReviewsIndex,
  '0005_reencode_avatars': reencodeAvatars,
  '0006_catalogue_version': catalogueVersion,
  '0007_user_review_counts': userReviewCounts,
  '0008_feed_window_index': feedWindowIndex,
  '0009_reading_journal': readingJournal,
  '0010_reading_activity_indexes': readingActivityIndexes,
  '0011_goals_and_shared_years': goalsAndYears,
  '0012_imports_and_reader_books': importsAndReaderBooks,
  '0013_feed_indexes_postgres': feedIndexes,
  '0014_user_review_counts_sqlite': userReviewCountsIndexSqlite,
  '0015_feed_window_order_sqlite': feedWindowOrderSqlite,
  '0016_followed_review_counts': followedReviewCounts,
  '0017_review_counts_in_one_trigger': reviewCountsInOneTrigger,
  '0018_book_change_notices': bookChangeNotices,
  '0019_catalogue_change_notices': catalogueChangeNotices,
  '0021_progress_unit': progressUnit,
  '0023_password_resets': passwordResets,
  '0024_dated_marked_reads': datedMarkedReads,
  '0025_book_review_counts': bookReviewCounts,
  '0026_session_devices': sessionDevices,
  '0027_reports': reports,
  '0028_privacy': privacy,
  '0029_mutes': mutes,
  '0030_moderation': moderation,
  '0031_shelves': shelves,
  '0032_book_notes': bookNotes,
  '0033_review_rating_index': reviewRatingIndex,
};

class CodeMigrations implements MigrationProvider {
  constructor(private readonly dialect: DialectName) {}

  async getMigrations(): Promise<Record<string, Migration>> {
    return Object.fromEntries(
      Object.entries(MIGRATIONS).map(([name, migration]) => [name, migration(this.dialect)]),
    );
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
