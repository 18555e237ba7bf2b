import type { Config } from './platform/config.ts';
import type { Database, Db } from './platform/db/client.ts';
import type { FileStore } from './platform/files/storage.ts';
import type { Mailer } from './platform/mail/mail.ts';
import type { SmsProvider } from './platform/sms/sms.ts';
import type { RateSource } from './modules/exchange/service.ts';

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
  /** SMTP when SMTP_URL is set, else the outbox table and the log */
  mail: Mailer;
  /** text messages (the sandbox provider keeps them in sms_outbox and the log) */
  sms: SmsProvider;
  /** mid rates against USD (the refund review threshold's pricing); the sandbox's market table by default */
  rates: RateSource;
  /** the clock; tests move it */
  now: () => Date;
  /** set when the process is stopping: readiness fails so that a load balancer sends nothing new */
  lifecycle: { draining: boolean };
}
