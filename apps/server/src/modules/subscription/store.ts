import { and, asc, count, desc, eq, getTableColumns, gt, gte, ilike, inArray, isNotNull, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { FrequencyUnit } from '@crossbill/contracts/subscription';
import type { Executor, Tx } from '../../platform/db/client.ts';
import { descIndexed } from '../../platform/db/order.ts';
import { cardTokens } from '../payment/schema.ts';
import { subscriptionChanges, subscriptionCycles, subscriptionSettings, subscriptionUpcomingMails, subscriptions } from './schema.ts';
import { acrossScope, byteOrderDesc, firstDistinct, idTerm, startsWith, type SearchRow, type SearchTerms } from '../../platform/db/prefix-search.ts';

/** SQL of subscriptions, their cycles, changes and settings. Every read of merchant rows takes the scope. */
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type NewSubscription = typeof subscriptions.$inferInsert;
export type CycleRow = typeof subscriptionCycles.$inferSelect;
export type NewCycle = typeof subscriptionCycles.$inferInsert;
export type ChangeRow = typeof subscriptionChanges.$inferSelect;
export type SettingsRow = typeof subscriptionSettings.$inferSelect;

/** The new row, or null when the merchant already has the contract number. */
export async function insertSubscription(tx: Tx, row: NewSubscription): Promise<SubscriptionRow | null> {
  const [r] = await tx.insert(subscriptions).values(row).onConflictDoNothing().returning();
  return r ?? null;
}

export async function selectSubscription(db: Executor, q: { scope: string[]; subscriptionId: string; lock?: boolean }): Promise<SubscriptionRow | null> {
  const base = db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.subscriptionId, q.subscriptionId), inArray(subscriptions.merchantNo, q.scope)));
  const [r] = q.lock ? await base.for('update') : await base;
  return r ?? null;
}

export async function contractTaken(db: Executor, q: { merchantNo: string; contractNumber: string }): Promise<boolean> {
  const [r] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.merchantNo, q.merchantNo), eq(subscriptions.contractNumber, q.contractNumber)));
  return r !== undefined;
}

export async function updateSubscription(tx: Tx, id: number, patch: Partial<NewSubscription>): Promise<SubscriptionRow> {
  const [r] = await tx
    .update(subscriptions)
    .set({ ...patch, version: sql`${subscriptions.version} + 1` })
    .where(eq(subscriptions.id, id))
    .returning();
  return r!;
}

/**
 * The next subscription with something due at `now`, locked; one another worker holds is skipped
 * (FOR UPDATE SKIP LOCKED), so racing workers share the due rows instead of queueing on one.
 */
export async function lockNextDue(tx: Tx, now: Date, scope?: string[]): Promise<SubscriptionRow | null> {
  const [r] = await tx
    .select()
    .from(subscriptions)
    .where(and(lte(subscriptions.dueAt, now), inArray(subscriptions.status, [0, 1]), scope ? inArray(subscriptions.merchantNo, scope) : undefined))
    .orderBy(asc(subscriptions.dueAt))
    .limit(1)
    .for('update', { skipLocked: true });
  return r ?? null;
}

/** The cycle row, or null when (subscription, plan, cycle) is already there: billed by someone else. */
export async function insertCycle(tx: Tx, row: NewCycle): Promise<CycleRow | null> {
  const [r] = await tx.insert(subscriptionCycles).values(row).onConflictDoNothing().returning();
  return r ?? null;
}

export async function updateCycle(tx: Tx, id: number, patch: Partial<NewCycle>): Promise<CycleRow> {
  const [r] = await tx.update(subscriptionCycles).set(patch).where(eq(subscriptionCycles.id, id)).returning();
  return r!;
}

export async function selectCycle(db: Executor, q: { subscriptionId: string; planNo: number; cycleNo: number }): Promise<CycleRow | null> {
  const [r] = await db
    .select()
    .from(subscriptionCycles)
    .where(and(eq(subscriptionCycles.subscriptionId, q.subscriptionId), eq(subscriptionCycles.planNo, q.planNo), eq(subscriptionCycles.cycleNo, q.cycleNo)));
  return r ?? null;
}

export function selectCycles(db: Executor, q: { merchantNo: string; subscriptionId: string }): Promise<CycleRow[]> {
  return db
    .select()
    .from(subscriptionCycles)
    .where(and(eq(subscriptionCycles.subscriptionId, q.subscriptionId), eq(subscriptionCycles.merchantNo, q.merchantNo)))
    .orderBy(asc(subscriptionCycles.planNo), asc(subscriptionCycles.cycleNo));
}

/** The last cycle that was paid with a transaction (what a credit is refunded against). */
export async function selectLastPaid(db: Executor, subscriptionId: string): Promise<CycleRow | null> {
  const [r] = await db
    .select()
    .from(subscriptionCycles)
    .where(
      and(eq(subscriptionCycles.subscriptionId, subscriptionId), eq(subscriptionCycles.outcome, 'paid'), sql`${subscriptionCycles.transactionId} is not null`),
    )
    .orderBy(desc(subscriptionCycles.id))
    .limit(1);
  return r ?? null;
}

export async function insertChange(tx: Tx, row: typeof subscriptionChanges.$inferInsert): Promise<ChangeRow> {
  const [r] = await tx.insert(subscriptionChanges).values(row).returning();
  return r!;
}

export function selectChanges(db: Executor, q: { merchantNo: string; subscriptionId: string }): Promise<ChangeRow[]> {
  return db
    .select()
    .from(subscriptionChanges)
    .where(and(eq(subscriptionChanges.subscriptionId, q.subscriptionId), eq(subscriptionChanges.merchantNo, q.merchantNo)))
    .orderBy(asc(subscriptionChanges.id));
}

export async function selectSettings(db: Executor, merchantNo: string): Promise<SettingsRow | null> {
  const [r] = await db.select().from(subscriptionSettings).where(eq(subscriptionSettings.merchantNo, merchantNo));
  return r ?? null;
}

export async function upsertSettings(db: Executor, row: SettingsRow): Promise<SettingsRow> {
  const { merchantNo: _key, ...rest } = row;
  const [r] = await db.insert(subscriptionSettings).values(row).onConflictDoUpdate({ target: subscriptionSettings.merchantNo, set: rest }).returning();
  return r!;
}

export interface SubscriptionFilter {
  scope: string[];
  status?: number;
  collectionMethod?: number;
  /** customer ID, name or e-mail (contains, any case) */
  customer?: string;
  productName?: string;
  contractNumber?: string;
  currency?: string;
  nextFrom?: Date;
  nextTo?: Date;
}

const like = (v: string) => `%${v.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function where(f: SubscriptionFilter): SQL {
  const c: SQL[] = [inArray(subscriptions.merchantNo, f.scope)];
  if (f.status !== undefined) c.push(eq(subscriptions.status, f.status));
  if (f.collectionMethod !== undefined) c.push(eq(subscriptions.collectionMethod, f.collectionMethod));
  if (f.customer)
    c.push(
      or(ilike(subscriptions.customerName, like(f.customer)), ilike(subscriptions.customerEmail, like(f.customer)), eq(subscriptions.customerId, f.customer))!,
    );
  if (f.productName) c.push(ilike(subscriptions.productName, like(f.productName)));
  if (f.contractNumber) c.push(eq(subscriptions.contractNumber, f.contractNumber));
  if (f.currency) c.push(eq(subscriptions.currency, f.currency));
  if (f.nextFrom) c.push(gte(subscriptions.nextBillingAt, f.nextFrom));
  if (f.nextTo) c.push(lt(subscriptions.nextBillingAt, f.nextTo));
  return and(...c)!;
}

/** A page, newest first, and the count (read from the pool, never inside a transaction). */
export async function selectPage(db: Executor, f: SubscriptionFilter & { limit: number; offset: number }): Promise<{ rows: SubscriptionRow[]; total: number }> {
  const w = where(f);
  const [rows, [total]] = await Promise.all([
    db.select().from(subscriptions).where(w).orderBy(descIndexed(subscriptions.createdAt), descIndexed(subscriptions.id)).limit(f.limit).offset(f.offset),
    db.select({ n: count() }).from(subscriptions).where(w),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** The active subscriptions' cycle amounts (price × quantity) by currency and frequency: the monthly recurring revenue's terms. */
export async function activeAmounts(
  db: Executor,
  scope: string[],
): Promise<Array<{ currency: string; unit: FrequencyUnit; count: number; amount: bigint; n: number }>> {
  const rows = await db
    .select({
      currency: subscriptions.currency,
      unit: subscriptions.frequencyUnit,
      count: subscriptions.frequencyCount,
      amount: sql<string>`sum(${subscriptions.price} * ${subscriptions.quantity})::text`,
      n: count(),
    })
    .from(subscriptions)
    .where(and(inArray(subscriptions.merchantNo, scope), eq(subscriptions.status, 1)))
    .groupBy(subscriptions.currency, subscriptions.frequencyUnit, subscriptions.frequencyCount);
  return rows.map((r) => ({ ...r, amount: BigInt(r.amount) }));
}

/** Churned in (from, to] (left unpaid: it stays so when cancelled later; else cancelled), and active at `from` (activated, not ended or churned by then). */
export async function churnCounts(db: Executor, scope: string[], from: Date, to: Date): Promise<{ cancelled: number; unpaid: number; activeAtStart: number }> {
  const s = subscriptions;
  const [churned] = await db
    .select({ unpaid: sql<number>`count(*) filter (where ${s.dunning} = 'unpaid')::int`, all: count() })
    .from(s)
    .where(and(inArray(s.merchantNo, scope), gt(s.churnedAt, from), lte(s.churnedAt, to)));
  const [start] = await db
    .select({ n: count() })
    .from(s)
    .where(
      and(inArray(s.merchantNo, scope), lte(s.activatedAt, from), or(isNull(s.churnedAt), gt(s.churnedAt, from)), or(isNull(s.endedAt), gt(s.endedAt, from))),
    );
  return { cancelled: churned!.all - churned!.unpaid, unpaid: churned!.unpaid, activeAtStart: start!.n };
}

export type SubscriptionExportRow = SubscriptionRow & { cardBin: string | null; cardLast4: string | null };

/** The filtered subscriptions after a key (newest first, as the list), with their card's BIN and last four: the export's pages. */
export async function selectExportAfter(
  db: Executor,
  f: SubscriptionFilter & { after: { createdAt: Date; id: number } | null; limit: number },
): Promise<SubscriptionExportRow[]> {
  const c = [where(f)];
  if (f.after) c.push(sql`(${subscriptions.createdAt}, ${subscriptions.id}) < (${f.after.createdAt}, ${f.after.id})`);
  const rows = await db
    .select({ s: subscriptions, cardBin: cardTokens.cardBin, cardLast4: cardTokens.cardLast4 })
    .from(subscriptions)
    // the token is the merchant's own row: the join cannot reach across merchants
    .leftJoin(cardTokens, and(eq(cardTokens.tokenId, subscriptions.tokenId), eq(cardTokens.merchantNo, subscriptions.merchantNo)))
    .where(and(...c))
    .orderBy(descIndexed(subscriptions.createdAt), descIndexed(subscriptions.id))
    .limit(f.limit);
  return rows.map((r) => ({ ...r.s, cardBin: r.cardBin, cardLast4: r.cardLast4 }));
}

export type UpcomingKey = { subscriptionId: string; planNo: number; cycleNo: number };

/**
 * Automatic subscriptions with a card whose next charge (no retry pending, no end before it) falls
 * within its unit's lead from now (`leads`: units by lead), whose merchant wants the mail and whose
 * cycle has none yet: read through subscriptions_upcoming_idx.
 */
export function selectUpcoming(
  db: Executor,
  q: { now: Date; leads: Array<{ units: FrequencyUnit[]; until: Date }>; emailDefault: boolean; scope?: string[]; limit: number },
): Promise<SubscriptionRow[]> {
  const s = subscriptions;
  const latest = new Date(Math.max(...q.leads.map((l) => l.until.getTime())));
  return db
    .select(getTableColumns(s))
    .from(s)
    .leftJoin(subscriptionSettings, eq(subscriptionSettings.merchantNo, s.merchantNo))
    .where(
      and(
        inArray(s.status, [0, 1]),
        eq(s.collectionMethod, 1),
        isNotNull(s.tokenId),
        gt(s.nextBillingAt, q.now),
        lte(s.nextBillingAt, latest),
        or(...q.leads.map((l) => and(inArray(s.frequencyUnit, l.units), lte(s.nextBillingAt, l.until)))),
        eq(s.dunning, 'none'),
        or(isNull(s.cancelAt), gt(s.cancelAt, s.nextBillingAt)),
        or(isNull(s.expireAt), gt(s.expireAt, s.nextBillingAt)),
        sql`coalesce(${subscriptionSettings.emailUpcoming}, ${q.emailDefault})`,
        q.scope ? inArray(s.merchantNo, q.scope) : undefined,
        sql`not exists (select 1 from ${subscriptionUpcomingMails} u where u.subscription_id = ${s.subscriptionId} and u.plan_no = ${s.planNo} and u.cycle_no = ${s.currentCycle} + 1)`,
      ),
    )
    .orderBy(asc(s.nextBillingAt))
    .limit(q.limit);
}

/** Claim the mails of these cycles: the keys this call inserted (another worker's, or a rerun's, conflict and are left out). */
export async function claimUpcoming(tx: Tx, rows: Array<typeof subscriptionUpcomingMails.$inferInsert>): Promise<UpcomingKey[]> {
  if (rows.length === 0) return [];
  return tx.insert(subscriptionUpcomingMails).values(rows).onConflictDoNothing().returning({
    subscriptionId: subscriptionUpcomingMails.subscriptionId,
    planNo: subscriptionUpcomingMails.planNo,
    cycleNo: subscriptionUpcomingMails.cycleNo,
  });
}

/** Global search (modules/search): subscriptions by id prefix, or by the merchant's exact contract number; index ranges per merchant. */
export async function searchSubscriptions(db: Executor, q: SearchTerms): Promise<SearchRow[]> {
  const s = subscriptions;
  const id = idTerm(q.text);
  const cols = (matched: string) =>
    sql`${s.subscriptionId} as key, ${s.subscriptionId} as title, ${s.price}::text as amount, ${s.currency} as currency, ${s.productName} as extra, ${s.merchantNo} as merchant_no, ${matched}::text as matched`;
  const lists = await Promise.all([
    id
      ? acrossScope<SearchRow>(
          db,
          q.scope,
          q.limit,
          (m) =>
            sql`select ${cols('id')} from ${s} where ${s.merchantNo} = ${m} and ${startsWith(sql`${s.subscriptionId}`, id)} order by ${byteOrderDesc(sql`${s.subscriptionId}`)} limit ${q.limit}`,
        )
      : [],
    acrossScope<SearchRow>(
      db,
      q.scope,
      q.limit,
      (m) => sql`select ${cols('contractNumber')} from ${s} where ${s.merchantNo} = ${m} and ${s.contractNumber} = ${q.text} limit 1`,
    ),
  ]);
  return firstDistinct(lists, q.limit);
}
