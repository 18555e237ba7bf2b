import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../../platform/config.ts';

/**
 * Card numbers on blacklists are kept as a keyed HMAC-SHA256 (DESIGN.md §4), never the number: a
 * database copy alone cannot be brute-forced over the small card-number space without the key.
 * The key comes from config CARD_HASH_KEY, else (one host) a random key created once in
 * DATA_DIR/keys, like the API key-encryption key. Changing it makes stored card items unmatchable.
 */
const cache = new Map<string, Buffer>();

export function cardHashKey(config: Pick<Config, 'CARD_HASH_KEY' | 'dataDir'>): Buffer {
  if (config.CARD_HASH_KEY) {
    const v = config.CARD_HASH_KEY;
    return /^[0-9a-fA-F]{64}$/.test(v) ? Buffer.from(v, 'hex') : Buffer.from(v, 'base64');
  }
  const file = path.join(config.dataDir, 'keys', 'card-hash.key');
  const cached = cache.get(file);
  if (cached) return cached;
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  try {
    fs.writeFileSync(file, crypto.randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
  }
  const key = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'hex');
  cache.set(file, key);
  return key;
}

export const cardHash = (key: Buffer, pan: string) => crypto.createHmac('sha256', key).update(pan).digest('hex');
