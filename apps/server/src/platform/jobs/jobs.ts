import pg from 'pg';
import PgBoss from 'pg-boss';
import type { Database } from '../db/client.ts';
import { PermanentJobError } from './permanent-failure.ts';
import { measureJob, watchQueues } from '../metrics/metrics.ts';

/**
 * Background jobs on pg-boss, in the same database (DESIGN.md section 9). On the embedded database
 * pg-boss runs through an adapter over PGlite's single connection; on PostgreSQL it has its own pool.
 * Every handler must be idempotent: a job that runs twice changes nothing the second time. A job
 * sent here is retried up to 3 times, unless its handler throws a `PermanentJobError`: then it
 * fails once, with the error as its output, and stays failed.
 */
export type JobHandler<T = Record<string, unknown>> = (data: T) => Promise<void>;

export interface JobDef<T = Record<string, unknown>> {
  name: string;
  handler: JobHandler<T>;
  /** cron in UTC, for recurring jobs */
  cron?: string;
}

export interface Jobs {
  send<T extends object>(name: string, data: T, opts?: { singletonKey?: string; startAfter?: Date }): Promise<string | null>;
  stop(): Promise<void>;
  boss: PgBoss;
}

/** pg-boss's database over PGlite's single connection (exported for its test). */
export function pgliteAdapter(database: Database) {
  const client = database.pglite!;
  return {
    async executeSql(text: string, values?: unknown[]) {
      try {
        // pg-boss sends multi-statement scripts (its own migrations) without parameters
        if (!values || values.length === 0) {
          const results = await client.exec(text);
          return { rows: (results.at(-1)?.rows ?? []) as unknown[] };
        }
        const r = await client.query(text, values);
        return { rows: r.rows as unknown[] };
      } catch (e) {
        // a handler still running when stop() gave up ends after the database closed (or it closed
        // while the statement waited its turn, FairPGlite): pg-boss's bookkeeping of it (complete,
        // fail) cannot be written and is dropped, not thrown where nobody catches it; the job stays
        // active, expires and runs again (handlers are idempotent)
        if (client.closed) return { rows: [] as unknown[] };
        throw e;
      }
    },
  };
}

/**
 * pg-boss retries a failed job while its retry count is below its limit and has no call to fail
 * one for good: the limit is brought down to the count, so the failure that follows is final.
 */
async function noMoreRetries(boss: PgBoss, name: string, id: string, e: PermanentJobError): Promise<void> {
  console.error(`[jobs] ${name} ${id} failed for good: ${e.message}`);
  await boss.getDb().executeSql('update pgboss.job set retry_limit = retry_count where name = $1 and id = $2', [name, id]);
}

// Any fixed number: processes starting together on one PostgreSQL set up the queues one at a time
// (pg-boss's queue creation from several processes at once deadlocks on its partitions).
const SETUP_LOCK = 7_317_003;

/** Runs `fn` while holding the setup lock on a connection of its own (PostgreSQL; PGlite is one process). */
async function oneAtATime(database: Database, fn: () => Promise<void>): Promise<void> {
  if (database.kind !== 'postgres') return fn();
  const lock = new pg.Client({ connectionString: database.url });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [SETUP_LOCK]);
    await fn();
  } finally {
    await lock.end();
  }
}

export async function startJobs(
  database: Database,
  defs: JobDef[],
  opts: { work: boolean; sweepAtStart?: boolean; stopTimeoutMs?: number; pollingIntervalSeconds?: number },
): Promise<Jobs> {
  const boss =
    database.kind === 'pglite'
      ? new PgBoss({ db: pgliteAdapter(database), schema: 'pgboss', supervise: opts.work, schedule: opts.work, migrate: true })
      : new PgBoss({ connectionString: database.url, schema: 'pgboss', max: 4, supervise: opts.work, schedule: opts.work });
  boss.on('error', (err) => console.error('[jobs]', err.message));
  await oneAtATime(database, async () => {
    await boss.start();
    for (const def of defs) {
      if (!(await boss.getQueue(def.name))) await boss.createQueue(def.name);
      if (opts.work && def.cron) await boss.schedule(def.name, def.cron, {}, { tz: 'UTC' });
    }
  });
  for (const def of defs) {
    if (opts.work) {
      const worker: { id?: string } = {};
      worker.id = await boss.work(def.name, { pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 1 }, async (jobs) => {
        // a queue that had a job is asked again at once: pg-boss otherwise waits its polling interval
        // after each job, one job a second per queue and worker (a 200-row payout took 200 s)
        if (worker.id) boss.notifyWorker(worker.id);
        for (const job of jobs) {
          try {
            await measureJob(
              def.name,
              () => def.handler(job.data as Record<string, unknown>),
              (e) => e instanceof PermanentJobError,
            );
          } catch (e) {
            if (e instanceof PermanentJobError) await noMoreRetries(boss, def.name, job.id, e);
            throw e;
          }
        }
      });
    }
  }
  // a worker killed mid-run leaves its jobs active until pg-boss expires them (15 minutes): the sweeps
  // carry that work, and a process that starts runs each of them at once instead of at the next minute
  if (opts.work && opts.sweepAtStart) for (const def of defs) if (def.cron) await boss.send(def.name, {}, { retryLimit: 0 });
  // the waiting jobs of each queue, read when metrics are scraped
  const unwatch = watchQueues(async () => Promise.all(defs.map(async (d) => ({ labels: { queue: d.name }, value: await boss.getQueueSize(d.name) }))));
  return {
    boss,
    send: (name, data, o) => boss.send(name, data as object, { singletonKey: o?.singletonKey, startAfter: o?.startAfter, retryLimit: 3 }),
    stop: () => {
      unwatch();
      // running handlers may finish within the stop's time; after it pg-boss gives up on them
      return boss.stop({ graceful: true, wait: true, timeout: opts.stopTimeoutMs ?? 5000 });
    },
  };
}
