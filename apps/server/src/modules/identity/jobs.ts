import type { ServerDeps } from '../../deps.ts';
import type { JobDef } from '../../platform/jobs/jobs.ts';
import * as verification from '../verification/service.ts';
import { purge } from './service.ts';

/** Housekeeping every 10 minutes: old sessions, spent captchas, stale login counters, used or expired tickets and verification codes (idempotent). */
export function identityJobs(deps: ServerDeps): JobDef[] {
  return [
    {
      name: 'identity-purge',
      cron: '*/10 * * * *',
      handler: async () => {
        await purge(deps.db, deps.now());
        await verification.purge(deps.db, deps.now());
      },
    },
  ];
}
