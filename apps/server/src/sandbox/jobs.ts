import type { JobDef } from '../platform/jobs/jobs.ts';
import type { ServerDeps } from '../deps.ts';
import { generateTraffic } from './traffic.ts';
import { addDays, businessDate, businessInstant } from '@crossbill/contracts/business-time';
import { runSettlement } from '../modules/settlement/service.ts';
import { refundPolicyOf } from '../modules/refund/service.ts';

export const TRAFFIC_JOB = 'sandbox.traffic';

export interface TrafficJob {
  merchantNo: string;
  count: number;
  days: number;
  prefix: string;
  seed: number;
  /** ISO time the history ends at */
  until: string;
}

/**
 * The demo's payment history is written by this job after the server is ready, so that start-up
 * stays fast. Idempotent: the orders it already made are skipped on a second run.
 */
export function sandboxJobs(deps: ServerDeps): JobDef[] {
  return [
    {
      name: TRAFFIC_JOB,
      handler: async (d) => {
        const j = d as unknown as TrafficJob;
        const until = new Date(j.until);
        await generateTraffic(deps.db, {
          merchantNo: j.merchantNo,
          count: j.count,
          days: j.days,
          prefix: j.prefix,
          seed: j.seed,
          now: until,
          policy: refundPolicyOf(deps),
        });
        await settleHistory(deps, j.merchantNo, j.days, until);
      },
    },
  ];
}

/**
 * The daily runs the history would have had: one per day at 02:00 Beijing, oldest first, up to the
 * day before `until`, so that the demo shows settled batches and yesterday's captures still to be settled.
 */
async function settleHistory(deps: ServerDeps, merchantNo: string, days: number, until: Date): Promise<void> {
  const last = addDays(businessDate(until), -1);
  for (let day = addDays(last, 1 - days); day <= last; day = addDays(day, 1)) {
    await runSettlement(deps.db, { now: businessInstant(day, 2), day, merchantNo, rates: deps.rates });
  }
}
