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

/**
 * A 32-byte server key: the configured value (64 hex digits or base64), else (one host) a random key
 * created once in DATA_DIR/keys/<file> (0600) and read back on every later start. Servers that share a
 * database must share the key: set it in config when there is more than one host.
 */
export function serverKey(configured: string | undefined, dataDir: string, file: string): Buffer {
  if (configured) return /^[0-9a-fA-F]{64}$/.test(configured) ? Buffer.from(configured, 'hex') : Buffer.from(configured, 'base64');
  const at = path.join(dataDir, 'keys', file);
  const cached = keyCache.get(at);
  if (cached) return cached;
  fs.mkdirSync(path.dirname(at), { recursive: true, mode: 0o700 });
  try {
    fs.writeFileSync(at, crypto.randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
  }
  const key = Buffer.from(fs.readFileSync(at, 'utf8').trim(), 'hex');
  keyCache.set(at, key);
  return key;
}

/** The server's key-encryption key: from config KEY_ENCRYPTION_KEY, else one kept in DATA_DIR/keys. */
export const encryptionKey = (config: Pick<Config, 'KEY_ENCRYPTION_KEY' | 'dataDir'>): Buffer =>
  serverKey(config.KEY_ENCRYPTION_KEY, config.dataDir, 'api-key-encryption.key');

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
