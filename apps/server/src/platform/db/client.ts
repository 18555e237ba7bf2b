import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import pg from 'pg';

export type Db = PgDatabase<PgQueryResultHKT>;
export type Tx = PgTransaction<PgQueryResultHKT, Record<string, never>, ExtractTablesWithRelations<Record<string, never>>>;
/** What a store function runs on: the database, or a transaction a service opened. */
export type Executor = Db | Tx;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** plain parameterised SQL, for the job queue and maintenance tools */
  query<T = Record<string, unknown>>(text: string, values?: unknown[]): Promise<{ rows: T[] }>;
  close(): Promise<void>;
  /** the embedded engine (dump/load of data dirs in tests) */
  pglite?: PGlite;
  /** the PostgreSQL server's URL */
  url?: string;
}

// timestamptz and bigint come back as strings from both drivers; the stores convert explicitly.
export async function openPglite(dataDir: string | undefined, loadFrom?: Blob | File): Promise<Database> {
  const client = new PGlite({ dataDir, loadDataDir: loadFrom });
  await client.waitReady;
  const db = drizzlePglite(client) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    pglite: client,
    query: async (text, values) => {
      const r = await client.query(text, values as unknown[]);
      return { rows: r.rows as never[] };
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

export async function openPostgres(url: string, max = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max });
  pool.on('error', () => {
    /* an idle client died: the pool replaces it; requests in flight get their own error */
  });
  const db = drizzlePg(pool) as unknown as Db;
  return {
    kind: 'postgres',
    db,
    url,
    query: async (text, values) => {
      const r = await pool.query(text, values as unknown[]);
      return { rows: r.rows };
    },
    close: () => pool.end(),
  };
}
