import { sql } from 'drizzle-orm';
import { Codes } from '@crossbill/contracts/codes';
import { APP_VERSION, LEGACY_SHUTDOWN_TS, type Language } from '@crossbill/contracts/constants';
import type { z } from 'zod';
import type { DictEntry, health } from '@crossbill/contracts/shell';
import type { Config } from '../../platform/config.ts';
import type { Executor } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/errors.ts';
import { dictionary, type DictName } from './dictionaries.ts';

export type Health = z.infer<typeof health>;

/** Liveness and readiness in one: the process answers and the database answers `select 1`. */
export async function checkHealth(db: Executor): Promise<Health> {
  try {
    await db.execute(sql`select 1`);
  } catch {
    // the cause goes nowhere near the response (no SQL or driver text to the caller)
    throw new AppError(Codes.SERVICE_UNAVAILABLE);
  }
  return { status: 'ok', database: 'ok', version: APP_VERSION };
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
