// A benchmark's own PostgreSQL database on the DATABASE_URL server (<prefix>_<time>) and a data dir,
// both removed by `drop` unless `keep` (then the database's name is printed for a look afterwards).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const quoteIdent = (s: string) => `"${s.replace(/"/g, '""')}"`;

export interface ThrowawayDatabase {
  name: string;
  /** the database's own URL */
  url: string;
  dataDir: string;
  drop: () => Promise<void>;
}

export async function throwawayDatabase(serverUrl: string, prefix: string, o: { keep: boolean }): Promise<ThrowawayDatabase> {
  const name = `${prefix}_${Date.now()}`;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${quoteIdent(name)}`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix.replaceAll('_', '-')}-`));
  return {
    name,
    url: url.toString(),
    dataDir,
    drop: async () => {
      if (!o.keep) await admin.query(`drop database if exists ${quoteIdent(name)} with (force)`);
      else console.log(`  kept ${name}`);
      await admin.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
