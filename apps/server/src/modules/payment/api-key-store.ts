import { and, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { merchantApiKeys } from './schema.ts';

/** SQL of the merchants' Payment API keys; every read is scoped by merchant. */

export type ApiKeyRow = typeof merchantApiKeys.$inferSelect;
export type NewApiKey = typeof merchantApiKeys.$inferInsert;

const k = merchantApiKeys;

/** Not revoked and not past its expiry at `now`: what verifies a signature. */
const liveAt = (now: Date) => and(isNull(k.revokedAt), or(isNull(k.expiresAt), gt(k.expiresAt, now)));
/** No newer key replaced it by a roll (its name has passed on to the successor). */
const notRolled = sql`not exists (select 1 from ${k} as successor where successor.rolled_from_id = ${k.id})`;

// any fixed number: the first half of the per-merchant lock's key
const KEYS_LOCK = 7_317_010;

/** Serialise changes to one merchant's keys until the transaction ends (the live count and names depend on the clock). */
export async function lockMerchantKeys(tx: Executor, merchantNo: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${KEYS_LOCK}, hashtext(${merchantNo}))`);
}

export async function insertKey(db: Executor, v: NewApiKey): Promise<ApiKeyRow> {
  const [row] = await db.insert(k).values(v).returning();
  return row!;
}

export async function selectKey(db: Executor, q: { merchantNo: string; id: number }): Promise<ApiKeyRow | null> {
  const [row] = await db
    .select()
    .from(k)
    .where(and(eq(k.merchantNo, q.merchantNo), eq(k.id, q.id)));
  return row ?? null;
}

/** The merchant's live keys, newest first (at most API_KEYS_LIVE_MAX by the service's rule). */
export async function selectLiveKeys(db: Executor, q: { merchantNo: string; now: Date }): Promise<ApiKeyRow[]> {
  return db
    .select()
    .from(k)
    .where(and(eq(k.merchantNo, q.merchantNo), liveAt(q.now)))
    .orderBy(desc(k.createdAt), desc(k.id));
}

export async function countLiveKeys(db: Executor, q: { merchantNo: string; now: Date }): Promise<number> {
  const [r] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(k)
    .where(and(eq(k.merchantNo, q.merchantNo), liveAt(q.now)));
  return r?.n ?? 0;
}

/** A live key that no roll replaced already has this name. */
export async function nameInUse(db: Executor, q: { merchantNo: string; name: string; now: Date }): Promise<boolean> {
  const [r] = await db
    .select({ id: k.id })
    .from(k)
    .where(and(eq(k.merchantNo, q.merchantNo), eq(k.name, q.name), liveAt(q.now), notRolled))
    .limit(1);
  return !!r;
}

export async function wasRolled(db: Executor, id: number): Promise<boolean> {
  const [r] = await db.select({ id: k.id }).from(k).where(eq(k.rolledFromId, id)).limit(1);
  return !!r;
}

/** One page of the merchant's keys: live ones first, then newest first. */
export async function selectKeyPage(
  db: Executor,
  q: { merchantNo: string; now: Date; page: number; size: number },
): Promise<{ rows: ApiKeyRow[]; total: number }> {
  const live = sql`(${k.revokedAt} is null and (${k.expiresAt} is null or ${k.expiresAt} > ${q.now}))`;
  const rows = await db
    .select()
    .from(k)
    .where(eq(k.merchantNo, q.merchantNo))
    .orderBy(desc(live), desc(k.createdAt), desc(k.id))
    .limit(q.size)
    .offset((q.page - 1) * q.size);
  const [c] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(k)
    .where(eq(k.merchantNo, q.merchantNo));
  return { rows, total: c?.n ?? 0 };
}

export async function setExpiry(db: Executor, q: { merchantNo: string; id: number; expiresAt: Date }): Promise<ApiKeyRow> {
  const [row] = await db
    .update(k)
    .set({ expiresAt: q.expiresAt })
    .where(and(eq(k.merchantNo, q.merchantNo), eq(k.id, q.id)))
    .returning();
  return row!;
}

export async function setRevoked(db: Executor, q: { merchantNo: string; id: number; by: number | null; now: Date }): Promise<ApiKeyRow> {
  const [row] = await db
    .update(k)
    .set({ revokedAt: q.now, revokedBy: q.by })
    .where(and(eq(k.merchantNo, q.merchantNo), eq(k.id, q.id)))
    .returning();
  return row!;
}

/** Last used, at most once per `step` (a concurrent request that already wrote it makes this a no-op). */
export async function touchKey(db: Executor, q: { id: number; now: Date; step: number }): Promise<void> {
  await db
    .update(k)
    .set({ lastUsedAt: q.now })
    .where(and(eq(k.id, q.id), or(isNull(k.lastUsedAt), lte(k.lastUsedAt, new Date(q.now.getTime() - q.step)))));
}

/** Keys whose prefix is not known yet (migrated from before named keys), a batch at a time. */
export async function selectKeysWithoutPrefix(db: Executor, limit: number): Promise<ApiKeyRow[]> {
  return db.select().from(k).where(isNull(k.prefix)).limit(limit);
}

export async function setPrefix(db: Executor, q: { id: number; prefix: string }): Promise<void> {
  await db.update(k).set({ prefix: q.prefix }).where(eq(k.id, q.id));
}
