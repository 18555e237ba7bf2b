import type { JobDef } from '../../platform/jobs/jobs.ts';
import type { ServerDeps } from '../../deps.ts';
import { expirePendingPayments } from './service.ts';
import { purgeOldNonces } from './signing.ts';

export const EXPIRE_JOB = 'payment.expire';
export const NONCE_PURGE_JOB = 'payment.nonces.purge';

export function paymentJobs(deps: ServerDeps): JobDef[] {
  return [
    // every minute: a local payment stays pending at most a minute past its time
    { name: EXPIRE_JOB, cron: '* * * * *', handler: async () => void (await expirePendingPayments(deps.db, deps.now())) },
    { name: NONCE_PURGE_JOB, cron: '*/10 * * * *', handler: async () => void (await purgeOldNonces(deps.db, deps.now())) },
  ];
}
