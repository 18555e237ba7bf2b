import {
  API_KEY_LAST_USED_STEP_MS,
  API_KEYS_LIVE_MAX,
  apiKeyStatus,
  KEY_LIFETIMES,
  ROLL_OVERLAPS,
  type ApiKeyItem,
  type ApiKeyList,
  type ApiKeySecret,
  type KeyLifetime,
  type RollOverlap,
} from '@crossbill/contracts/api-key';
import { Codes } from '@crossbill/contracts/codes';
import type { Db, Executor } from '../../platform/db/client.ts';
import { audit } from '../../platform/audit/audit.ts';
import type { Config } from '../../platform/config.ts';
import { AppError, fieldError } from '../../platform/http/errors.ts';
import { paymentPasswordInfo, verifyPaymentPassword } from '../identity/service.ts';
import * as store from './api-key-store.ts';
import type { ApiKeyRow } from './api-key-store.ts';
import { decrypt, encrypt, encryptionKey } from '../../platform/crypto/secret-box.ts';
import { newSecret, prefixOf } from './keys.ts';

/**
 * The merchants' Payment API keys (exported through service.ts). A merchant holds up to
 * API_KEYS_LIVE_MAX live keys, each named; a secret leaves the server once, in the answer that makes
 * it (create or roll), and is kept encrypted under the KEK (HMAC needs the plaintext). A roll gives
 * the new key the old one's name and lets the old one verify until the overlap chosen ends; a revoke
 * ends a key at once. The portal's create and roll ask for the operator's payment password; every
 * change is audited, never with a secret.
 */

type Deps = { db: Db; config: Pick<Config, 'KEY_ENCRYPTION_KEY' | 'dataDir'> };
export type KeyActor = { userId: number | null; ip?: string; userAgent?: string };

export const kekOf = (config: Pick<Config, 'KEY_ENCRYPTION_KEY' | 'dataDir'>) => encryptionKey(config);

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const toApiKeyItem = (r: ApiKeyRow, now: Date): ApiKeyItem => ({
  id: r.id,
  name: r.name,
  prefix: r.prefix,
  status: apiKeyStatus(r, now),
  createdAt: r.createdAt.toISOString(),
  lastUsedAt: iso(r.lastUsedAt),
  expiresAt: iso(r.expiresAt),
  revokedAt: iso(r.revokedAt),
  rolledFromId: r.rolledFromId,
});

/** The portal's list: live keys first; whether the operator can create or roll (a payment password). */
export async function listApiKeys(deps: Deps, s: { merchantNo: string; userId: number; page: number; size: number; now: Date }): Promise<ApiKeyList> {
  const { rows, total } = await store.selectKeyPage(deps.db, s);
  const live = await store.countLiveKeys(deps.db, s);
  const pp = await paymentPasswordInfo(deps.db, { userId: s.userId, merchantNo: s.merchantNo }, s.now);
  return { content: rows.map((r) => toApiKeyItem(r, s.now)), total, page: s.page, size: s.size, live, paymentPasswordSet: pp.isSet };
}

const checkPin = (deps: Deps, merchantNo: string, userId: number, pin: string, actor: KeyActor, now: Date) =>
  verifyPaymentPassword(deps.db, { userId, merchantNo, pin, client: { ip: actor.ip ?? '', userAgent: actor.userAgent ?? '' }, now });

/** Portal: a new key after the operator's payment password. */
export async function createApiKey(
  deps: Deps,
  s: { merchantNo: string; userId: number; pin: string; name: string; lifetime: KeyLifetime; actor: KeyActor; now: Date },
): Promise<ApiKeySecret> {
  await checkPin(deps, s.merchantNo, s.userId, s.pin, s.actor, s.now);
  return issueApiKey(deps, s.merchantNo, { name: s.name, lifetime: s.lifetime, actor: { ...s.actor, userId: s.userId }, now: s.now });
}

/** A new key without the payment password: ops and the portal's create after its check. */
export async function issueApiKey(
  deps: Deps,
  merchantNo: string,
  o: { name: string; lifetime?: KeyLifetime; actor: KeyActor; now: Date },
): Promise<ApiKeySecret> {
  const kek = kekOf(deps.config);
  return deps.db.transaction(async (tx) => {
    await store.lockMerchantKeys(tx, merchantNo);
    if ((await store.countLiveKeys(tx, { merchantNo, now: o.now })) >= API_KEYS_LIVE_MAX) throw limitError();
    if (await store.nameInUse(tx, { merchantNo, name: o.name, now: o.now })) throw fieldError('name', 'apiKey.nameTaken');
    const life = KEY_LIFETIMES[o.lifetime ?? 'never'];
    const secret = newSecret();
    const row = await store.insertKey(tx, {
      merchantNo,
      name: o.name,
      secretEnc: encrypt(kek, secret),
      prefix: prefixOf(secret),
      createdAt: o.now,
      createdBy: o.actor.userId,
      expiresAt: life === null ? null : new Date(o.now.getTime() + life),
    });
    await audited(tx, merchantNo, o.actor, 'apiKey.create', row, { name: row.name, prefix: row.prefix, expiresAt: iso(row.expiresAt) });
    return { key: toApiKeyItem(row, o.now), secret };
  });
}

/**
 * Portal: replace a live key by a new one of the same name; the old one keeps verifying until the
 * overlap ends (never later than an expiry it already had). Refused for a key that is no longer
 * live or was rolled already (roll its successor), and when the overlap would pass the live limit.
 */
export async function rollApiKey(
  deps: Deps,
  s: { merchantNo: string; userId: number; pin: string; id: number; overlap: RollOverlap; actor: KeyActor; now: Date },
): Promise<ApiKeySecret> {
  await checkPin(deps, s.merchantNo, s.userId, s.pin, s.actor, s.now);
  const kek = kekOf(deps.config);
  const actor = { ...s.actor, userId: s.userId };
  return deps.db.transaction(async (tx) => {
    await store.lockMerchantKeys(tx, s.merchantNo);
    const old = await changeableKey(tx, s.merchantNo, s.id, s.now);
    if (await store.wasRolled(tx, old.id)) throw new AppError(Codes.API_KEY_STATE);
    const overlap = ROLL_OVERLAPS[s.overlap];
    if (overlap > 0 && (await store.countLiveKeys(tx, s)) >= API_KEYS_LIVE_MAX) throw limitError();
    const end = new Date(s.now.getTime() + overlap);
    const oldEnds = old.expiresAt && old.expiresAt.getTime() < end.getTime() ? old.expiresAt : end;
    await store.setExpiry(tx, { merchantNo: s.merchantNo, id: old.id, expiresAt: oldEnds });
    const secret = newSecret();
    const row = await store.insertKey(tx, {
      merchantNo: s.merchantNo,
      name: old.name,
      secretEnc: encrypt(kek, secret),
      prefix: prefixOf(secret),
      createdAt: s.now,
      createdBy: s.userId,
      rolledFromId: old.id,
    });
    await audited(tx, s.merchantNo, actor, 'apiKey.roll', row, {
      name: row.name,
      prefix: row.prefix,
      fromKeyId: old.id,
      overlap: s.overlap,
      oldExpiresAt: iso(oldEnds),
    });
    return { key: toApiKeyItem(row, s.now), secret };
  });
}

/** Portal: a key stops verifying from the next request on. */
export async function revokeApiKey(deps: Deps, s: { merchantNo: string; id: number; actor: KeyActor; now: Date }): Promise<ApiKeyItem> {
  return deps.db.transaction(async (tx) => {
    await store.lockMerchantKeys(tx, s.merchantNo);
    const key = await changeableKey(tx, s.merchantNo, s.id, s.now);
    const row = await store.setRevoked(tx, { merchantNo: s.merchantNo, id: key.id, by: s.actor.userId, now: s.now });
    await audited(tx, s.merchantNo, s.actor, 'apiKey.revoke', row, { name: row.name, prefix: row.prefix });
    return toApiKeyItem(row, s.now);
  });
}

/** The merchant's key, still live: another merchant's or an unknown id is not found. */
async function changeableKey(tx: Executor, merchantNo: string, id: number, now: Date): Promise<ApiKeyRow> {
  const key = await store.selectKey(tx, { merchantNo, id });
  if (!key) throw new AppError(Codes.NOT_FOUND);
  const status = apiKeyStatus(key, now);
  if (status === 'revoked' || status === 'expired') throw new AppError(Codes.API_KEY_STATE);
  return key;
}

const limitError = () => new AppError(Codes.API_KEY_LIMIT, { params: { max: API_KEYS_LIVE_MAX } });

const audited = (tx: Executor, merchantNo: string, actor: KeyActor, action: string, row: ApiKeyRow, summary: Record<string, unknown>) =>
  audit(tx, { userId: actor.userId, merchantNo, action, target: String(row.id), summary, ip: actor.ip, userAgent: actor.userAgent });

/** Signature checks: the merchant's live keys with their secrets, newest first. */
export async function liveKeysForVerification(db: Executor, kek: Buffer, merchantNo: string, now: Date) {
  const rows = await store.selectLiveKeys(db, { merchantNo, now });
  return rows.map((r) => ({ id: r.id, secret: decrypt(kek, r.secretEnc), lastUsedAt: r.lastUsedAt }));
}

/** After a verified request: last used, written at most once a minute per key. */
export async function markKeyUsed(db: Executor, key: { id: number; lastUsedAt: Date | null }, now: Date): Promise<void> {
  if (key.lastUsedAt && now.getTime() - key.lastUsedAt.getTime() < API_KEY_LAST_USED_STEP_MS) return;
  await store.touchKey(db, { id: key.id, now, step: API_KEY_LAST_USED_STEP_MS });
}

/**
 * The provider's own tools only (server and browser tests, benchmarks, the sandbox's signed
 * traffic): a live key's secret, the newest, with a "Default" key created when the merchant has
 * none. No route or ops command calls this: a person sees a secret once, when it is made.
 */
export async function liveSecretOf(deps: Deps, merchantNo: string, now: Date): Promise<string> {
  const kek = kekOf(deps.config);
  const [newest] = await liveKeysForVerification(deps.db, kek, merchantNo, now);
  if (newest) return newest.secret;
  return (await issueApiKey(deps, merchantNo, { name: 'Default', actor: { userId: null, userAgent: 'sandbox' }, now })).secret;
}

/**
 * Keys from before named keys have no prefix: the migration (SQL) cannot decrypt them. The server
 * fills it at start, once; afterwards this finds nothing.
 */
export async function backfillKeyPrefixes(deps: Deps): Promise<number> {
  const kek = kekOf(deps.config);
  let done = 0;
  for (;;) {
    const rows = await store.selectKeysWithoutPrefix(deps.db, 500);
    for (const r of rows) await store.setPrefix(deps.db, { id: r.id, prefix: prefixOf(decrypt(kek, r.secretEnc)) });
    done += rows.length;
    if (rows.length < 500) return done;
  }
}
