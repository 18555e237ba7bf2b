import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { BlacklistAttribute, BlacklistScope, ItemStatus, ItemType } from '@crossbill/contracts/blacklist';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A merchant's blacklist (spec 3): one per attribute per merchant; `active` is its rule's switch. */
export const blacklists = pgTable(
  'blacklists',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantNo: text('merchant_no').notNull(),
    name: text('name').notNull(),
    attribute: text('attribute').notNull().$type<BlacklistAttribute>(),
    scope: text('scope').notNull().$type<BlacklistScope>(),
    active: boolean('active').notNull().default(true),
    itemCount: integer('item_count').notNull().default(0),
    hitCount: integer('hit_count').notNull().default(0),
    lastHitAt: ts('last_hit_at'),
    createdBy: text('created_by').notNull(),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [uniqueIndex('blacklists_merchant_attribute_uq').on(t.merchantNo, t.attribute), index('blacklists_list_idx').on(t.merchantNo, t.id.desc())],
);

/**
 * An item of a list. `value` is what a payment is matched by: the normalised value (lower-case
 * e-mail or domain, IP, E.164 phone), or for a card the keyed HMAC of its number (card-hash.ts);
 * `display` what the page shows (a card as BIN****last4). `expires_at` is the start of the day after
 * the expiry date (Beijing time); null = long-term valid.
 */
export const blacklistItems = pgTable(
  'blacklist_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    listId: bigint('list_id', { mode: 'number' }).notNull(),
    merchantNo: text('merchant_no').notNull(),
    attribute: text('attribute').notNull().$type<BlacklistAttribute>(),
    value: text('value').notNull(),
    display: text('display').notNull(),
    type: text('type').notNull().$type<ItemType>(),
    transactionId: text('transaction_id'),
    status: text('status').notNull().$type<ItemStatus>(),
    expiryDate: text('expiry_date'),
    expiresAt: ts('expires_at'),
    remarks: text('remarks').notNull().default(''),
    hitCount: integer('hit_count').notNull().default(0),
    lastHitAt: ts('last_hit_at'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('blacklist_items_list_value_uq').on(t.listId, t.value),
    // the payment check: one probe per attribute of the payment
    index('blacklist_items_match_idx').on(t.merchantNo, t.attribute, t.value),
    index('blacklist_items_list_idx').on(t.listId, t.id.desc()),
  ],
);

/** A payment a list declined: what the transaction detail shows, and the hit rate's numerator. */
export const blacklistHits = pgTable(
  'blacklist_hits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantNo: text('merchant_no').notNull(),
    transactionId: text('transaction_id').notNull(),
    listId: bigint('list_id', { mode: 'number' }).notNull(),
    listName: text('list_name').notNull(),
    attribute: text('attribute').notNull().$type<BlacklistAttribute>(),
    itemId: bigint('item_id', { mode: 'number' }).notNull(),
    display: text('display').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('blacklist_hits_tx_idx').on(t.merchantNo, t.transactionId), index('blacklist_hits_list_idx').on(t.listId, t.createdAt)],
);

/**
 * Payments checked per merchant, Beijing day and kind (card or local): the hit rate's denominator,
 * the sum over the slots. A check bumps a slot no other open transaction holds (store.countCheck),
 * so concurrent payments of one merchant never queue for one counter row until they commit.
 */
export const blacklistChecks = pgTable(
  'blacklist_checks',
  {
    merchantNo: text('merchant_no').notNull(),
    day: text('day').notNull(),
    kind: text('kind').notNull().$type<'card' | 'local'>(),
    slot: smallint('slot').notNull().default(0),
    checked: bigint('checked', { mode: 'number' })
      .notNull()
      .default(sql`0`),
  },
  (t) => [primaryKey({ columns: [t.merchantNo, t.day, t.kind, t.slot] })],
);
