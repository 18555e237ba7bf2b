import type { JobDef } from '../../platform/jobs/jobs.ts';
import type { ServerDeps } from '../../deps.ts';
import { runAutoCapture } from './service.ts';

export const AUTO_CAPTURE_JOB = 'payment.autoCapture';

export function dashboardJobs(deps: ServerDeps): JobDef[] {
  // every five minutes: an authorisation is captured at most five minutes after its delay
  return [{ name: AUTO_CAPTURE_JOB, cron: '*/5 * * * *', handler: async () => void (await runAutoCapture(deps.db, deps.now())) }];
}
