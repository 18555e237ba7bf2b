import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A payment method the merchant's hosted page offers (checkout/card): a card brand or a local
 * method, at a priority (1 first, dense per merchant: the service renumbers under the merchant's
 * lock), on every website or on the approved websites listed.
 */
export const checkoutMethods = pgTable(
  'checkout_methods',
  {
    id: serial('id').primaryKey(),
    merchantNo: text('merchant_no').notNull(),
    /** CHECKOUT_METHODS in contracts */
    method: text('method').notNull(),
    priority: integer('priority').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    allWebsites: boolean('all_websites').notNull(),
    /** appIds of approved applications; empty with allWebsites */
    appIds: text('app_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [uniqueIndex('checkout_methods_method_uq').on(t.merchantNo, t.method), index('checkout_methods_priority_idx').on(t.merchantNo, t.priority)],
);

/**
 * A look of the hosted page (checkout/brand): name and/or logo, main colour, options, and where it
 * applies. Spec 5: a website belongs to one brand only (checkout_brand_websites' unique app_id), and
 * a merchant has at most one brand for 'All websites' (partial unique index).
 */
export const checkoutBrands = pgTable(
  'checkout_brands',
  {
    id: serial('id').primaryKey(),
    merchantNo: text('merchant_no').notNull(),
    name: text('name').notNull().default(''),
    /** stored file (kind brand-logo) */
    logoFileId: text('logo_file_id'),
    /** the public logo address's token; a new one with every new logo */
    logoToken: text('logo_token'),
    colour: text('colour').notNull(),
    allWebsites: boolean('all_websites').notNull(),
    showMerchantOrderId: boolean('show_merchant_order_id').notNull(),
    allowCancel: boolean('allow_cancel').notNull(),
    switchCountry: boolean('switch_country').notNull(),
    autoRedirect: boolean('auto_redirect').notNull(),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    index('checkout_brands_merchant_idx').on(t.merchantNo, t.id),
    uniqueIndex('checkout_brands_logo_token_uq').on(t.logoToken),
    uniqueIndex('checkout_brands_all_websites_uq')
      .on(t.merchantNo)
      .where(sql`${t.allWebsites}`),
  ],
);

/** The websites a brand applies to: one brand per website, held by the database. */
export const checkoutBrandWebsites = pgTable(
  'checkout_brand_websites',
  {
    brandId: integer('brand_id')
      .notNull()
      .references(() => checkoutBrands.id, { onDelete: 'cascade' }),
    merchantNo: text('merchant_no').notNull(),
    appId: text('app_id').notNull(),
  },
  (t) => [uniqueIndex('checkout_brand_websites_app_uq').on(t.appId), index('checkout_brand_websites_brand_idx').on(t.brandId)],
);
