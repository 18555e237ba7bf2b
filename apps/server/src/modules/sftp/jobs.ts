import type { JobDef } from '../../platform/jobs/jobs.ts';
import type { ServerDeps } from '../../deps.ts';
import { runDeliveries, type ReportSheets } from './service.ts';

export const SFTP_DELIVER_JOB = 'sftp.deliver';

/**
 * Hourly, ten minutes past (UTC; Beijing days close at 16:00 UTC, so the first run of a day's files
 * is 16:10 UTC): schedule the closed day's files and upload the due ones. A resend queues the same
 * job for one file.
 */
export function sftpJobs(deps: ServerDeps, sheets: ReportSheets): JobDef<{ deliveryId?: number }>[] {
  return [
    {
      name: SFTP_DELIVER_JOB,
      cron: '10 * * * *',
      handler: async (data) => void (await runDeliveries(deps, sheets, { deliveryId: typeof data.deliveryId === 'number' ? data.deliveryId : undefined })),
    },
  ];
}
