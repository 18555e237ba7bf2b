import type { FastifyInstance } from 'fastify';
import type { Config } from './platform/config.ts';
import type { Database } from './platform/db/client.ts';
import { migrate } from './platform/db/migrate.ts';
import { createHttpApp } from './platform/http/app.ts';
import { registerIdempotency } from './platform/http/route.ts';
import { idempotencyJobs } from './platform/http/idempotency-jobs.ts';
import { localFileStore } from './platform/files/storage.ts';
import { startJobs, type JobDef, type Jobs } from './platform/jobs/jobs.ts';
import type { JobQueue, ServerDeps } from './deps.ts';
import { createAuthProvider } from './modules/access/auth-provider.ts';
import { syncResources } from './modules/access/service.ts';
import { registerAccessRoutes } from './modules/access/routes.ts';
import { registerIdentityRoutes } from './modules/identity/routes.ts';
import { identityJobs } from './modules/identity/jobs.ts';
import { registerMerchantRoutes } from './modules/merchant/routes.ts';
import { merchantJobs } from './modules/merchant/jobs.ts';
import { registerNoticeRoutes } from './modules/notice/routes.ts';
import { registerDownloadRoutes } from './modules/download/routes.ts';
import { downloadJobs } from './modules/download/jobs.ts';
import { registerCommonRoutes } from './modules/common/routes.ts';
import { registerActionLogRoutes } from './modules/action-log/routes.ts';
import { registerActivityRoutes } from './modules/activity/routes.ts';
import { registerWalletRoutes } from './modules/wallet/routes.ts';

export interface BuildOptions {
  config: Config;
  database: Database;
  /** start job workers in this process (config.JOBS decides in production) */
  work?: boolean;
  logger?: boolean;
  now?: () => Date;
}

export interface Server {
  app: FastifyInstance;
  deps: ServerDeps;
  jobs: Jobs;
  close(): Promise<void>;
}

/** The composition root: migrate, wire platform and modules, start jobs. */
export async function buildServer(opts: BuildOptions): Promise<Server> {
  const { config, database } = opts;
  await migrate(database);
  await syncResources(database.db);

  let jobs: Jobs | null = null;
  const queue: JobQueue = {
    async send(name, data, o) {
      if (!jobs) throw new Error('jobs not started');
      await jobs.send(name, data, o);
    },
  };
  const deps: ServerDeps = {
    config,
    database,
    db: database.db,
    files: localFileStore(config.filesDir),
    jobs: queue,
    now: opts.now ?? (() => new Date()),
  };

  const jobDefs: JobDef[] = [...idempotencyJobs(deps.db, deps.now), ...identityJobs(deps), ...merchantJobs(deps), ...downloadJobs(deps)] as JobDef[];
  jobs = await startJobs(database, jobDefs, { work: opts.work ?? config.JOBS });

  const app = await createHttpApp({ config, auth: createAuthProvider(deps), logger: opts.logger });
  registerIdempotency(app, deps.db);
  registerCommonRoutes(app, deps);
  registerIdentityRoutes(app, deps);
  registerAccessRoutes(app, deps);
  registerMerchantRoutes(app, deps);
  registerNoticeRoutes(app, deps);
  registerDownloadRoutes(app, deps);
  registerActionLogRoutes(app, deps);
  registerActivityRoutes(app, deps);
  registerWalletRoutes(app, deps);
  await app.ready();

  return {
    app,
    deps,
    jobs,
    async close() {
      await app.close();
      await jobs?.stop();
    },
  };
}
