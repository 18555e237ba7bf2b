import crypto from 'node:crypto';
import { API_KEY_PREFIX_LENGTH } from '@crossbill/contracts/api-key';

/**
 * The merchants' API secret keys. HMAC verification needs the plaintext key, so it cannot be stored
 * as a one-way hash the way passwords are: it is encrypted with AES-256-GCM under a server key
 * (config KEY_ENCRYPTION_KEY, platform/crypto/secret-box.ts), so that a copy of the database alone
 * does not reveal any key.
 */

/** A new secret key: 32 random bytes, prefixed so that it is recognisable in a merchant's config. */
export const newSecret = () => `sk_sandbox_${crypto.randomBytes(32).toString('base64url')}`;

/** What the portal shows of a secret: its first characters (`sk_sandbox_Ab3x`), never enough to sign. */
export const prefixOf = (secret: string) => secret.slice(0, API_KEY_PREFIX_LENGTH);
