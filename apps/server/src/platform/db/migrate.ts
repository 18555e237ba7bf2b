import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Database } from './client.ts';

export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../migrations');

// Any fixed number: every process that migrates the same PostgreSQL takes this lock first, so that
// several instances starting together apply each migration once.
const MIGRATION_LOCK = 7_317_001;

export async function migrate(database: Database): Promise<void> {
  const opts = { migrationsFolder: MIGRATIONS_DIR };
  if (database.kind === 'pglite') {
    await migratePglite(database.db as never, opts);
    return;
  }
  // the lock is held by one connection of its own for the whole run
  const lockClient = new pg.Client({ connectionString: database.url });
  await lockClient.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(database.db as never, opts);
  } finally {
    await lockClient.end();
  }
}
