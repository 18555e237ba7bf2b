import type { JobDef } from '../../platform/jobs/jobs.ts';
import type { ServerDeps } from '../../deps.ts';
import * as imports from '../imports/service.ts';
import { PARSE_JOB, REFUND_IMPORT } from './batch.ts';

export const BATCH_SWEEP_JOB = 'refund.batch.sweep';

/** Batch refund files are parsed by their own job; a minute sweep carries any the job missed. */
export function refundJobs(deps: ServerDeps): JobDef[] {
  return [
    { name: PARSE_JOB, handler: async (data) => void (await imports.parseImport(deps.db, deps.files, REFUND_IMPORT, Number(data.id), deps.now)) },
    { name: BATCH_SWEEP_JOB, cron: '* * * * *', handler: async () => void (await imports.parseOpenImports(deps.db, deps.files, REFUND_IMPORT, deps.now)) },
  ];
}
