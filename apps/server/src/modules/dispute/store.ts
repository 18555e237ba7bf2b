import { and, notExists, asc, count, eq, gte, inArray, isNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import * as payment from '../payment/service.ts';
import { descIndexed } from '../../platform/db/order.ts';
import { users } from '../identity/schema.ts';
import { transactions } from '../payment/schema.ts';
import { refreshCase } from './case-index-store.ts';
import { rollChargeback } from './rate-rollup.ts';
import { chargebackEvents, chargebacks, rebuttalDocuments, rebuttals } from './schema.ts';
import { searchByIdOrTransaction, type SearchRow, type SearchTerms } from '../../platform/db/prefix-search.ts';

export type ChargebackRow = typeof chargebacks.$inferSelect;
export type NewChargeback = typeof chargebacks.$inferInsert;
export type RebuttalRow = typeof rebuttals.$inferSelect;
export type DocumentRow = typeof rebuttalDocuments.$inferSelect;
export type EventRow = typeof chargebackEvents.$inferSelect;

export interface ChargebackFilter {
  scope: string[];
  statuses?: string[];
  closed?: boolean;
  category?: string;
  scheme?: string;
  from?: Date;
  to?: Date;
  chargebackId?: string;
  transactionId?: string;
  arn?: string;
  currency?: string;
  /** open cases due at or before this instant */
  dueBefore?: Date;
  /** decided at or after this instant */
  decidedFrom?: Date;
}

function where(f: ChargebackFilter): SQL {
  const c: SQL[] = [inArray(chargebacks.merchantNo, f.scope)];
  if (f.statuses) c.push(inArray(chargebacks.status, f.statuses as never[]));
  if (f.closed !== undefined) c.push(eq(chargebacks.closed, f.closed));
  if (f.category) c.push(eq(chargebacks.category, f.category as never));
  if (f.scheme) c.push(eq(chargebacks.scheme, f.scheme as never));
  if (f.from) c.push(gte(chargebacks.createdAt, f.from));
  if (f.to) c.push(lt(chargebacks.createdAt, f.to));
  // the chargeback ID is unique: its index finds the one row, the merchant scope still applies
  if (f.chargebackId) c.push(eq(chargebacks.chargebackId, f.chargebackId));
  if (f.transactionId) c.push(eq(chargebacks.transactionId, f.transactionId));
  if (f.arn) c.push(eq(chargebacks.arn, f.arn));
  if (f.currency) c.push(eq(chargebacks.currency, f.currency));
  if (f.dueBefore) c.push(lte(chargebacks.dueAt, f.dueBefore));
  if (f.decidedFrom) c.push(gte(chargebacks.decidedAt, f.decidedFrom));
  return and(...c)!;
}

/** A new chargeback; its caller calls chargebackWritten once its money is booked. */
export async function insertChargeback(db: Executor, row: NewChargeback): Promise<ChargebackRow> {
  const [r] = await db.insert(chargebacks).values(row).returning();
  return r!;
}

/**
 * What every chargeback write keeps current in its transaction (before: null for an arrival): the
 * monthly rollup cell and the payment's dispute case row. Written after the ledger's postings: every
 * transaction takes the ledger's rows, then the rollup's, then the case's, so two of them never wait
 * on each other crosswise.
 */
export async function chargebackWritten(db: Executor, before: ChargebackRow | null, after: ChargebackRow): Promise<void> {
  await rollChargeback(db, before, after);
  await refreshCase(db, after.merchantNo, after.transactionId);
}

/** Update a chargeback (locked by the caller), its rollup cell and its case, in the caller's transaction (after its ledger postings). */
export async function updateChargeback(db: Executor, id: number, patch: Partial<NewChargeback>): Promise<ChargebackRow> {
  const moves = 'status' in patch || 'closed' in patch || 'amount' in patch;
  const [before] = moves ? await db.select().from(chargebacks).where(eq(chargebacks.id, id)) : [];
  const [r] = await db.update(chargebacks).set(patch).where(eq(chargebacks.id, id)).returning();
  await chargebackWritten(db, before ?? r!, r!);
  return r!;
}

/** One chargeback in scope (null scope: the provider's side); locked for update when `lock`. */
export async function selectChargeback(db: Executor, q: { chargebackId: string; scope: string[] | null; lock?: boolean }): Promise<ChargebackRow | null> {
  const c = [eq(chargebacks.chargebackId, q.chargebackId)];
  if (q.scope) c.push(inArray(chargebacks.merchantNo, q.scope));
  const base = db
    .select()
    .from(chargebacks)
    .where(and(...c));
  const [r] = q.lock ? await base.for('update') : await base;
  return r ?? null;
}

export function selectPage(db: Executor, f: ChargebackFilter & { limit: number; offset: number }): Promise<ChargebackRow[]> {
  return db.select().from(chargebacks).where(where(f)).orderBy(descIndexed(chargebacks.createdAt), descIndexed(chargebacks.id)).limit(f.limit).offset(f.offset);
}

/** The export's pages: the list's order, after the last row written (keyset, never OFFSET). */
export function selectAfter(db: Executor, f: ChargebackFilter & { after: { createdAt: Date; id: number } | null; limit: number }): Promise<ChargebackRow[]> {
  const c = [where(f)];
  if (f.after) c.push(sql`(${chargebacks.createdAt}, ${chargebacks.id}) < (${f.after.createdAt}, ${f.after.id})`);
  return db
    .select()
    .from(chargebacks)
    .where(and(...c))
    .orderBy(descIndexed(chargebacks.createdAt), descIndexed(chargebacks.id))
    .limit(f.limit);
}

export async function countRows(db: Executor, f: ChargebackFilter): Promise<number> {
  const [r] = await db.select({ n: count() }).from(chargebacks).where(where(f));
  return Number(r?.n ?? 0);
}

/** The provider's list (ops): newest first, every merchant, optionally one status. */
export function selectRecent(db: Executor, q: { status?: string; limit: number }): Promise<ChargebackRow[]> {
  return db
    .select()
    .from(chargebacks)
    .where(q.status ? eq(chargebacks.status, q.status as never) : undefined)
    .orderBy(descIndexed(chargebacks.createdAt), descIndexed(chargebacks.id))
    .limit(q.limit);
}

/** Open cases whose due date has passed (new: expire; lost in round 1: the second-rebuttal window closed). */
export function selectOverdue(db: Executor, now: Date, limit: number): Promise<Pick<ChargebackRow, 'chargebackId'>[]> {
  return db
    .select({ chargebackId: chargebacks.chargebackId })
    .from(chargebacks)
    .where(and(eq(chargebacks.closed, false), lt(chargebacks.dueAt, now), inArray(chargebacks.status, ['new', 'lost'])))
    .orderBy(asc(chargebacks.dueAt))
    .limit(limit);
}

/** Open cases due before `before` whose reminder has not gone out (a new due date clears reminded_at). */
export function selectToRemind(db: Executor, q: { now: Date; before: Date; limit: number }): Promise<ChargebackRow[]> {
  return db
    .select()
    .from(chargebacks)
    .where(
      and(
        eq(chargebacks.closed, false),
        inArray(chargebacks.status, ['new', 'lost']),
        gte(chargebacks.dueAt, q.now),
        lte(chargebacks.dueAt, q.before),
        isNull(chargebacks.remindedAt),
      ),
    )
    .orderBy(asc(chargebacks.dueAt))
    .limit(q.limit);
}

/** Submitted rebuttals whose submission is older than `submittedBefore` (the sandbox issuer decides them). */
export function selectSubmittedBefore(db: Executor, q: { submittedBefore: Date; limit: number }): Promise<Pick<ChargebackRow, 'chargebackId'>[]> {
  return db
    .select({ chargebackId: chargebacks.chargebackId })
    .from(chargebacks)
    .innerJoin(rebuttals, and(eq(rebuttals.chargebackId, chargebacks.chargebackId), eq(rebuttals.round, chargebacks.round)))
    .where(and(eq(chargebacks.status, 'rebuttal_submitted'), lte(rebuttals.submittedAt, q.submittedBefore)))
    .orderBy(asc(rebuttals.submittedAt))
    .limit(q.limit);
}

// ---- timeline ----

export async function insertEvent(db: Executor, row: typeof chargebackEvents.$inferInsert): Promise<void> {
  await db.insert(chargebackEvents).values(row);
}

export function selectEvents(db: Executor, chargebackId: string): Promise<EventRow[]> {
  return db.select().from(chargebackEvents).where(eq(chargebackEvents.chargebackId, chargebackId)).orderBy(asc(chargebackEvents.id));
}

// ---- rebuttals and their documents ----

export async function selectRebuttal(db: Executor, q: { chargebackId: string; round: number }): Promise<RebuttalRow | null> {
  const [r] = await db
    .select()
    .from(rebuttals)
    .where(and(eq(rebuttals.chargebackId, q.chargebackId), eq(rebuttals.round, q.round)));
  return r ?? null;
}

export function selectRebuttals(db: Executor, chargebackId: string): Promise<RebuttalRow[]> {
  return db.select().from(rebuttals).where(eq(rebuttals.chargebackId, chargebackId)).orderBy(asc(rebuttals.round));
}

export async function insertRebuttal(db: Executor, row: typeof rebuttals.$inferInsert): Promise<RebuttalRow> {
  const [r] = await db.insert(rebuttals).values(row).returning();
  return r!;
}

export async function updateRebuttal(db: Executor, id: number, patch: Partial<typeof rebuttals.$inferInsert>): Promise<RebuttalRow> {
  const [r] = await db.update(rebuttals).set(patch).where(eq(rebuttals.id, id)).returning();
  return r!;
}

export function selectDocuments(db: Executor, chargebackId: string): Promise<DocumentRow[]> {
  return db.select().from(rebuttalDocuments).where(eq(rebuttalDocuments.chargebackId, chargebackId)).orderBy(asc(rebuttalDocuments.id));
}

export async function insertDocuments(db: Executor, rows: (typeof rebuttalDocuments.$inferInsert)[]): Promise<DocumentRow[]> {
  if (rows.length === 0) return [];
  return db.insert(rebuttalDocuments).values(rows).returning();
}

/** Sandbox: captured payments of the chargeback test cards, captured before `capturedBefore`, without a chargeback yet. */
export const selectTestCardPayments = (db: Executor, q: { cards: Array<{ bin: string; last4: string }>; capturedBefore: Date; limit: number }) =>
  payment.testCardPayments(db, {
    ...q,
    unraised: [
      // a fully refunded one has nothing left to dispute: never picked again
      payment.STILL_DISPUTABLE,
      notExists(
        db
          .select({ id: chargebacks.id })
          .from(chargebacks)
          .where(and(eq(chargebacks.merchantNo, transactions.merchantNo), eq(chargebacks.transactionId, transactions.transactionId))),
      ),
    ],
  });

/** Claim the new-chargeback mail of a row (committed before it goes): null when already claimed. */
export async function claimNotification(db: Executor, id: number, now: Date): Promise<ChargebackRow | null> {
  const [r] = await db
    .update(chargebacks)
    .set({ notifiedAt: now })
    .where(and(eq(chargebacks.id, id), isNull(chargebacks.notifiedAt)))
    .returning();
  return r ?? null;
}

export async function claimReminder(db: Executor, id: number, now: Date): Promise<ChargebackRow | null> {
  const [r] = await db
    .update(chargebacks)
    .set({ remindedAt: now })
    .where(and(eq(chargebacks.id, id), isNull(chargebacks.remindedAt)))
    .returning();
  return r ?? null;
}

export function selectUnnotified(db: Executor, limit: number): Promise<ChargebackRow[]> {
  return db.select().from(chargebacks).where(isNull(chargebacks.notifiedAt)).orderBy(asc(chargebacks.createdAt)).limit(limit);
}

/** Names of the operators who acted on a chargeback (timeline), by user id. */
export async function userNames(db: Executor, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Global search (modules/search): chargebacks by chargeback id prefix, or those of a transaction id; index ranges per merchant. */
export function searchChargebacks(db: Executor, q: SearchTerms): Promise<SearchRow[]> {
  const t = chargebacks;
  return searchByIdOrTransaction(db, q, {
    table: t,
    merchantNo: t.merchantNo,
    id: t.chargebackId,
    transactionId: t.transactionId,
    amount: t.amount,
    currency: t.currency,
  });
}
