import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { decrypt, encrypt } from '../../platform/crypto/secret-box.ts';
import type { Executor } from '../../platform/db/client.ts';
import { merchantApiKeys } from './schema.ts';

/**
 * The merchants' API secret keys. HMAC verification needs the plaintext key, so it cannot be stored
 * as a one-way hash the way passwords are: it is encrypted with AES-256-GCM under a server key
 * (config KEY_ENCRYPTION_KEY, platform/crypto/secret-box.ts), so that a copy of the database alone
 * does not reveal any key.
 */

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
