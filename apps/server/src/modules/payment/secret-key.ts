import type { Db } from '../../platform/db/client.ts';
import { audit } from '../../platform/audit/audit.ts';
import type { Config } from '../../platform/config.ts';
import { encryptionKey } from '../../platform/crypto/secret-box.ts';
import * as keys from './keys.ts';

/** The merchant's Payment API secret key: shown masked, revealed or replaced (both audited). Exported through service.ts. */

type Deps = { db: Db; config: Config };
type Actor = { userId: number | null; now: Date; ip?: string; userAgent?: string };

export const kekOf = (config: Pick<Config, 'KEY_ENCRYPTION_KEY' | 'dataDir'>) => encryptionKey(config);

/** The key for the portal's masked display (created on first use); not audited, the caller masks it. */
export async function currentSecretKey(deps: Deps, merchantNo: string, now: Date): Promise<{ secretKey: string; version: number }> {
  const k = await keys.secretKeyOf(deps.db, kekOf(deps.config), merchantNo, now);
  return { secretKey: k.secret, version: k.version };
}

/** Reveal the merchant's secret key (created on first use); audited. */
export const revealSecretKey = (deps: Deps, merchantNo: string, o: Actor) => audited(deps, merchantNo, o, 'apiKey.reveal', keys.secretKeyOf);

/** Replace the secret key (the old one stops working at once); audited. */
export const rotateSecretKey = (deps: Deps, merchantNo: string, o: Actor) => audited(deps, merchantNo, o, 'apiKey.rotate', keys.rotateSecretKey);

async function audited(
  deps: Deps,
  merchantNo: string,
  o: Actor,
  action: string,
  read: typeof keys.secretKeyOf,
): Promise<{ secretKey: string; version: number }> {
  return deps.db.transaction(async (tx) => {
    const k = await read(tx, kekOf(deps.config), merchantNo, o.now);
    await audit(tx, { userId: o.userId, merchantNo, action, target: merchantNo, summary: { version: k.version }, ip: o.ip, userAgent: o.userAgent });
    return { secretKey: k.secret, version: k.version };
  });
}
