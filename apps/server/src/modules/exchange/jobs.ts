import type { JobDef } from '../../platform/jobs/jobs.ts';
import type { ServerDeps } from '../../deps.ts';
import { deliver, deliverDue, purgeQuotes } from './service.ts';

/** One exchange's delivery, sent at booking with startAfter = its delivery time. */
export const DELIVER_JOB = 'exchange.deliver';
/** Every minute: anything due that its own job missed (a worker down at the time), and stale quotes. */
export const SWEEP_JOB = 'exchange.sweep';

export function exchangeJobs(deps: ServerDeps): JobDef[] {
  return [
    { name: DELIVER_JOB, handler: async (data) => void (await deliver(deps.db, Number(data.id), deps.now())) },
    {
      name: SWEEP_JOB,
      cron: '* * * * *',
      handler: async () => {
        await deliverDue(deps.db, deps.now());
        await purgeQuotes(deps.db, deps.now());
      },
    },
  ];
}
