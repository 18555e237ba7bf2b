import { pgTable, text, timestamp, bigserial, index, integer } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Verification codes sent by e-mail or SMS. Only a hash of the code is kept; a code serves one
 * purpose, lives VERIFY_CODE_TTL_MS, is used once, and a newer code for the same address and
 * purpose replaces it. The rows double as the send log the rate limits count.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** email | sms */
    channel: text('channel').notNull(),
    /** lower-cased e-mail or E.164 phone */
    target: text('target').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** the requesting client address (per-client limit) */
    client: text('client').notNull().default(''),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    /** used, replaced by a newer code, or burnt by too many wrong entries */
    usedAt: ts('used_at'),
  },
  (t) => [index('verification_codes_target_idx').on(t.target, t.purpose, t.createdAt), index('verification_codes_client_idx').on(t.client, t.createdAt)],
);
