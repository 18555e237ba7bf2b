import type { JobDef } from '../../platform/jobs/jobs.ts';
import type { ServerDeps } from '../../deps.ts';
import { EXECUTE_JOB, executeDisbursement, executePending } from './service.ts';

export const SWEEP_JOB = 'disbursement.sweep';

export function disbursementJobs(deps: ServerDeps): JobDef[] {
  return [
    { name: EXECUTE_JOB, handler: async (data) => void (await executeDisbursement(deps.db, Number(data.id), deps.now)) },
    { name: SWEEP_JOB, cron: '* * * * *', handler: async () => void (await executePending(deps.db, deps.now)) },
  ];
}
