import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../../platform/config.ts';
import { API_KEY_PREFIX_LENGTH } from '@crossbill/contracts/api-key';

/**
 * Encryption of the merchants' API secret keys (and the card vault's key). HMAC verification needs
 * the plaintext key, so it cannot be stored as a one-way hash the way passwords are: it is encrypted
 * with AES-256-GCM under a server key (config KEY_ENCRYPTION_KEY), so that a copy of the database
 * alone does not reveal any key.
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

/** What the portal shows of a secret: its first characters (`sk_sandbox_Ab3x`), never enough to sign. */
export const prefixOf = (secret: string) => secret.slice(0, API_KEY_PREFIX_LENGTH);
