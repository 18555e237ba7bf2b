import PgBoss from 'pg-boss';
import type { Database } from '../db/client.ts';

/**
 * Background jobs on pg-boss, in the same database (DESIGN.md section 9). On the embedded database
 * pg-boss runs through an adapter over PGlite's single connection; on PostgreSQL it has its own pool.
 * Every handler must be idempotent: a job that runs twice changes nothing the second time.
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

function pgliteAdapter(database: Database) {
  const client = database.pglite!;
  return {
    async executeSql(text: string, values?: unknown[]) {
      // pg-boss sends multi-statement scripts (its own migrations) without parameters
      if (!values || values.length === 0) {
        const results = await client.exec(text);
        return { rows: (results.at(-1)?.rows ?? []) as unknown[] };
      }
      const r = await client.query(text, values);
      return { rows: r.rows as unknown[] };
    },
  };
}

export async function startJobs(database: Database, defs: JobDef[], opts: { work: boolean }): Promise<Jobs> {
  const boss =
    database.kind === 'pglite'
      ? new PgBoss({ db: pgliteAdapter(database), schema: 'pgboss', supervise: opts.work, schedule: opts.work, migrate: true })
      : new PgBoss({ connectionString: database.url, schema: 'pgboss', max: 4, supervise: opts.work, schedule: opts.work });
  boss.on('error', (err) => console.error('[jobs]', err.message));
  await boss.start();
  for (const def of defs) {
    await boss.createQueue(def.name);
    if (opts.work) {
      await boss.work(def.name, { pollingIntervalSeconds: 1 }, async (jobs) => {
        for (const job of jobs) await def.handler(job.data as Record<string, unknown>);
      });
      if (def.cron) await boss.schedule(def.name, def.cron, {}, { tz: 'UTC' });
    }
  }
  return {
    boss,
    send: (name, data, o) => boss.send(name, data as object, { singletonKey: o?.singletonKey, startAfter: o?.startAfter, retryLimit: 3 }),
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 5000 }),
  };
}
