import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Idempotency keys of money-moving calls (DESIGN.md section 3). The row is written in the same
 * transaction as the call's effect, so that a key exists exactly when its effect does; the answer
 * (success data, or the AppError) is kept for replay. Kept at least IDEMPOTENCY_TTL_MS.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** whose key: the acting merchant (`m:<merchantNo>`), or another caller class */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** sha256 of method, path and canonical body */
    requestHash: text('request_hash').notNull(),
    responseStatus: integer('response_status').notNull(),
    responseBody: jsonb('response_body').notNull(),
    createdAt: ts('created_at')
      .notNull()
      .default(sql`now()`),
  },
  (t) => [uniqueIndex('idempotency_keys_scope_key_uq').on(t.scope, t.key), index('idempotency_keys_created_idx').on(t.createdAt)],
);
