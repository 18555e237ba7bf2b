import type { JobDef } from '../../platform/jobs/jobs.ts';
import type { ServerDeps } from '../../deps.ts';
import { paymentScreen } from '../risk/service.ts';
import { runBilling } from './service.ts';
import { sendNotices } from './mails.ts';

export const BILLING_JOB = 'subscription.bill';

export function subscriptionJobs(deps: ServerDeps): JobDef[] {
  // every minute: a per-minute plan's cycle is charged within a minute of its time (billing.ts)
  const screen = paymentScreen(deps.config);
  const run = () => runBilling(deps.db, deps.now(), { screen, notify: (n) => sendNotices(deps, n) });
  return [{ name: BILLING_JOB, cron: '* * * * *', handler: async () => void (await run()) }];
}
