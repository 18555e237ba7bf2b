import { and, asc, eq, lte } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { transactions } from '../payment/schema.ts';
import { captureSettings } from './schema.ts';

export type CaptureSettingsRow = typeof captureSettings.$inferSelect;

export async function selectCaptureSettings(db: Executor, merchantNo: string): Promise<CaptureSettingsRow | null> {
  const [row] = await db.select().from(captureSettings).where(eq(captureSettings.merchantNo, merchantNo));
  return row ?? null;
}

export async function upsertCaptureSettings(db: Executor, row: typeof captureSettings.$inferInsert): Promise<CaptureSettingsRow> {
  const [saved] = await db
    .insert(captureSettings)
    .values(row)
    .onConflictDoUpdate({
      target: captureSettings.merchantNo,
      set: { mode: row.mode, delayHours: row.delayHours, updatedBy: row.updatedBy, updatedAt: row.updatedAt },
    })
    .returning();
  return saved!;
}

export function selectDelayedMerchants(db: Executor): Promise<CaptureSettingsRow[]> {
  return db.select().from(captureSettings).where(eq(captureSettings.mode, 'delay')).orderBy(asc(captureSettings.merchantNo));
}

/** Authorisations of one merchant created at or before `before` (transactions_merchant_status_idx). */
export async function selectDueAuthorizations(db: Executor, q: { merchantNo: string; before: Date; limit: number }): Promise<string[]> {
  const rows = await db
    .select({ transactionId: transactions.transactionId })
    .from(transactions)
    .where(
      and(
        eq(transactions.merchantNo, q.merchantNo),
        eq(transactions.status, 'authorized'),
        eq(transactions.type, 'authorization'),
        lte(transactions.createdAt, q.before),
      ),
    )
    .orderBy(asc(transactions.createdAt))
    .limit(q.limit);
  return rows.map((r) => r.transactionId);
}
