import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A quote given to a merchant: the customer rate and both amounts, honoured until `expires_at`
 * (EXCHANGE_QUOTE_TTL_MS). Booking it makes an exchange; a quote books at most once.
 */
export const fxQuotes = pgTable(
  'fx_quotes',
  {
    id: text('id').primaryKey(),
    merchantNo: text('merchant_no').notNull(),
    sellCurrency: text('sell_currency').notNull(),
    buyCurrency: text('buy_currency').notNull(),
    fixedSide: text('fixed_side').notNull().$type<'sell' | 'buy'>(),
    rate: numeric('rate', { precision: 24, scale: 8 }).notNull(),
    midRate: numeric('mid_rate', { precision: 24, scale: 8 }).notNull(),
    spreadBps: integer('spread_bps').notNull(),
    sellAmount: bigint('sell_amount', { mode: 'bigint' }).notNull(),
    buyAmount: bigint('buy_amount', { mode: 'bigint' }).notNull(),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [index('fx_quotes_expires_idx').on(t.expiresAt), check('fx_quotes_pair_ck', sql`${t.sellCurrency} <> ${t.buyCurrency}`)],
);

/**
 * A booked exchange (spec 3: serial number, currency pair, rate, sell and buy amounts, delivery
 * date). The sell side leaves the available balance at booking; the buy side is credited at
 * delivery (status pending → delivered, once).
 */
export const exchanges = pgTable(
  'exchanges',
  {
    id: serial('id').primaryKey(),
    serialNo: text('serial_no').notNull(),
    merchantNo: text('merchant_no').notNull(),
    quoteId: text('quote_id').notNull(),
    sellCurrency: text('sell_currency').notNull(),
    buyCurrency: text('buy_currency').notNull(),
    rate: numeric('rate', { precision: 24, scale: 8 }).notNull(),
    sellAmount: bigint('sell_amount', { mode: 'bigint' }).notNull(),
    buyAmount: bigint('buy_amount', { mode: 'bigint' }).notNull(),
    status: text('status').notNull().$type<'pending' | 'delivered'>(),
    /** Beijing calendar date, YYYY-MM-DD */
    deliveryDate: text('delivery_date').notNull(),
    deliverAt: ts('deliver_at').notNull(),
    createdAt: ts('created_at').notNull(),
    deliveredAt: ts('delivered_at'),
    createdBy: integer('created_by'),
  },
  (t) => [
    uniqueIndex('exchanges_serial_uq').on(t.serialNo),
    uniqueIndex('exchanges_quote_uq').on(t.quoteId),
    index('exchanges_merchant_idx').on(t.merchantNo, t.createdAt, t.id),
    index('exchanges_due_idx')
      .on(t.deliverAt)
      .where(sql`${t.status} = 'pending'`),
    check('exchanges_status_ck', sql`${t.status} in ('pending', 'delivered')`),
    check('exchanges_amounts_ck', sql`${t.sellAmount} > 0 and ${t.buyAmount} > 0`),
  ],
);
