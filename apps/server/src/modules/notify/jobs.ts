import type { JobDef } from '../../platform/jobs/jobs.ts';
import type { ServerDeps } from '../../deps.ts';
import { DELIVER_JOB, runDeliveries } from './delivery.ts';
import { sendEventMails } from './email.ts';

/**
 * The delivery sweep, every minute (pg-boss's finest cron) and whenever an attempt queued a retry
 * due sooner (the 5-second one): due webhook attempts, then queued event mails.
 */
export function notifyJobs(deps: ServerDeps): JobDef[] {
  return [
    {
      name: DELIVER_JOB,
      cron: '* * * * *',
      handler: async () => {
        await runDeliveries(deps);
        await sendEventMails(deps);
      },
    },
  ];
}
