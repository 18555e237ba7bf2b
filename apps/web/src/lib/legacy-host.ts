import { LEGACY_SHUTDOWN_TS } from '@crossbill/contracts/constants';
import type { clientConfig } from '@crossbill/contracts/shell';
import type { z } from 'zod';

type LegacyConfig = Pick<z.infer<typeof clientConfig>, 'legacyHosts' | 'legacyShutdownTs'>;

/**
 * spec 2: the login page sends users to /user/upgrade while the portal is reached on a legacy host
 * (clientConfig.legacyHosts) and the shutdown instant has not passed (inclusive).
 */
export function isLegacyHostWindow(hostname: string, config: LegacyConfig | null | undefined, now: number): boolean {
  if (!config) return false;
  const host = hostname.trim().toLowerCase();
  const listed = config.legacyHosts.some((h) => h.trim().toLowerCase() === host);
  return listed && now <= (config.legacyShutdownTs ?? LEGACY_SHUTDOWN_TS);
}
