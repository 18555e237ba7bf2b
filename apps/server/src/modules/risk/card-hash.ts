import crypto from 'node:crypto';
import type { Config } from '../../platform/config.ts';
import { serverKey } from '../../platform/crypto/secret-box.ts';

/**
 * Card numbers on blacklists are kept as a keyed HMAC-SHA256 (DESIGN.md §4), never the number: a
 * database copy alone cannot be brute-forced over the small card-number space without the key.
 * The key comes from config CARD_HASH_KEY, else (one host) a random key created once in
 * DATA_DIR/keys, like the API key-encryption key. Changing it makes stored card items unmatchable.
 */
export const cardHashKey = (config: Pick<Config, 'CARD_HASH_KEY' | 'dataDir'>): Buffer => serverKey(config.CARD_HASH_KEY, config.dataDir, 'card-hash.key');

export const cardHash = (key: Buffer, pan: string) => crypto.createHmac('sha256', key).update(pan).digest('hex');
