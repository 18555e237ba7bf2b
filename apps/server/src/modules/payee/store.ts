import { and, asc, desc, eq, ilike, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Bank, PayeeListQuery, PayeePurpose } from '@crossbill/contracts/payee';
import type { Executor } from '../../platform/db/client.ts';
import { storedFiles } from '../../platform/files/schema.ts';
import { banks, payeeAttachments, payees } from './schema.ts';
import { acrossScope, firstDistinct, startsWith, type SearchRow, type SearchTerms } from '../../platform/db/prefix-search.ts';

export type PayeeRow = typeof payees.$inferSelect;
export type PayeeFields = Omit<typeof payees.$inferInsert, 'id' | 'createdAt' | 'updatedAt' | 'deletedAt' | 'merchantNo' | 'purpose'>;

const live = (scope: string[], purpose: PayeePurpose) => and(inArray(payees.merchantNo, scope), eq(payees.purpose, purpose), isNull(payees.deletedAt));

export async function listPayees(db: Executor, scope: string[], purpose: PayeePurpose, q: PayeeListQuery) {
  if (scope.length === 0) return { rows: [], total: 0 };
  const where: SQL[] = [live(scope, purpose)!];
  if (q.name) {
    const like = `%${q.name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(or(ilike(payees.name, like), ilike(payees.nickname, like))!);
  }
  if (q.currency) where.push(eq(payees.currency, q.currency));
  if (q.country) where.push(eq(payees.country, q.country));
  if (q.category) where.push(eq(payees.category, q.category));
  if (q.entityType) where.push(eq(payees.entityType, q.entityType));
  const cond = and(...where);
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(payees)
      .where(cond)
      .orderBy(desc(payees.isDefault), desc(payees.id))
      .limit(q.size)
      .offset((q.page - 1) * q.size),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(payees)
      .where(cond),
  ]);
  return { rows, total: count?.n ?? 0 };
}

export async function payeeById(db: Executor, scope: string[], purpose: PayeePurpose, id: number): Promise<PayeeRow | null> {
  if (scope.length === 0) return null;
  const [row] = await db
    .select()
    .from(payees)
    .where(and(live(scope, purpose), eq(payees.id, id)));
  return row ?? null;
}

/** The live payee row of a merchant under a row lock (edits and deletes serialise on it). */
export async function lockPayee(db: Executor, merchantNo: string, purpose: PayeePurpose, id: number): Promise<PayeeRow | null> {
  const [row] = await db
    .select()
    .from(payees)
    .where(and(live([merchantNo], purpose), eq(payees.id, id)))
    .for('update');
  return row ?? null;
}

/**
 * The live payee row under a share lock, for a transfer taking its snapshot: a delete (which locks
 * the row for update and then looks for open transfers) waits for the submission to commit, and a
 * submission after a delete finds no payee.
 */
export async function sharePayee(db: Executor, scope: string[], purpose: PayeePurpose, id: number): Promise<PayeeRow | null> {
  if (scope.length === 0) return null;
  const [row] = await db
    .select()
    .from(payees)
    .where(and(live(scope, purpose), eq(payees.id, id)))
    .for('share');
  return row ?? null;
}

export async function nicknameTaken(db: Executor, merchantNo: string, nickname: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: payees.id })
    .from(payees)
    .where(
      and(
        eq(payees.merchantNo, merchantNo),
        isNull(payees.deletedAt),
        sql`lower(${payees.nickname}) = lower(${nickname})`,
        exceptId ? ne(payees.id, exceptId) : undefined,
      ),
    );
  return !!row;
}

/** Drop the default flag of the merchant's other payees of this purpose and currency. */
export async function clearDefault(db: Executor, merchantNo: string, purpose: PayeePurpose, currency: string, exceptId?: number) {
  await db
    .update(payees)
    .set({ isDefault: false })
    .where(and(live([merchantNo], purpose), eq(payees.currency, currency), eq(payees.isDefault, true), exceptId ? ne(payees.id, exceptId) : undefined));
}

export async function insertPayee(db: Executor, row: typeof payees.$inferInsert): Promise<PayeeRow> {
  const [created] = await db.insert(payees).values(row).returning();
  return created!;
}

export async function updatePayee(db: Executor, id: number, patch: Partial<typeof payees.$inferInsert>): Promise<PayeeRow> {
  const [updated] = await db.update(payees).set(patch).where(eq(payees.id, id)).returning();
  return updated!;
}

// ---- attachments

export async function attachmentsOf(db: Executor, payeeIds: number[]) {
  if (payeeIds.length === 0) return [];
  return db
    .select({ payeeId: payeeAttachments.payeeId, id: storedFiles.id, fileName: storedFiles.fileName, size: storedFiles.size })
    .from(payeeAttachments)
    .innerJoin(storedFiles, eq(storedFiles.id, payeeAttachments.fileId))
    .where(inArray(payeeAttachments.payeeId, payeeIds))
    .orderBy(asc(storedFiles.createdAt));
}

/** The ids among `ids` that are stored files of this merchant. */
export async function ownFiles(db: Executor, merchantNo: string, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: storedFiles.id })
    .from(storedFiles)
    .where(and(eq(storedFiles.merchantNo, merchantNo), inArray(storedFiles.id, ids)));
  return rows.map((r) => r.id);
}

export async function setAttachments(db: Executor, payeeId: number, fileIds: string[]) {
  await db.delete(payeeAttachments).where(eq(payeeAttachments.payeeId, payeeId));
  if (fileIds.length > 0) await db.insert(payeeAttachments).values(fileIds.map((fileId) => ({ payeeId, fileId })));
}

export async function payeeOfFile(db: Executor, scope: string[], fileId: string): Promise<number | null> {
  if (scope.length === 0) return null;
  const [row] = await db
    .select({ id: payees.id })
    .from(payeeAttachments)
    .innerJoin(payees, eq(payees.id, payeeAttachments.payeeId))
    .where(and(eq(payeeAttachments.fileId, fileId), inArray(payees.merchantNo, scope)));
  return row?.id ?? null;
}

// ---- bank directory

export async function upsertBanks(db: Executor, records: Bank[]) {
  await db
    .insert(banks)
    .values(records)
    .onConflictDoUpdate({ target: banks.swift, set: { name: sql`excluded.name`, country: sql`excluded.country`, bankCode: sql`excluded.bank_code` } });
}

export async function searchBanks(db: Executor, keyword: string, country: string | undefined, limit: number) {
  const like = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .select()
    .from(banks)
    .where(and(or(ilike(banks.name, like), ilike(banks.swift, `${keyword.replace(/[\\%_]/g, '')}%`)), country ? eq(banks.country, country) : undefined))
    .orderBy(asc(banks.name))
    .limit(limit);
}

/** Global search (modules/search): settlement payees whose nickname starts with the keyword, any case; an index range per merchant. */
export async function searchPayees(db: Executor, q: SearchTerms): Promise<SearchRow[]> {
  const p = payees;
  const nick = sql`lower(${p.nickname})`;
  const rows = await acrossScope<SearchRow>(
    db,
    q.scope,
    q.limit,
    (m) =>
      sql`select ${p.id}::text as key, ${p.nickname} as title, null::text as amount, ${p.currency} as currency, ${p.name} as extra, ${p.merchantNo} as merchant_no, 'nickname'::text as matched
        from ${p} where ${p.merchantNo} = ${m} and ${startsWith(nick, q.text.toLowerCase())} and ${p.purpose} = 'settlement' and ${p.deletedAt} is null
        order by ${nick} collate "C" limit ${q.limit}`,
  );
  return firstDistinct([rows], q.limit);
}
