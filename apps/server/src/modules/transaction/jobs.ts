import type { JobDef } from '../../platform/jobs/jobs.ts';
import type { ServerDeps } from '../../deps.ts';
import * as imports from '../imports/service.ts';
import { TRACKING_IMPORT, TRACKING_PARSE_JOB } from './tracking.ts';

export const TRACKING_SWEEP_JOB = 'transaction.tracking.sweep';

/** Tracking number files are parsed (and applied) by their own job; a minute sweep carries any it missed. */
export function transactionJobs(deps: ServerDeps): JobDef[] {
  return [
    { name: TRACKING_PARSE_JOB, handler: async (data) => void (await imports.parseImport(deps.db, deps.files, TRACKING_IMPORT, Number(data.id), deps.now)) },
    { name: TRACKING_SWEEP_JOB, cron: '* * * * *', handler: async () => void (await imports.parseOpenImports(deps.db, deps.files, TRACKING_IMPORT, deps.now)) },
  ];
}
