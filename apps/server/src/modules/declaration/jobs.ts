import type { JobDef } from '../../platform/jobs/jobs.ts';
import { encryptionKey } from '../../platform/crypto/secret-box.ts';
import type { ServerDeps } from '../../deps.ts';
import * as imports from '../imports/service.ts';
import { declarationImport, DECLARATION_PARSE_JOB } from './import.ts';
import { answerDueDeclarations } from './service.ts';

export const DECLARATION_SWEEP_JOB = 'declaration.sweep';

/**
 * Declaration files are parsed by their own job; a minute sweep carries any it missed and, in sandbox
 * mode, is the sandbox customs office answering what was submitted at least a minute ago.
 */
export function declarationJobs(deps: ServerDeps): JobDef[] {
  const spec = declarationImport(encryptionKey(deps.config));
  return [
    { name: DECLARATION_PARSE_JOB, handler: async (data) => void (await imports.parseImport(deps.db, deps.files, spec, Number(data.id), deps.now)) },
    {
      name: DECLARATION_SWEEP_JOB,
      cron: '* * * * *',
      handler: async () => {
        await imports.parseOpenImports(deps.db, deps.files, spec, deps.now);
        if (deps.config.SANDBOX) await answerDueDeclarations(deps.db, deps.now());
      },
    },
  ];
}
