import { sql } from 'drizzle-orm';
import { Codes } from '@crossbill/contracts/codes';
import { APP_VERSION, LEGACY_SHUTDOWN_TS, type Language } from '@crossbill/contracts/constants';
import type { z } from 'zod';
import type { DictEntry, health, readiness } from '@crossbill/contracts/shell';
import type { Config } from '../../platform/config.ts';
import type { Executor } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/errors.ts';
import { dictionary, type DictName } from './dictionaries.ts';

export type Health = z.infer<typeof health>;
export type Readiness = z.infer<typeof readiness>;

/** Liveness: the process answers. A database outage must not make an orchestrator restart every process. */
export const liveness = (): Health => ({ status: 'ok', version: APP_VERSION });

/** A database that does not answer `select 1` within this long is not ready. */
const READY_TIMEOUT_MS = 2_000;

/** Readiness: not stopping, and the database answers `select 1` in time; 503 with the envelope otherwise. */
export async function checkReadiness(db: Executor, lifecycle: { draining: boolean }): Promise<Readiness> {
  if (lifecycle.draining) throw new AppError(Codes.SERVICE_UNAVAILABLE);
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      db.execute(sql`select 1`),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('database timeout')), READY_TIMEOUT_MS);
      }),
    ]);
  } catch {
    // the cause goes nowhere near the response (no SQL or driver text to the caller)
    throw new AppError(Codes.SERVICE_UNAVAILABLE);
  } finally {
    clearTimeout(timer);
  }
  return { status: 'ready', database: 'ok', version: APP_VERSION };
}

/** What the web needs before login: version, legacy-host shutdown window, action-log key. */
export function clientConfigOf(config: Pick<Config, 'LEGACY_HOSTS' | 'ACTION_LOG_KEY' | 'NEW_HOST_URL' | 'SANDBOX'>) {
  return {
    version: APP_VERSION,
    legacyHosts: config.LEGACY_HOSTS,
    legacyShutdownTs: LEGACY_SHUTDOWN_TS,
    actionLogKey: config.ACTION_LOG_KEY,
    newHostUrl: config.NEW_HOST_URL ?? null,
    sandbox: config.SANDBOX,
  };
}

/** The named dictionaries in the caller's language. */
export function listDictionaries(lang: Language, names: readonly DictName[]): Record<string, DictEntry[]> {
  const out: Record<string, DictEntry[]> = {};
  for (const name of names) out[name] = dictionary(lang, name);
  return out;
}
