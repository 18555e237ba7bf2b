import type { ServerDeps } from '../../deps.ts';
import type { JobDef } from '../../platform/jobs/jobs.ts';
import { OPEN_JOB, SWEEP_JOB, openAccount, openDueAccounts } from './service.ts';

/**
 * Provisioning: `virtual-account.open` runs at an application's due time (scheduled when it is made);
 * the minutely sweep opens any application past its due time whose job was lost. Both are idempotent.
 */
export function virtualAccountJobs(deps: ServerDeps): JobDef[] {
  return [
    { name: OPEN_JOB, handler: async (data) => void (await openAccount(deps.db, Number(data.id), deps.now())) },
    { name: SWEEP_JOB, cron: '* * * * *', handler: async () => void (await openDueAccounts(deps.db, deps.now())) },
  ];
}
