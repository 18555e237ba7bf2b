import type { JobDef } from '../../platform/jobs/jobs.ts';
import type { ServerDeps } from '../../deps.ts';
import { EXECUTE_JOB, executeTransfer, runDueTransfers } from './execution.ts';
import { PARSE_JOB, parseBatch, parseOpenBatches } from './batch.ts';
import { transferPricing } from './service.ts';

export const SWEEP_JOB = 'transfer.sweep';
export const BATCH_SWEEP_JOB = 'transfer.batch.sweep';

/**
 * One job per transfer (at once, or at 10:00 Beijing on its payment date) and a minute sweep that
 * carries anything a job missed; batch files are parsed by their own job, with a sweep as well.
 */
export function transferJobs(deps: ServerDeps): JobDef[] {
  const pricing = transferPricing(deps.config.FX_SPREAD_BPS);
  return [
    { name: EXECUTE_JOB, handler: async (data) => void (await executeTransfer(deps.db, Number(data.id), deps.now)) },
    { name: SWEEP_JOB, cron: '* * * * *', handler: async () => void (await runDueTransfers(deps.db, deps.now)) },
    { name: PARSE_JOB, handler: async (data) => void (await parseBatch(deps.db, deps.files, pricing, Number(data.id), deps.now)) },
    { name: BATCH_SWEEP_JOB, cron: '* * * * *', handler: async () => void (await parseOpenBatches(deps.db, deps.files, pricing, deps.now)) },
  ];
}
