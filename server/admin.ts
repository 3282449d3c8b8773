// `npm run admin -- grant moderator <email>` (or `revoke`): the operator's commands, run on the
// servers' own database (DATABASE_URL, else the SQLite file under DATA_DIR, as the server and
// `npm run db:migrate` read it). Migrates first, so it works on a fresh or older database.
import { AdminCommandError, runAdminCommand } from './admin/roles';
import { openDatabase } from './db/connect';
import { migrateToLatest } from './db/migrations';
import { databaseFromEnv } from './env';

const handle = openDatabase({ ...databaseFromEnv(), poolSize: 1 });
try {
  await migrateToLatest(handle.db, handle.dialect);
  console.log(await runAdminCommand(handle.db, process.argv.slice(2), new Date().toISOString()));
} catch (error) {
  console.error(error instanceof AdminCommandError ? error.message : error);
  process.exitCode = 1;
} finally {
  await handle.close();
}
