import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { CaptureMode } from './types.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Auth-capture automation (Checkout paymentSetting), one row per merchant: capture authorised
 * payments `delay_hours` after their authorisation, or never (the merchant captures by API).
 * No row means never.
 */
export const captureSettings = pgTable(
  'capture_settings',
  {
    merchantNo: text('merchant_no').primaryKey(),
    mode: text('mode').notNull().$type<CaptureMode>(),
    delayHours: integer('delay_hours'),
    updatedBy: integer('updated_by'),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [index('capture_settings_mode_idx').on(t.mode)],
);
