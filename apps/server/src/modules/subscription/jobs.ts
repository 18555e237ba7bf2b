import type { JobDef } from '../../platform/jobs/jobs.ts';
import type { ServerDeps } from '../../deps.ts';
import { runBilling } from './service.ts';

export const BILLING_JOB = 'subscription.bill';

export function subscriptionJobs(deps: ServerDeps): JobDef[] {
  // every minute: a per-minute plan's cycle is charged within a minute of its time (billing.ts)
  return [{ name: BILLING_JOB, cron: '* * * * *', handler: async () => void (await runBilling(deps.db, deps.now())) }];
}
