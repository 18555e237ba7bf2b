import type { JobDef } from '../../platform/jobs/jobs.ts';
import type { ServerDeps } from '../../deps.ts';
import { purgeExpired } from './service.ts';

export const AUDIT_RETENTION_JOB = 'audit-log.retention';

export function auditLogJobs(deps: ServerDeps): JobDef[] {
  // daily at 03:30 Beijing time (19:30 UTC), a quiet hour
  return [{ name: AUDIT_RETENTION_JOB, cron: '30 19 * * *', handler: async () => void (await purgeExpired(deps.db, deps.now())) }];
}
