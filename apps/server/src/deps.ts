import type { Config } from './platform/config.ts';
import type { Database, Db } from './platform/db/client.ts';
import type { FileStore } from './platform/files/storage.ts';

/** Queue side of the jobs, usable before the workers start (handlers need deps, deps need the queue). */
export interface JobQueue {
  send<T extends object>(name: string, data: T, opts?: { singletonKey?: string; startAfter?: Date }): Promise<void>;
}

/** What every module's routes, services and jobs receive from the composition root. */
export interface ServerDeps {
  config: Config;
  database: Database;
  db: Db;
  files: FileStore;
  jobs: JobQueue;
  /** the clock; tests move it */
  now: () => Date;
}
