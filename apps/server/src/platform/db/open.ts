import path from 'node:path';
import type { Config } from '../config.ts';
import { openPglite, openPostgres, type Database } from './client.ts';
import { lockDataDir } from './lock.ts';

/**
 * Open the configured database: PostgreSQL when DATABASE_URL is set, else the embedded one in
 * DATA_DIR, locked so that a second process on the same dir refuses to start.
 */
export async function openConfiguredDatabase(config: Config): Promise<{ database: Database; release: () => void }> {
  if (config.DATABASE_URL) {
    return { database: await openPostgres(config.DATABASE_URL), release: () => {} };
  }
  const release = lockDataDir(config.dataDir);
  try {
    const database = await openPglite(path.join(config.dataDir, 'pglite'));
    return { database, release };
  } catch (e) {
    release();
    throw e;
  }
}
