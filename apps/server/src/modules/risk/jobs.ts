import type { JobDef } from '../../platform/jobs/jobs.ts';
import type { ServerDeps } from '../../deps.ts';
import * as imports from '../imports/service.ts';
import { cardHashKey } from './card-hash.ts';
import { BLACKLIST_PARSE_JOB, BLACKLIST_SWEEP_JOB, blacklistImportSpec } from './import.ts';

/** Blacklist import files are parsed (and added) by their own job; a minute sweep carries any it missed. */
export function riskJobs(deps: ServerDeps): JobDef[] {
  const spec = blacklistImportSpec(() => cardHashKey(deps.config), deps.now);
  return [
    { name: BLACKLIST_PARSE_JOB, handler: async (data) => void (await imports.parseImport(deps.db, deps.files, spec, Number(data.id), deps.now)) },
    { name: BLACKLIST_SWEEP_JOB, cron: '* * * * *', handler: async () => void (await imports.parseOpenImports(deps.db, deps.files, spec, deps.now)) },
  ];
}
