import type { JobDef } from '../../platform/jobs/jobs.ts';
import type { ServerDeps } from '../../deps.ts';
import { buildExport, type ExportBuilders } from './exports.ts';
import { expireDownloads } from './service.ts';

export const BUILD_JOB = 'download.build';
export const EXPIRE_JOB = 'download.expire';

/** `builders`: every module's export builders, merged by the composition root (app.ts). */
export function downloadJobs(deps: ServerDeps, builders: ExportBuilders): JobDef[] {
  return [
    { name: BUILD_JOB, handler: async (data) => buildExport(deps, builders, Number(data.taskId)) },
    // every 10 minutes: a file outlives its 7 days by at most that
    { name: EXPIRE_JOB, cron: '*/10 * * * *', handler: async () => void (await expireDownloads(deps)) },
  ];
}
