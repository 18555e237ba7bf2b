import { and, count, eq, gt, gte, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { BlacklistAttribute } from '@crossbill/contracts/blacklist';
import type { Executor } from '../../platform/db/client.ts';
import { descIndexed } from '../../platform/db/order.ts';
import { blacklistChecks, blacklistHits, blacklistItems, blacklists } from './schema.ts';

/** SQL of blacklists, their items, hits and check counters. Every read takes the merchant scope. */
export type ListRow = typeof blacklists.$inferSelect;
export type ItemRow = typeof blacklistItems.$inferSelect;
export type NewItem = typeof blacklistItems.$inferInsert;
export type HitRow = typeof blacklistHits.$inferSelect;

export async function insertList(db: Executor, row: typeof blacklists.$inferInsert): Promise<ListRow | null> {
  const [r] = await db.insert(blacklists).values(row).onConflictDoNothing().returning();
  return r ?? null;
}

export async function updateList(db: Executor, id: number, patch: Partial<typeof blacklists.$inferInsert>): Promise<ListRow> {
  const [r] = await db.update(blacklists).set(patch).where(eq(blacklists.id, id)).returning();
  return r!;
}

export async function selectList(db: Executor, scope: string[], id: number, lock = false): Promise<ListRow | null> {
  const q = db
    .select()
    .from(blacklists)
    .where(and(eq(blacklists.id, id), inArray(blacklists.merchantNo, scope)));
  const [r] = lock ? await q.for('update') : await q;
  return r ?? null;
}

export async function selectLists(
  db: Executor,
  q: { scope: string[]; attribute?: BlacklistAttribute; name?: string; limit: number; offset: number },
): Promise<{ rows: ListRow[]; total: number }> {
  const c: SQL[] = [inArray(blacklists.merchantNo, q.scope)];
  if (q.attribute) c.push(eq(blacklists.attribute, q.attribute));
  if (q.name) c.push(sql`${blacklists.name} ilike ${'%' + q.name.replace(/[\\%_]/g, (m) => '\\' + m) + '%'}`);
  const where = and(...c);
  const [rows, [total]] = await Promise.all([
    db.select().from(blacklists).where(where).orderBy(descIndexed(blacklists.id)).limit(q.limit).offset(q.offset),
    db.select({ n: count() }).from(blacklists).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function deleteList(db: Executor, id: number): Promise<void> {
  await db.delete(blacklistItems).where(eq(blacklistItems.listId, id));
  await db.delete(blacklists).where(eq(blacklists.id, id));
}

/** Hits of lists since `since`: the hit rate's numerator. */
export async function hitsSince(db: Executor, listIds: number[], since: Date): Promise<Map<number, number>> {
  if (listIds.length === 0) return new Map();
  const rows = await db
    .select({ listId: blacklistHits.listId, n: count() })
    .from(blacklistHits)
    .where(and(inArray(blacklistHits.listId, listIds), gte(blacklistHits.createdAt, since)))
    .groupBy(blacklistHits.listId);
  return new Map(rows.map((r) => [r.listId, Number(r.n)]));
}

/** Payments checked per merchant and kind since a Beijing day. */
export async function checksSince(db: Executor, scope: string[], day: string): Promise<Array<{ merchantNo: string; kind: string; n: number }>> {
  const rows = await db
    .select({ merchantNo: blacklistChecks.merchantNo, kind: blacklistChecks.kind, n: sql<string>`sum(${blacklistChecks.checked})` })
    .from(blacklistChecks)
    .where(and(inArray(blacklistChecks.merchantNo, scope), gte(blacklistChecks.day, day)))
    .groupBy(blacklistChecks.merchantNo, blacklistChecks.kind);
  return rows.map((r) => ({ ...r, n: Number(r.n) }));
}

export async function insertItem(db: Executor, row: NewItem): Promise<ItemRow | null> {
  const [r] = await db.insert(blacklistItems).values(row).onConflictDoNothing().returning();
  return r ?? null;
}

/** Many items of one list (an import), in statements of at most 1,000 rows; answers how many went in. */
export async function insertItems(db: Executor, rows: NewItem[]): Promise<number> {
  let n = 0;
  for (let i = 0; i < rows.length; i += 1000) {
    const done = await db
      .insert(blacklistItems)
      .values(rows.slice(i, i + 1000))
      .onConflictDoNothing()
      .returning({ id: blacklistItems.id });
    n += done.length;
  }
  return n;
}

/** Which of these matched values a list already holds (blacklist_items_list_value_uq). */
export async function valuesOnList(db: Executor, listId: number, values: string[]): Promise<Set<string>> {
  const out = new Set<string>();
  for (let i = 0; i < values.length; i += 1000) {
    const rows = await db
      .select({ value: blacklistItems.value })
      .from(blacklistItems)
      .where(and(eq(blacklistItems.listId, listId), inArray(blacklistItems.value, values.slice(i, i + 1000))));
    for (const r of rows) out.add(r.value);
  }
  return out;
}

export async function updateItems(db: Executor, listId: number, ids: number[], patch: Partial<typeof blacklistItems.$inferInsert>): Promise<ItemRow[]> {
  return db
    .update(blacklistItems)
    .set(patch)
    .where(and(eq(blacklistItems.listId, listId), inArray(blacklistItems.id, ids)))
    .returning();
}

export async function deleteItems(db: Executor, listId: number, ids: number[]): Promise<number> {
  const rows = await db
    .delete(blacklistItems)
    .where(and(eq(blacklistItems.listId, listId), inArray(blacklistItems.id, ids)))
    .returning({ id: blacklistItems.id });
  return rows.length;
}

export async function selectItem(db: Executor, scope: string[], id: number): Promise<ItemRow | null> {
  const [r] = await db
    .select()
    .from(blacklistItems)
    .where(and(eq(blacklistItems.id, id), inArray(blacklistItems.merchantNo, scope)));
  return r ?? null;
}

/** A list's items by shown status (expiring soon / active / inactive relative to `now`). */
export async function selectItems(
  db: Executor,
  q: { listId: number; status?: 'active' | 'inactive' | 'expiring_soon'; value?: string; now: Date; soon: Date; limit: number; offset: number },
): Promise<{ rows: ItemRow[]; total: number }> {
  const c: (SQL | undefined)[] = [eq(blacklistItems.listId, q.listId)];
  const live = and(eq(blacklistItems.status, 'active'), or(isNull(blacklistItems.expiresAt), gt(blacklistItems.expiresAt, q.now)));
  if (q.status === 'inactive') c.push(sql`not (${live})`);
  if (q.status === 'active') c.push(live, or(isNull(blacklistItems.expiresAt), gt(blacklistItems.expiresAt, q.soon)));
  if (q.status === 'expiring_soon') c.push(live, sql`${blacklistItems.expiresAt} <= ${q.soon}`);
  if (q.value) c.push(sql`${blacklistItems.display} ilike ${'%' + q.value.replace(/[\\%_]/g, (m) => '\\' + m) + '%'}`);
  const where = and(...c);
  const [rows, [total]] = await Promise.all([
    db.select().from(blacklistItems).where(where).orderBy(descIndexed(blacklistItems.id)).limit(q.limit).offset(q.offset),
    db.select({ n: count() }).from(blacklistItems).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** Whether the merchant has a live list for this kind of payment (else nothing is checked or counted). */
export async function hasLiveList(db: Executor, merchantNo: string, kind: 'card' | 'local'): Promise<boolean> {
  const [r] = await db
    .select({ id: blacklists.id })
    .from(blacklists)
    .where(and(eq(blacklists.merchantNo, merchantNo), eq(blacklists.active, true), inArray(blacklists.scope, ['all', kind])))
    .limit(1);
  return !!r;
}

export async function recordHit(db: Executor, hit: typeof blacklistHits.$inferInsert): Promise<void> {
  await db.insert(blacklistHits).values(hit);
  await db
    .update(blacklistItems)
    .set({ hitCount: sql`${blacklistItems.hitCount} + 1`, lastHitAt: hit.createdAt })
    .where(eq(blacklistItems.id, hit.itemId));
  await db
    .update(blacklists)
    .set({ hitCount: sql`${blacklists.hitCount} + 1`, lastHitAt: hit.createdAt })
    .where(eq(blacklists.id, hit.listId));
}

export async function selectHit(db: Executor, scope: string[], transactionId: string): Promise<HitRow | null> {
  const [r] = await db
    .select()
    .from(blacklistHits)
    .where(and(inArray(blacklistHits.merchantNo, scope), eq(blacklistHits.transactionId, transactionId)))
    .limit(1);
  return r ?? null;
}

export async function adjustCount(db: Executor, listId: number, delta: number): Promise<void> {
  await db
    .update(blacklists)
    .set({ itemCount: sql`${blacklists.itemCount} + ${delta}` })
    .where(eq(blacklists.id, listId));
}

/** The merchant's list of an attribute (at most one: blacklists_merchant_attribute_uq). */
export async function selectListOf(db: Executor, merchantNo: string, attribute: BlacklistAttribute): Promise<ListRow | null> {
  const [r] = await db
    .select()
    .from(blacklists)
    .where(and(eq(blacklists.merchantNo, merchantNo), eq(blacklists.attribute, attribute)));
  return r ?? null;
}

/** Whether a list holds the value (any status): the match value, not what is shown. */
export async function hasValue(db: Executor, listId: number, value: string): Promise<boolean> {
  const [r] = await db
    .select({ id: blacklistItems.id })
    .from(blacklistItems)
    .where(and(eq(blacklistItems.listId, listId), eq(blacklistItems.value, value)))
    .limit(1);
  return r !== undefined;
}

/** The list item a payment matched, and its list (what the hit records). */
export interface Match {
  itemId: number;
  display: string;
  listId: number;
  listName: string;
  attribute: BlacklistAttribute;
}

/**
 * The check of a payment of a merchant with a live list, in one round trip (it runs inside every such
 * /v1 payment's transaction, so it costs every payment): the check counted, and the first live item of
 * a live list in scope equal to one of the payment's values, each (attribute, value) an equality probe
 * of blacklist_items_match_idx.
 *
 * The count bumps a slot of the merchant's day that no open transaction holds (skip locked), or opens
 * one at random when all are held: a bumped slot stays locked until the payment commits, and one
 * counter row made the merchant's payments queue for it from their check to their commit (a third of
 * the rate lost in the benchmark). Slots stay about as many as the payments checked at once.
 */
export async function countAndMatch(
  db: Executor,
  q: { merchantNo: string; kind: 'card' | 'local'; day: string; probes: Array<{ attribute: BlacklistAttribute; value: string }>; now: Date },
): Promise<Match | null> {
  const { merchantNo, kind, day } = q;
  const values = sql.join(
    q.probes.map((p) => sql`(${p.attribute}::text, ${p.value}::text)`),
    sql`, `,
  );
  const match = q.probes.length
    ? sql`select i.id as item_id, i.display, l.id as list_id, l.name as list_name, l.attribute
        from (values ${values}) as p(attribute, value)
        join blacklist_items i on i.merchant_no = ${merchantNo} and i.attribute = p.attribute and i.value = p.value
        join blacklists l on l.id = i.list_id
        where i.status = 'active' and (i.expires_at is null or i.expires_at > ${q.now.toISOString()}::timestamptz)
          and l.active and l.scope in ('all', ${kind})
        order by i.id limit 1`
    : sql`select null::bigint as item_id, null::text as display, null::bigint as list_id, null::text as list_name, null::text as attribute where false`;
  const { rows } = (await db.execute(sql`
    with free as (
      select slot from blacklist_checks where merchant_no = ${merchantNo} and day = ${day} and kind = ${kind}
      limit 1 for update skip locked
    ), bumped as (
      update blacklist_checks c set checked = c.checked + 1 from free
      where c.merchant_no = ${merchantNo} and c.day = ${day} and c.kind = ${kind} and c.slot = free.slot
      returning 1
    ), opened as (
      insert into blacklist_checks (merchant_no, day, kind, slot, checked)
      select ${merchantNo}, ${day}, ${kind}, floor(random() * 32767)::smallint, 1
      where not exists (select 1 from bumped)
      on conflict (merchant_no, day, kind, slot) do update set checked = blacklist_checks.checked + 1
    ), hit as (${match})
    select * from hit`)) as unknown as {
    rows: Array<{ item_id: string | number; display: string; list_id: string | number; list_name: string; attribute: BlacklistAttribute }>;
  };
  const r = rows[0];
  return r ? { itemId: Number(r.item_id), display: r.display, listId: Number(r.list_id), listName: r.list_name, attribute: r.attribute } : null;
}
