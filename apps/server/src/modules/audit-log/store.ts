import { and, asc, count, desc, eq, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { auditLog } from '../../platform/audit/schema.ts';
import { users } from '../identity/schema.ts';
import { operators } from '../access/schema.ts';
import { auditRetention } from './schema.ts';

/**
 * The team audit log's reads (every one scoped by one merchant: the (merchant_no, …) indexes of
 * platform/audit/schema.ts) and the retention job's deletes. The log is append-only: this module
 * never updates an entry, and deletes only what is past the merchant's retention.
 */
export interface AuditFilter {
  merchantNo: string;
  userId?: number;
  /** the chosen action, or every action of the chosen object type */
  actions?: readonly string[];
  target?: string;
  ip?: string;
  from?: Date;
  to?: Date;
}

export interface AuditRow {
  id: number;
  createdAt: Date;
  /** created_at as PostgreSQL text: the exact (microsecond) keyset cursor a JS Date would truncate */
  cursor: string;
  userId: number | null;
  email: string | null;
  name: string | null;
  action: string;
  target: string | null;
  summary: unknown;
  ip: string;
  userAgent: string;
}

function where(f: AuditFilter): SQL {
  return and(
    eq(auditLog.merchantNo, f.merchantNo),
    ...(f.userId !== undefined ? [eq(auditLog.userId, f.userId)] : []),
    ...(f.actions ? [inArray(auditLog.action, [...f.actions])] : []),
    ...(f.target !== undefined ? [eq(auditLog.target, f.target)] : []),
    ...(f.ip !== undefined ? [eq(auditLog.ip, f.ip)] : []),
    ...(f.from ? [gte(auditLog.createdAt, f.from)] : []),
    ...(f.to ? [lte(auditLog.createdAt, f.to)] : []),
  )!;
}

const columns = {
  id: auditLog.id,
  createdAt: auditLog.createdAt,
  cursor: sql<string>`${auditLog.createdAt}::text`,
  userId: auditLog.userId,
  email: users.email,
  name: users.name,
  action: auditLog.action,
  target: auditLog.target,
  summary: auditLog.summary,
  ip: auditLog.ip,
  userAgent: auditLog.userAgent,
};

const newestFirst = [desc(auditLog.createdAt), desc(auditLog.id)];

export async function selectEntries(db: Executor, f: AuditFilter & { limit: number; offset: number }): Promise<AuditRow[]> {
  if (f.actions?.length === 0) return [];
  return db
    .select(columns)
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.userId))
    .where(where(f))
    .orderBy(...newestFirst)
    .limit(f.limit)
    .offset(f.offset);
}

/** Keyset page (exports): the rows after (cursor, id) in newest-first order. */
export async function selectEntriesAfter(db: Executor, f: AuditFilter & { after: { cursor: string; id: number } | null; limit: number }): Promise<AuditRow[]> {
  if (f.actions?.length === 0) return [];
  const after = f.after ? sql`(${auditLog.createdAt}, ${auditLog.id}) < (${f.after.cursor}::timestamptz, ${f.after.id})` : undefined;
  return db
    .select(columns)
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.userId))
    .where(after ? and(where(f), after) : where(f))
    .orderBy(...newestFirst)
    .limit(f.limit);
}

export async function countEntries(db: Executor, f: AuditFilter): Promise<number> {
  if (f.actions?.length === 0) return 0;
  const [row] = await db.select({ n: count() }).from(auditLog).where(where(f));
  return Number(row?.n ?? 0);
}

export async function entryOf(db: Executor, merchantNo: string, id: number): Promise<AuditRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.userId))
    .where(and(eq(auditLog.id, id), eq(auditLog.merchantNo, merchantNo)))
    .limit(1);
  return row;
}

/** The merchant's operators (current members, enabled or not), by e-mail. */
export async function merchantOperators(db: Executor, merchantNo: string) {
  return db
    .select({ userId: users.id, email: users.email, name: users.name })
    .from(operators)
    .innerJoin(users, eq(users.id, operators.userId))
    .where(eq(operators.merchantNo, merchantNo))
    .orderBy(asc(users.email));
}

// ---- retention

export async function retentionOf(db: Executor, merchantNo: string) {
  const [row] = await db.select().from(auditRetention).where(eq(auditRetention.merchantNo, merchantNo)).limit(1);
  return row;
}

export async function saveRetention(db: Executor, v: typeof auditRetention.$inferInsert): Promise<void> {
  await db
    .insert(auditRetention)
    .values(v)
    .onConflictDoUpdate({ target: auditRetention.merchantNo, set: { days: v.days, updatedAt: v.updatedAt, updatedByUserId: v.updatedByUserId } });
}

export async function retentionChoices(db: Executor): Promise<Array<{ merchantNo: string; days: number }>> {
  return db.select({ merchantNo: auditRetention.merchantNo, days: auditRetention.days }).from(auditRetention);
}

/**
 * Deletes up to `limit` entries older than `before`: of one merchant, or (merchantNo undefined) of
 * every merchant without a retention row of its own (keeping the default) and of no merchant at all
 * (user-level entries: password, sign-in attempts of unknown e-mails).
 */
export async function deleteOlder(db: Executor, o: { merchantNo?: string; except?: string[]; before: Date; limit: number }): Promise<number> {
  const scope = o.merchantNo
    ? eq(auditLog.merchantNo, o.merchantNo)
    : o.except && o.except.length > 0
      ? sql`(${auditLog.merchantNo} is null or ${auditLog.merchantNo} not in (${sql.join(
          o.except.map((m) => sql`${m}`),
          sql`, `,
        )}))`
      : undefined;
  const ids = db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(and(lt(auditLog.createdAt, o.before), ...(scope ? [scope] : [])))
    .limit(o.limit);
  const deleted = await db.delete(auditLog).where(inArray(auditLog.id, ids)).returning({ id: auditLog.id });
  return deleted.length;
}
