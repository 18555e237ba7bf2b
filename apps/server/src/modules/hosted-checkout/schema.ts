import { bigint, bigserial, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { CheckoutLocale } from '@crossbill/contracts/hosted-checkout';
import type { SessionStatus } from '@crossbill/contracts/checkout-page';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A checkout session (contracts hosted-checkout.ts): what the merchant's server asked the customer
 * to pay on the hosted page, and the one payment made for it. `status` is written as it moves
 * (open → pending / paid / failed / cancelled); expiry is read from `expires_at`. `pay_attempts`
 * counts the page's pay calls (its own statement, kept whatever the call answers).
 */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sessionId: text('session_id').notNull(),
    merchantNo: text('merchant_no').notNull(),
    appId: text('app_id').notNull(),
    merchantOrderId: text('merchant_order_id').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    returnUrl: text('return_url').notNull(),
    customerEmail: text('customer_email').notNull(),
    locale: text('locale').$type<CheckoutLocale>(),
    country: text('country'),
    status: text('status').notNull().$type<Exclude<SessionStatus, 'expired'>>(),
    transactionId: text('transaction_id'),
    payAttempts: integer('pay_attempts').notNull().default(0),
    expiresAt: ts('expires_at').notNull(),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('checkout_sessions_session_id_uq').on(t.sessionId),
    // an order is paid once: its payment would be refused as a duplicate order anyway
    uniqueIndex('checkout_sessions_order_uq').on(t.merchantNo, t.merchantOrderId),
    index('checkout_sessions_list_idx').on(t.merchantNo, t.createdAt.desc()),
  ],
);
