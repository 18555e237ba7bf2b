import type { ServerDeps } from '../../deps.ts';
import type { JobDef } from '../../platform/jobs/jobs.ts';
import { applyDueNovations } from './novation.ts';

/**
 * The contracting entity switches NOVATION_SWITCH_DAYS after confirmation (spec 4). Checked hourly
 * rather than daily so the switch lands within the hour it falls due; running twice changes nothing.
 */
export function merchantJobs(deps: ServerDeps): JobDef[] {
  return [
    {
      name: 'merchant-novation-switch',
      cron: '7 * * * *',
      handler: async () => {
        await applyDueNovations(deps.db, deps.now());
      },
    },
  ];
}
