import type { JobDef } from '../../platform/jobs/jobs.ts';
import type { ServerDeps } from '../../deps.ts';
import { paymentScreen } from '../risk/service.ts';
import { runBilling } from './service.ts';
import { sendNotices, sendUpcomingMails } from './mails.ts';

export const BILLING_JOB = 'subscription.bill';
export const UPCOMING_JOB = 'subscription.upcoming';

export function subscriptionJobs(deps: ServerDeps): JobDef[] {
  // every minute: a per-minute plan's cycle is charged within a minute of its time (billing.ts)
  const screen = paymentScreen(deps.config);
  const run = () => runBilling(deps.db, deps.now(), { screen, notify: (n) => sendNotices(deps, n) });
  return [
    { name: BILLING_JOB, cron: '* * * * *', handler: async () => void (await run()) },
    // every 5 minutes: the mails go a day or more before their charge (mails.ts)
    { name: UPCOMING_JOB, cron: '*/5 * * * *', handler: async () => void (await sendUpcomingMails(deps, deps.now())) },
  ];
}
