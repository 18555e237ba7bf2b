import { and, asc, count, eq, or, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { operators } from '../access/schema.ts';
import { users } from '../identity/schema.ts';
import { savedViews } from './schema.ts';

export type SavedViewRow = typeof savedViews.$inferSelect & { ownerName: string; ownerLeft: boolean };

const columns = {
  id: savedViews.id,
  merchantNo: savedViews.merchantNo,
  operatorId: savedViews.operatorId,
  listId: savedViews.listId,
  name: savedViews.name,
  filters: savedViews.filters,
  columns: savedViews.columns,
  visibility: savedViews.visibility,
  createdAt: savedViews.createdAt,
  updatedAt: savedViews.updatedAt,
  ownerName: sql<string>`coalesce(${users.name}, '')`,
  // the owner is no longer an enabled operator of the merchant (membership gone or disabled, or the
  // person disabled): computed on every read, so that re-enabling them gives their views back as they were
  ownerLeft: sql<boolean>`(${operators.id} is null or ${operators.status} <> 1 or ${users.status} is distinct from 1)`,
};

const withOwner = (db: Executor) =>
  db
    .select(columns)
    .from(savedViews)
    .leftJoin(operators, and(eq(operators.id, savedViews.operatorId), eq(operators.merchantNo, savedViews.merchantNo)))
    .leftJoin(users, eq(users.id, operators.userId));

/** A list's views one operator may see in their merchant: their own and the shared ones, by name. */
export function visibleViews(db: Executor, merchantNo: string, operatorId: number, listId: string): Promise<SavedViewRow[]> {
  return withOwner(db)
    .where(
      and(eq(savedViews.merchantNo, merchantNo), eq(savedViews.listId, listId), or(eq(savedViews.operatorId, operatorId), eq(savedViews.visibility, 'shared'))),
    )
    .orderBy(asc(savedViews.name), asc(savedViews.id));
}

/** One view of the merchant (whoever owns it), locked for a change when `lock`. */
export async function viewById(db: Executor, merchantNo: string, id: number, lock = false): Promise<SavedViewRow | undefined> {
  const q = withOwner(db).where(and(eq(savedViews.merchantNo, merchantNo), eq(savedViews.id, id)));
  const [row] = await (lock ? q.for('update', { of: savedViews }) : q);
  return row;
}

/** How many views an operator keeps on a list. */
export async function countOwn(db: Executor, merchantNo: string, operatorId: number, listId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(savedViews)
    .where(and(eq(savedViews.merchantNo, merchantNo), eq(savedViews.operatorId, operatorId), eq(savedViews.listId, listId)));
  return row?.n ?? 0;
}

/** Whether the owner already has a view of this name on the list (other than `except`). */
export async function nameTaken(db: Executor, o: { merchantNo: string; operatorId: number; listId: string; name: string; except?: number }) {
  const [row] = await db
    .select({ id: savedViews.id })
    .from(savedViews)
    .where(and(eq(savedViews.merchantNo, o.merchantNo), eq(savedViews.operatorId, o.operatorId), eq(savedViews.listId, o.listId), eq(savedViews.name, o.name)));
  return row !== undefined && row.id !== o.except;
}

/** Serialises one operator's saves on one list (the limit and the name check) until the transaction ends. */
export async function lockOwnerList(tx: Executor, operatorId: number, listId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`saved-view:${operatorId}:${listId}`}))`);
}

export async function insertView(tx: Executor, v: typeof savedViews.$inferInsert): Promise<number> {
  const [row] = await tx.insert(savedViews).values(v).returning({ id: savedViews.id });
  return row!.id;
}

export async function updateView(
  tx: Executor,
  id: number,
  patch: Pick<typeof savedViews.$inferInsert, 'name' | 'filters' | 'columns' | 'visibility' | 'updatedAt'>,
): Promise<void> {
  await tx.update(savedViews).set(patch).where(eq(savedViews.id, id));
}

export async function deleteView(tx: Executor, id: number): Promise<void> {
  await tx.delete(savedViews).where(eq(savedViews.id, id));
}

/** Hands a view to another operator of its merchant (the take-over of a departed owner's view). */
export async function setOwner(tx: Executor, id: number, operatorId: number, updatedAt: Date): Promise<void> {
  await tx.update(savedViews).set({ operatorId, updatedAt }).where(eq(savedViews.id, id));
}
