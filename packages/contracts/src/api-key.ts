import { z } from 'zod';
import { pageOf } from './envelope.ts';
import { BIGINT_ID_MAX, int, paging, requiredText, sixDigitsSchema } from './validation.ts';

/**
 * The merchant's Payment API keys (account/info): several keys, each named, shown by prefix only.
 * A secret is shown once, in the answer that creates it (a new key or a roll); nothing shows it again.
 * A roll creates the new key and leaves the old one valid for the overlap the merchant chose, so that
 * a deployment can switch keys without a failed request; a revoke ends a key at once.
 */

export const API_KEY_NAME_MAX = 40;
/** live keys (not revoked, not expired) a merchant may hold: bounds the HMACs a signature check tries */
export const API_KEYS_LIVE_MAX = 10;
/** last-used times are kept to the minute: at most one write per key per minute of signed traffic */
export const API_KEY_LAST_USED_STEP_MS = 60_000;
/** what the portal shows of a secret: `sk_sandbox_` and the first 4 random characters */
export const API_KEY_PREFIX_LENGTH = 15;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** How long the old key of a roll keeps working: not at all, 1 hour, 24 hours or 7 days. */
export const ROLL_OVERLAP_CHOICES = ['now', '1h', '24h', '7d'] as const;
export type RollOverlap = (typeof ROLL_OVERLAP_CHOICES)[number];
export const ROLL_OVERLAPS: Record<RollOverlap, number> = { now: 0, '1h': HOUR, '24h': DAY, '7d': 7 * DAY };

/** A new key's lifetime: never expires (the default), or 30, 90 or 365 days. */
export const KEY_LIFETIME_CHOICES = ['never', '30d', '90d', '365d'] as const;
export type KeyLifetime = (typeof KEY_LIFETIME_CHOICES)[number];
export const KEY_LIFETIMES: Record<KeyLifetime, number | null> = { never: null, '30d': 30 * DAY, '90d': 90 * DAY, '365d': 365 * DAY };

/** active: verifies, no end; expiring: verifies until expiresAt; expired and revoked: refused. */
export const API_KEY_STATUSES = ['active', 'expiring', 'expired', 'revoked'] as const;
export type ApiKeyStatus = (typeof API_KEY_STATUSES)[number];

export function apiKeyStatus(k: { expiresAt: Date | string | null; revokedAt: Date | string | null }, now: Date): ApiKeyStatus {
  if (k.revokedAt) return 'revoked';
  if (!k.expiresAt) return 'active';
  return new Date(k.expiresAt).getTime() > now.getTime() ? 'expiring' : 'expired';
}

export const apiKeyName = requiredText(API_KEY_NAME_MAX);

export const apiKeyItem = z.object({
  id: z.number().int(),
  name: z.string(),
  /** null only for a key from before named keys whose prefix the server has not read yet */
  prefix: z.string().nullable(),
  status: z.enum(API_KEY_STATUSES),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  rolledFromId: z.number().int().nullable(),
});
export type ApiKeyItem = z.infer<typeof apiKeyItem>;

export const apiKeyListQuery = z.object({ ...paging({ maxSize: 50, defaultSize: 10 }) });
export const apiKeyList = pageOf(apiKeyItem).extend({
  /** live keys now, against API_KEYS_LIVE_MAX */
  live: z.number().int(),
  /** whether the operator has a payment password (creating and rolling ask for it) */
  paymentPasswordSet: z.boolean(),
});
export type ApiKeyList = z.infer<typeof apiKeyList>;

export const apiKeyCreateBody = z
  .object({ name: apiKeyName, lifetime: z.enum(KEY_LIFETIME_CHOICES, { message: 'validation.invalid' }).default('never'), paymentPassword: sixDigitsSchema })
  .strict();
export type ApiKeyCreateBody = z.infer<typeof apiKeyCreateBody>;

export const apiKeyRollBody = z
  .object({ id: int(1, BIGINT_ID_MAX), overlap: z.enum(ROLL_OVERLAP_CHOICES, { message: 'validation.invalid' }), paymentPassword: sixDigitsSchema })
  .strict();
export type ApiKeyRollBody = z.infer<typeof apiKeyRollBody>;

export const apiKeyRevokeBody = z.object({ id: int(1, BIGINT_ID_MAX) }).strict();

/** The one answer that carries a secret: the key and its secret, never to be shown again. */
export const apiKeySecret = z.object({ key: apiKeyItem, secret: z.string() });
export type ApiKeySecret = z.infer<typeof apiKeySecret>;
