import { type Migration, sql } from 'kysely';
import type { AnyDb, DialectName } from './dialect';

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
export function datedMarkedReads(_dialect: DialectName): Migration {
  return {
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
}
