import type { JobDef } from '../../platform/jobs/jobs.ts';
import type { ServerDeps } from '../../deps.ts';
import { runSettlement } from './service.ts';

/** Daily at 02:00 Beijing (18:00 UTC): settle every capture of the days before (T+1). */
export const SETTLEMENT_JOB = 'settlement.daily';

export function settlementJobs(deps: ServerDeps): JobDef[] {
  return [{ name: SETTLEMENT_JOB, cron: '0 18 * * *', handler: async () => void (await runSettlement(deps.db, { now: deps.now(), rates: deps.rates })) }];
}
