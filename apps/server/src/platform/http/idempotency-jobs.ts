import type { Db } from '../db/client.ts';
import type { JobDef } from '../jobs/jobs.ts';
import { purgeIdempotencyKeys } from './idempotency.ts';

/** Idempotency keys are kept 24 hours (DESIGN.md 3); an hourly job removes older ones (idempotent). */
export function idempotencyJobs(db: Db, now: () => Date): JobDef[] {
  return [{ name: 'idempotency.purge', cron: '17 * * * *', handler: async () => void (await purgeIdempotencyKeys(db, now())) }];
}
