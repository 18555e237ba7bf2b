import { and, asc, count, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { CaseOutcome, CaseStage } from '@crossbill/contracts/dispute-case';
import type { Executor } from '../../platform/db/client.ts';
import { descIndexed } from '../../platform/db/order.ts';
import { transactions } from '../payment/schema.ts';
import { chargebackEvents, chargebackInquiries, chargebacks, disputeCases, rebuttalDocuments, rebuttals } from './schema.ts';
import type { ChargebackRow, DocumentRow, EventRow, RebuttalRow } from './store.ts';

/**
 * SQL of the dispute case file. A case is a payment with an inquiry or a chargeback. The list reads
 * dispute_cases (one row per case, schema.ts): a page off its (merchant, last activity) indexes, then
 * the page's payments; the total off the same indexes. refreshCase (case-index-store.ts) recomputes
 * a payment's row from its inquiries and chargebacks in the caller's transaction; the stores call it
 * on every write of either, so the row always says what grouping them would.
 */
export interface CaseFilter {
  scope: string[];
  transactionId?: string;
  stage?: CaseStage;
  outcome?: CaseOutcome;
  from?: Date;
  to?: Date;
}

export type CaseIndexRow = typeof disputeCases.$inferSelect;
export interface CaseRow extends CaseIndexRow {
  merchantOrderId: string;
  paymentMethod: string;
  cardBin: string | null;
  cardLast4: string | null;
  paymentAmount: bigint;
  currency: string;
}

function where(f: CaseFilter): SQL {
  const c: SQL[] = [inArray(disputeCases.merchantNo, f.scope)];
  if (f.transactionId) c.push(eq(disputeCases.transactionId, f.transactionId));
  if (f.stage) c.push(eq(disputeCases.stage, f.stage));
  if (f.outcome) c.push(eq(disputeCases.outcome, f.outcome));
  if (f.from) c.push(gte(disputeCases.openedAt, f.from));
  if (f.to) c.push(lt(disputeCases.openedAt, f.to));
  return and(...c)!;
}

/** The case rows with their payment's columns (every case has its payment: both kinds are raised on one of their merchant). */
const withPayment = (db: Executor) =>
  db
    .select({
      c: disputeCases,
      merchantOrderId: transactions.merchantOrderId,
      paymentMethod: transactions.paymentMethod,
      cardBin: transactions.cardBin,
      cardLast4: transactions.cardLast4,
      paymentAmount: transactions.amount,
      currency: transactions.currency,
    })
    .from(disputeCases)
    .innerJoin(transactions, and(eq(transactions.transactionId, disputeCases.transactionId), eq(transactions.merchantNo, disputeCases.merchantNo)));

const toRow = ({ c, ...p }: Awaited<ReturnType<ReturnType<typeof withPayment>['execute']>>[number]): CaseRow => ({ ...c, ...p });

/** A page of cases, latest activity first, with the filter's total. */
export async function selectCasePage(db: Executor, f: CaseFilter & { limit: number; offset: number }): Promise<{ rows: CaseRow[]; total: number }> {
  const [rows, [n]] = await Promise.all([
    withPayment(db).where(where(f)).orderBy(descIndexed(disputeCases.lastActivityAt), descIndexed(disputeCases.transactionId)).limit(f.limit).offset(f.offset),
    db.select({ n: count() }).from(disputeCases).where(where(f)),
  ]);
  return { rows: rows.map(toRow), total: Number(n?.n ?? 0) };
}

/** One payment's case (null when the payment has neither an inquiry nor a chargeback in scope). */
export async function selectCase(db: Executor, scope: string[], transactionId: string): Promise<CaseRow | null> {
  const [r] = await withPayment(db).where(where({ scope, transactionId }));
  return r ? toRow(r) : null;
}

export function selectCaseChargebacks(db: Executor, merchantNo: string, transactionId: string): Promise<ChargebackRow[]> {
  return db
    .select()
    .from(chargebacks)
    .where(and(eq(chargebacks.merchantNo, merchantNo), eq(chargebacks.transactionId, transactionId)))
    .orderBy(asc(chargebacks.createdAt), asc(chargebacks.id));
}

export function selectCaseInquiries(db: Executor, merchantNo: string, transactionId: string) {
  return db
    .select()
    .from(chargebackInquiries)
    .where(and(eq(chargebackInquiries.merchantNo, merchantNo), eq(chargebackInquiries.transactionId, transactionId)))
    .orderBy(asc(chargebackInquiries.createdAt), asc(chargebackInquiries.id));
}

/** The events, rebuttals and documents of several chargebacks, one query each. */
export async function selectCaseTrail(
  db: Executor,
  chargebackIds: string[],
): Promise<{ events: EventRow[]; rebuttals: RebuttalRow[]; documents: DocumentRow[] }> {
  if (chargebackIds.length === 0) return { events: [], rebuttals: [], documents: [] };
  const [events, rbs, documents] = await Promise.all([
    db.select().from(chargebackEvents).where(inArray(chargebackEvents.chargebackId, chargebackIds)).orderBy(asc(chargebackEvents.id)),
    db.select().from(rebuttals).where(inArray(rebuttals.chargebackId, chargebackIds)).orderBy(asc(rebuttals.id)),
    db.select().from(rebuttalDocuments).where(inArray(rebuttalDocuments.chargebackId, chargebackIds)).orderBy(asc(rebuttalDocuments.id)),
  ]);
  return { events, rebuttals: rbs, documents };
}

/** A rebuttal document of a chargeback of this payment in scope. */
export async function selectCaseDocument(db: Executor, q: { scope: string[]; transactionId: string; documentId: number }): Promise<DocumentRow | null> {
  const [r] = await db
    .select({ doc: rebuttalDocuments })
    .from(rebuttalDocuments)
    .innerJoin(chargebacks, eq(chargebacks.chargebackId, rebuttalDocuments.chargebackId))
    .where(and(eq(rebuttalDocuments.id, q.documentId), eq(chargebacks.transactionId, q.transactionId), inArray(chargebacks.merchantNo, q.scope)));
  return r?.doc ?? null;
}
