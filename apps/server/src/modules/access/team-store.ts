import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { users } from '../identity/schema.ts';
import { operators, roles } from './schema.ts';
import { likePrefix, type SearchRow } from '../../platform/db/prefix-search.ts';

/** SQL of team management: roles with their holders, operators with their person and role. */

export async function rolesWithCounts(db: Executor, merchantNo: string) {
  return db
    .select({
      id: roles.id,
      name: roles.name,
      description: roles.description,
      isAdmin: roles.isAdmin,
      createdAt: roles.createdAt,
      updatedAt: roles.updatedAt,
      // qualified by hand: in a one-table select drizzle writes columns bare, and a bare "id" inside the
      // subquery would be the operator's own id
      operatorCount:
        sql<number>`(select count(*) from ${operators} where ${operators}.${sql.identifier(operators.roleId.name)} = ${roles}.${sql.identifier(roles.id.name)})`.mapWith(
          Number,
        ),
    })
    .from(roles)
    .where(eq(roles.merchantNo, merchantNo))
    .orderBy(sql`${roles.isAdmin} desc`, asc(roles.id));
}

export async function roleByName(db: Executor, merchantNo: string, name: string) {
  const [row] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.merchantNo, merchantNo), sql`lower(${roles.name}) = lower(${name})`))
    .limit(1);
  return row;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface OperatorFilter {
  merchantNo: string;
  keyword?: string;
  roleId?: number;
  status?: number;
}

function operatorWhere(f: OperatorFilter): SQL {
  const parts: Array<SQL | undefined> = [eq(operators.merchantNo, f.merchantNo)];
  if (f.keyword) {
    const like = `%${escapeLike(f.keyword)}%`;
    parts.push(or(ilike(users.name, like), ilike(users.email, like)));
  }
  if (f.roleId !== undefined) parts.push(eq(operators.roleId, f.roleId));
  if (f.status !== undefined) parts.push(eq(operators.status, f.status));
  return and(...parts)!;
}

const operatorColumns = {
  id: operators.id,
  userId: operators.userId,
  merchantNo: operators.merchantNo,
  name: users.name,
  email: users.email,
  roleId: operators.roleId,
  roleName: roles.name,
  roleIsAdmin: roles.isAdmin,
  status: operators.status,
  emailNotify: operators.emailNotify,
  createdAt: operators.createdAt,
};

/** A merchant's operators, oldest first (the operators_merchant index), one page. */
export async function listOperators(db: Executor, f: OperatorFilter, page: { limit: number; offset: number }) {
  const where = operatorWhere(f);
  const rows = await db
    .select(operatorColumns)
    .from(operators)
    .innerJoin(users, eq(users.id, operators.userId))
    .leftJoin(roles, eq(roles.id, operators.roleId))
    .where(where)
    .orderBy(asc(operators.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(operators).innerJoin(users, eq(users.id, operators.userId)).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

/** One operator of a merchant with person and role; `forUpdate` locks the membership row. */
export async function operatorOf(db: Executor, merchantNo: string, operatorId: number, forUpdate = false) {
  const q = db
    .select(operatorColumns)
    .from(operators)
    .innerJoin(users, eq(users.id, operators.userId))
    .leftJoin(roles, eq(roles.id, operators.roleId))
    .where(and(eq(operators.id, operatorId), eq(operators.merchantNo, merchantNo)))
    .limit(1);
  const [row] = forUpdate ? await q.for('update', { of: operators }) : await q;
  return row;
}

export async function operatorOfUser(db: Executor, merchantNo: string, userId: number) {
  const [row] = await db
    .select({ id: operators.id })
    .from(operators)
    .where(and(eq(operators.merchantNo, merchantNo), eq(operators.userId, userId)))
    .limit(1);
  return row;
}

export async function membershipCount(db: Executor, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(operators).where(eq(operators.userId, userId));
  return Number(row?.n ?? 0);
}

/**
 * The enabled administrators of a merchant, their rows locked: two administrators disabling each
 * other at once cannot both pass the "last administrator" check.
 */
export async function lockEnabledAdmins(db: Executor, merchantNo: string): Promise<number[]> {
  const rows = await db
    .select({ id: operators.id })
    .from(operators)
    .innerJoin(roles, eq(roles.id, operators.roleId))
    .where(and(eq(operators.merchantNo, merchantNo), eq(operators.status, 1), eq(roles.isAdmin, true)))
    .orderBy(asc(operators.id))
    .for('update', { of: operators });
  return rows.map((r) => r.id);
}

export async function setOperatorFields(
  db: Executor,
  id: number,
  values: Partial<{ roleId: number | null; status: number; emailNotify: boolean; updatedAt: Date }>,
): Promise<void> {
  await db.update(operators).set(values).where(eq(operators.id, id));
}

/** Enabled operators of a merchant who take e-mail notifications, enabled people only, with their language. */
export function notifiedOperators(db: Executor, merchantNo: string) {
  return db
    .select({ userId: operators.userId, email: users.email, name: users.name, language: users.language })
    .from(operators)
    .innerJoin(users, eq(users.id, operators.userId))
    .where(and(eq(operators.merchantNo, merchantNo), eq(operators.status, 1), eq(operators.emailNotify, true), eq(users.status, 1)))
    .orderBy(asc(operators.id));
}

/**
 * Global search (modules/search): the merchant's operators whose e-mail starts with the keyword, any
 * case. A merchant's operators are few: they are read through operators_merchant_idx.
 */
export async function searchOperators(db: Executor, q: { merchantNo: string; text: string; limit: number }): Promise<SearchRow[]> {
  const rows = await db
    .select({ id: operators.id, email: users.email, name: users.name })
    .from(operators)
    .innerJoin(users, eq(users.id, operators.userId))
    .where(and(eq(operators.merchantNo, q.merchantNo), sql`lower(${users.email}) collate "C" like ${likePrefix(q.text.toLowerCase())}`))
    .orderBy(asc(users.email))
    .limit(q.limit);
  return rows.map((r) => ({ key: r.email, title: r.email, amount: null, currency: null, extra: r.name, merchant_no: q.merchantNo, matched: 'email' }));
}
