import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { Config } from '../../platform/config.ts';
import type { Executor } from '../../platform/db/client.ts';
import { merchantApiKeys } from './schema.ts';

/**
 * The merchants' API secret keys. HMAC verification needs the plaintext key, so it cannot be stored
 * as a one-way hash the way passwords are: it is encrypted with AES-256-GCM under a server key
 * (config KEY_ENCRYPTION_KEY), so that a copy of the database alone does not reveal any key.
 */

const keyCache = new Map<string, Buffer>();

/** The server's key-encryption key: from config, else a random one kept in DATA_DIR/keys (0600). */
export function encryptionKey(config: Pick<Config, 'KEY_ENCRYPTION_KEY' | 'dataDir'>): Buffer {
  if (config.KEY_ENCRYPTION_KEY) {
    const v = config.KEY_ENCRYPTION_KEY;
    return /^[0-9a-fA-F]{64}$/.test(v) ? Buffer.from(v, 'hex') : Buffer.from(v, 'base64');
  }
  const file = path.join(config.dataDir, 'keys', 'api-key-encryption.key');
  const cached = keyCache.get(file);
  if (cached) return cached;
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  try {
    fs.writeFileSync(file, crypto.randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
  }
  const key = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'hex');
  keyCache.set(file, key);
  return key;
}

export function encrypt(kek: Buffer, plaintext: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', kek, iv);
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

export function decrypt(kek: Buffer, stored: string): string {
  const raw = Buffer.from(stored, 'base64');
  const decipher = crypto.createDecipheriv('aes-256-gcm', kek, raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}

/** A new secret key: 32 random bytes, prefixed so that it is recognisable in a merchant's config. */
export const newSecret = () => `sk_sandbox_${crypto.randomBytes(32).toString('base64url')}`;

/** The merchant's key (created on first use: existing merchants get one the first time it is asked for). */
export async function secretKeyOf(db: Executor, kek: Buffer, merchantNo: string, now: Date): Promise<{ secret: string; version: number }> {
  const [row] = await db.select().from(merchantApiKeys).where(eq(merchantApiKeys.merchantNo, merchantNo));
  if (row) return { secret: decrypt(kek, row.secretEnc), version: row.version };
  const secret = newSecret();
  await db
    .insert(merchantApiKeys)
    .values({ merchantNo, secretEnc: encrypt(kek, secret), createdAt: now })
    .onConflictDoNothing();
  // a concurrent first use may have won: answer the stored key
  const [stored] = await db.select().from(merchantApiKeys).where(eq(merchantApiKeys.merchantNo, merchantNo));
  return { secret: decrypt(kek, stored!.secretEnc), version: stored!.version };
}

/** Only read the key: null when the merchant has none yet (the signature check never creates one). */
export async function findSecretKey(db: Executor, kek: Buffer, merchantNo: string): Promise<string | null> {
  const [row] = await db.select().from(merchantApiKeys).where(eq(merchantApiKeys.merchantNo, merchantNo));
  return row ? decrypt(kek, row.secretEnc) : null;
}

/** Replace the key; the old one stops working at once. */
export async function rotateSecretKey(db: Executor, kek: Buffer, merchantNo: string, now: Date): Promise<{ secret: string; version: number }> {
  await secretKeyOf(db, kek, merchantNo, now);
  const secret = newSecret();
  const [row] = await db
    .update(merchantApiKeys)
    .set({ secretEnc: encrypt(kek, secret), rotatedAt: now, version: sqlIncrement() })
    .where(eq(merchantApiKeys.merchantNo, merchantNo))
    .returning({ version: merchantApiKeys.version });
  return { secret, version: row!.version };
}

const sqlIncrement = () => sql`${merchantApiKeys.version} + 1`;
