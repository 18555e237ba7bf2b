import type { JobDef } from '../../platform/jobs/jobs.ts';
import type { ServerDeps } from '../../deps.ts';
import { settleDueSplits } from './settle.ts';

/** Every 10 minutes: the shares of payments settled since move on (settle.ts); idempotent. */
export const DIVIDEND_SETTLE_JOB = 'dividend.settle';

export function dividendJobs(deps: ServerDeps): JobDef[] {
  return [{ name: DIVIDEND_SETTLE_JOB, cron: '*/10 * * * *', handler: async () => void (await settleDueSplits(deps.db, { now: deps.now() })) }];
}
