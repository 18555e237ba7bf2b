import { and, count, desc, eq, gte, inArray, like, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { auditLog } from '../../platform/audit/schema.ts';
import { users } from '../identity/schema.ts';

export interface ActivityRow {
  id: number;
  createdAt: Date;
  /** created_at as PostgreSQL text: the exact (microsecond) keyset cursor a JS Date would truncate */
  cursor: string;
  merchantNo: string | null;
  action: string;
  email: string;
  ip: string;
  userAgent: string;
}

export interface ActivityFilter {
  scope: string[];
  from?: Date;
  to?: Date;
}

/** Sign-in activity: the identity module's `login.*` entries and merchant switches, of the scope. */
function where(f: ActivityFilter): SQL {
  return and(
    inArray(auditLog.merchantNo, f.scope), // (merchant_no, created_at) index
    or(like(auditLog.action, 'login.%'), eq(auditLog.action, 'merchant.switch')),
    ...(f.from ? [gte(auditLog.createdAt, f.from)] : []),
    ...(f.to ? [lte(auditLog.createdAt, f.to)] : []),
  )!;
}

const columns = {
  id: auditLog.id,
  createdAt: auditLog.createdAt,
  cursor: sql<string>`${auditLog.createdAt}::text`,
  merchantNo: auditLog.merchantNo,
  action: auditLog.action,
  // identity's login.* entries name the e-mail tried as their target (there may be no such user)
  email: sql<string>`coalesce(${users.email}, case when ${auditLog.action} like 'login.%' then ${auditLog.target} end, '')`,
  ip: auditLog.ip,
  userAgent: auditLog.userAgent,
};

export async function selectActivity(db: Executor, f: ActivityFilter & { limit: number; offset: number }): Promise<ActivityRow[]> {
  if (f.scope.length === 0) return [];
  return db
    .select(columns)
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.userId))
    .where(where(f))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(f.limit)
    .offset(f.offset);
}

/** Keyset page for exports: the rows after (cursor, id) in newest-first order. */
export async function selectActivityAfter(
  db: Executor,
  f: ActivityFilter & { after: { cursor: string; id: number } | null; limit: number },
): Promise<ActivityRow[]> {
  if (f.scope.length === 0) return [];
  const after = f.after ? sql`(${auditLog.createdAt}, ${auditLog.id}) < (${f.after.cursor}::timestamptz, ${f.after.id})` : undefined;
  return db
    .select(columns)
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.userId))
    .where(after ? and(where(f), after) : where(f))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(f.limit);
}

export async function countActivity(db: Executor, f: ActivityFilter): Promise<number> {
  if (f.scope.length === 0) return 0;
  const [row] = await db.select({ n: count() }).from(auditLog).where(where(f));
  return Number(row?.n ?? 0);
}
