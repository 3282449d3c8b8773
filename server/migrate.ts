// `npm run db:migrate`: brings the database's schema up to date once and exits, so servers can
// start after it (a deploy step). The database is the servers' own: DATABASE_URL when set,
// otherwise the SQLite file under DATA_DIR (default ./data). Servers also migrate at start, so
// running this is what keeps a slow migration out of every server's start, not a requirement.
import { openDatabase } from './db/connect';
import { migrateToLatest } from './db/migrations';
import { databaseFromEnv } from './env';

const database = databaseFromEnv();
const handle = openDatabase({ ...database, poolSize: 1 });
const where = database.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : 'SQLite (DATA_DIR)';
try {
  const applied = await migrateToLatest(handle.db, handle.dialect);
  console.log(
    applied.length === 0
      ? `${where}: schema already current`
      : `${where}: applied ${applied.length} migration(s): ${applied.join(', ')}`,
  );
} catch (error) {
  console.error(`${where}: migration failed`, error);
  process.exitCode = 1;
} finally {
  await handle.close();
}
