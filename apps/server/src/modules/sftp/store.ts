import { and, count, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { SftpDeliveryStatus, SftpReport } from '@crossbill/contracts/sftp';
import { SFTP_MAX_ATTEMPTS } from '@crossbill/contracts/sftp';
import type { Executor } from '../../platform/db/client.ts';
import { sftpDeliveries, sftpDestinations } from './schema.ts';

/** SQL of SFTP destinations and their delivery log. Portal reads take the merchant; the runs' reads are the system's own. */
export type DestinationRow = typeof sftpDestinations.$inferSelect;
export type NewDestination = typeof sftpDestinations.$inferInsert;
export type DeliveryRow = typeof sftpDeliveries.$inferSelect;

export function selectDestinations(db: Executor, merchantNo: string): Promise<DestinationRow[]> {
  return db.select().from(sftpDestinations).where(eq(sftpDestinations.merchantNo, merchantNo)).orderBy(sftpDestinations.id);
}

export async function selectDestination(db: Executor, q: { merchantNo: string; id: number; lock?: boolean }): Promise<DestinationRow | null> {
  const base = db
    .select()
    .from(sftpDestinations)
    .where(and(eq(sftpDestinations.id, q.id), eq(sftpDestinations.merchantNo, q.merchantNo)));
  const [r] = q.lock ? await base.for('update') : await base;
  return r ?? null;
}

export async function countDestinations(db: Executor, merchantNo: string): Promise<number> {
  const [r] = await db.select({ n: count() }).from(sftpDestinations).where(eq(sftpDestinations.merchantNo, merchantNo));
  return r!.n;
}

export async function insertDestination(db: Executor, row: NewDestination): Promise<DestinationRow> {
  const [r] = await db.insert(sftpDestinations).values(row).returning();
  return r!;
}

export async function updateDestination(db: Executor, q: { merchantNo: string; id: number }, patch: Partial<NewDestination>): Promise<DestinationRow> {
  const [r] = await db
    .update(sftpDestinations)
    .set(patch)
    .where(and(eq(sftpDestinations.id, q.id), eq(sftpDestinations.merchantNo, q.merchantNo)))
    .returning();
  return r!;
}

/** Every enrolled destination (the daily run's list). */
export function selectEnrolled(db: Executor): Promise<DestinationRow[]> {
  return db.select().from(sftpDestinations).where(eq(sftpDestinations.state, 'enrolled'));
}

/** A day's files of a destination; a file already logged is left as it is (the unique key). */
export async function insertDue(
  db: Executor,
  rows: Array<{ merchantNo: string; destinationId: number; report: SftpReport; businessDate: string; fileName: string }>,
  now: Date,
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(sftpDeliveries)
    .values(rows.map((r) => ({ ...r, status: 'pending' as const, createdAt: now })))
    .onConflictDoNothing();
}

/**
 * Claim due files: pending ones, failed ones with attempts left, and `sending` ones whose worker
 * stopped (older than `staleBefore`). A failed file waits until `retryBefore`, so one run tries it once. One UPDATE over rows locked with SKIP LOCKED, so two runs at
 * once share the files and none is sent by both.
 */
export async function claimDue(db: Executor, q: { now: Date; retryBefore: Date; staleBefore: Date; limit: number; id?: number }): Promise<DeliveryRow[]> {
  const due = or(
    eq(sftpDeliveries.status, 'pending'),
    and(eq(sftpDeliveries.status, 'failed'), lt(sftpDeliveries.attempts, SFTP_MAX_ATTEMPTS), lt(sftpDeliveries.lastAttemptAt, q.retryBefore)),
    and(eq(sftpDeliveries.status, 'sending'), lt(sftpDeliveries.lastAttemptAt, q.staleBefore)),
  );
  const picked = db
    .select({ id: sftpDeliveries.id })
    .from(sftpDeliveries)
    .where(q.id === undefined ? due : and(due, eq(sftpDeliveries.id, q.id)))
    .orderBy(sftpDeliveries.id)
    .limit(q.limit)
    .for('update', { skipLocked: true });
  return db
    .update(sftpDeliveries)
    .set({ status: 'sending', attempts: sql`${sftpDeliveries.attempts} + 1`, lastAttemptAt: q.now })
    .where(inArray(sftpDeliveries.id, picked))
    .returning();
}

export async function finishDelivery(
  db: Executor,
  id: number,
  r: { status: Extract<SftpDeliveryStatus, 'delivered' | 'failed'>; bytes?: number; rows?: number; durationMs: number; error?: string | null; at: Date },
): Promise<void> {
  await db
    .update(sftpDeliveries)
    .set({
      status: r.status,
      bytes: r.bytes ?? null,
      rows: r.rows ?? null,
      durationMs: r.durationMs,
      error: r.error ?? null,
      deliveredAt: r.status === 'delivered' ? r.at : sql`${sftpDeliveries.deliveredAt}`,
    })
    .where(and(eq(sftpDeliveries.id, id), eq(sftpDeliveries.status, 'sending')));
}

export async function countSending(db: Executor, destinationId: number): Promise<number> {
  const [r] = await db
    .select({ n: count() })
    .from(sftpDeliveries)
    .where(and(eq(sftpDeliveries.destinationId, destinationId), eq(sftpDeliveries.status, 'sending')));
  return r!.n;
}

export interface DeliveryFilter {
  merchantNo: string;
  destinationId?: number;
  status?: SftpDeliveryStatus;
}

const deliveryWhere = (f: DeliveryFilter) =>
  and(
    eq(sftpDeliveries.merchantNo, f.merchantNo),
    f.destinationId === undefined ? undefined : eq(sftpDeliveries.destinationId, f.destinationId),
    f.status === undefined ? undefined : eq(sftpDeliveries.status, f.status),
  );

export async function selectDeliveries(db: Executor, f: DeliveryFilter & { limit: number; offset: number }) {
  const where = deliveryWhere(f);
  const [rows, [total]] = await Promise.all([
    db
      .select({ d: sftpDeliveries, host: sftpDestinations.host })
      .from(sftpDeliveries)
      .innerJoin(sftpDestinations, eq(sftpDestinations.id, sftpDeliveries.destinationId))
      .where(where)
      .orderBy(desc(sftpDeliveries.businessDate), desc(sftpDeliveries.id))
      .limit(f.limit)
      .offset(f.offset),
    db.select({ n: count() }).from(sftpDeliveries).where(where),
  ]);
  return { rows: rows.map((r) => ({ ...r.d, host: r.host })), total: total!.n };
}

export async function selectDelivery(db: Executor, q: { merchantNo: string; id: number; lock?: boolean }) {
  const base = db
    .select({ d: sftpDeliveries, host: sftpDestinations.host })
    .from(sftpDeliveries)
    .innerJoin(sftpDestinations, eq(sftpDestinations.id, sftpDeliveries.destinationId))
    .where(and(eq(sftpDeliveries.id, q.id), eq(sftpDeliveries.merchantNo, q.merchantNo)));
  const [r] = q.lock ? await base.for('update', { of: sftpDeliveries }) : await base;
  return r ? { ...r.d, host: r.host } : null;
}

/** Arm a file for the next run again (a resend): pending with its attempts counted afresh. */
export async function rearmDelivery(db: Executor, id: number): Promise<void> {
  await db.update(sftpDeliveries).set({ status: 'pending', attempts: 0, error: null }).where(eq(sftpDeliveries.id, id));
}
