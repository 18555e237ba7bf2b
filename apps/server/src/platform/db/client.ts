import { setImmediate as nextTurn } from 'node:timers/promises';
import { PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import pg from 'pg';
import { watchPool } from '../metrics/metrics.ts';
import { runDeferredBeforeCommit } from './before-commit.ts';

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

/**
 * PGlite runs each statement in WebAssembly on the main thread and settles it as a microtask, so a job
 * that chains thousands of statements (the demo history, a settlement run, an export) never lets the
 * event loop reach its I/O phase: HTTP requests waited for the whole job (over 30 s after the first
 * start). Each call from outside a transaction first gives the event loop a turn, so requests
 * interleave with jobs; statements inside a transaction run on without a pause (the lock is held).
 */
export class FairPGlite extends PGlite {
  override async query<T>(query: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    await nextTurn();
    return super.query<T>(query, params, options);
  }

  override async exec(query: string, options?: QueryOptions): Promise<Array<Results>> {
    await nextTurn();
    return super.exec(query, options);
  }

  override async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    await nextTurn();
    return super.transaction(callback);
  }
}

// timestamptz and bigint come back as strings from both drivers; the stores convert explicitly.
export async function openPglite(dataDir: string | undefined, loadFrom?: Blob | File): Promise<Database> {
  const client = new FairPGlite({ dataDir, loadDataDir: loadFrom });
  await client.waitReady;
  const db = runDeferredBeforeCommit(drizzlePglite(client) as unknown as Db);
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

/** How long a request waits for a new database connection before it is answered 503. */
const CONNECT_TIMEOUT_MS = 5_000;

export async function openPostgres(url: string, max = 10): Promise<Database> {
  // a database that does not accept a connection in time fails the request (503) instead of holding it
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  pool.on('error', () => {
    /* an idle client died: the pool replaces it; requests in flight get their own error */
  });
  const db = runDeferredBeforeCommit(drizzlePg(pool) as unknown as Db);
  const unwatch = watchPool(() => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }));
  return {
    kind: 'postgres',
    db,
    url,
    query: async (text, values) => {
      const r = await pool.query(text, values as unknown[]);
      return { rows: r.rows };
    },
    close: () => {
      unwatch();
      return pool.end();
    },
  };
}
