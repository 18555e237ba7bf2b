import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.ts';

/**
 * Secrets the server must read back in plaintext (API keys, webhook signing secrets) are kept
 * encrypted with AES-256-GCM under the server's key-encryption key (config KEY_ENCRYPTION_KEY), so
 * that a copy of the database alone reveals none of them.
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
