import { and, asc, count, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { merchants } from '../merchant/schema.ts';
import { sessions, users } from '../identity/schema.ts';
import { operators, resources, roleResources, roles } from './schema.ts';

/** SQL of the access module: the resource tree, roles and their resources, operators. */

export type ResourceRow = typeof resources.$inferSelect;
export type RoleRow = typeof roles.$inferSelect;
export type OperatorRow = typeof operators.$inferSelect;

// ---- resources

/** Insert or update one resource by its code (ids stay stable); safe when processes race. */
export async function upsertResource(db: Executor, values: Omit<typeof resources.$inferInsert, 'id'>): Promise<number> {
  const [row] = await db
    .insert(resources)
    .values(values)
    .onConflictDoUpdate({
      target: resources.resourceCode,
      set: {
        parentId: values.parentId ?? null,
        resourceType: values.resourceType,
        menuUrl: values.menuUrl ?? null,
        icon: values.icon ?? null,
        sort: values.sort ?? 0,
        live: values.live ?? false,
      },
    })
    .returning({ id: resources.id });
  return row!.id;
}

/** Resources no longer in the tree stay (roles may reference them) but never show. */
export async function retireResources(db: Executor, keepCodes: string[]): Promise<void> {
  await db.update(resources).set({ live: false }).where(notInArray(resources.resourceCode, keepCodes));
}

export async function allResources(db: Executor): Promise<ResourceRow[]> {
  return db.select().from(resources).orderBy(asc(resources.sort), asc(resources.id));
}

export async function resourceIdsByCode(db: Executor, codes: string[]): Promise<Array<{ id: number; code: string }>> {
  if (codes.length === 0) return [];
  return db.select({ id: resources.id, code: resources.resourceCode }).from(resources).where(inArray(resources.resourceCode, codes));
}

/** Permission codes of a role; the admin role holds every resource, present and future. */
export async function roleCodes(db: Executor, role: { id: number; isAdmin: boolean }): Promise<string[]> {
  if (role.isAdmin) {
    const rows = await db.select({ code: resources.resourceCode }).from(resources);
    return rows.map((r) => r.code);
  }
  const rows = await db
    .select({ code: resources.resourceCode })
    .from(roleResources)
    .innerJoin(resources, eq(resources.id, roleResources.resourceId))
    .where(eq(roleResources.roleId, role.id));
  return rows.map((r) => r.code);
}

// ---- roles

export async function insertRole(db: Executor, values: typeof roles.$inferInsert): Promise<RoleRow> {
  const [row] = await db.insert(roles).values(values).returning();
  return row!;
}

export async function roleOf(db: Executor, merchantNo: string, roleId: number): Promise<RoleRow | undefined> {
  const [row] = await db
    .select()
    .from(roles)
    .where(and(eq(roles.id, roleId), eq(roles.merchantNo, merchantNo)))
    .limit(1);
  return row;
}

export async function adminRoleOf(db: Executor, merchantNo: string): Promise<RoleRow | undefined> {
  const [row] = await db
    .select()
    .from(roles)
    .where(and(eq(roles.merchantNo, merchantNo), eq(roles.isAdmin, true)))
    .limit(1);
  return row;
}

export async function updateRole(db: Executor, roleId: number, values: Partial<Pick<RoleRow, 'name' | 'description' | 'updatedAt'>>) {
  await db.update(roles).set(values).where(eq(roles.id, roleId));
}

export async function deleteRole(db: Executor, roleId: number): Promise<void> {
  await db.delete(roles).where(eq(roles.id, roleId)); // role_resources cascade
}

export async function setRoleResources(db: Executor, roleId: number, resourceIds: number[]): Promise<void> {
  await db.delete(roleResources).where(eq(roleResources.roleId, roleId));
  if (resourceIds.length > 0) {
    await db.insert(roleResources).values(resourceIds.map((resourceId) => ({ roleId, resourceId })));
  }
}

export async function operatorsUsingRole(db: Executor, roleId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(operators).where(eq(operators.roleId, roleId));
  return Number(row?.n ?? 0);
}

export async function unassignRole(db: Executor, roleId: number, now: Date): Promise<void> {
  await db.update(operators).set({ roleId: null, updatedAt: now }).where(eq(operators.roleId, roleId));
}

// ---- operators

export async function insertOperator(db: Executor, values: typeof operators.$inferInsert): Promise<OperatorRow> {
  const [row] = await db.insert(operators).values(values).returning();
  return row!;
}

export async function operatorById(db: Executor, id: number, forUpdate = false): Promise<OperatorRow | undefined> {
  const q = db.select().from(operators).where(eq(operators.id, id)).limit(1);
  const [row] = forUpdate ? await q.for('update') : await q;
  return row;
}

export async function updateOperator(
  db: Executor,
  id: number,
  values: Partial<Pick<OperatorRow, 'status' | 'roleId' | 'isDefault' | 'preferences' | 'updatedAt'>>,
): Promise<void> {
  await db.update(operators).set(values).where(eq(operators.id, id));
}

/** Exactly one default membership per person: this one. */
export async function makeDefault(db: Executor, userId: number, operatorId: number, now: Date): Promise<void> {
  await db
    .update(operators)
    .set({ isDefault: sql`${operators.id} = ${operatorId}`, updatedAt: now })
    .where(eq(operators.userId, userId));
}

/**
 * Everything a request's sign-in needs in one statement (the session by its token hash, its user,
 * the operator with merchant type and role, and the role's permission codes), read afresh every time:
 * one round trip instead of four, and nothing cached that a role change or another process could
 * make stale. An administrator role holds every resource.
 */
function sessionAccessQuery(db: Executor) {
  return db
    .select({
      session: sessions,
      user: users,
      operator: {
        id: operators.id,
        userId: operators.userId,
        status: operators.status,
        merchantNo: operators.merchantNo,
        roleId: roles.id,
        roleIsAdmin: roles.isAdmin,
        merchantType: merchants.merchantType,
        isAggregate: merchants.isAggregate,
        businessType: merchants.businessType,
        businessTypes: merchants.businessTypes,
      },
      codes: sql<string[] | null>`(select array_agg(${resources.resourceCode}) from ${resources}
        where ${roles.isAdmin} or exists (select 1 from ${roleResources} where ${roleResources.roleId} = ${roles.id} and ${roleResources.resourceId} = ${resources.id}))`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(operators, eq(operators.id, sessions.operatorId))
    .leftJoin(merchants, eq(merchants.merchantNo, operators.merchantNo))
    .leftJoin(roles, eq(roles.id, operators.roleId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('session_access');
}

// Every request runs it: built once per database, and named so that each pooled connection parses and
// plans it once rather than on every request. The rows are still read on every call.
const preparedSessionAccess = new WeakMap<Executor, ReturnType<typeof sessionAccessQuery>>();

export async function sessionAccess(db: Executor, tokenHash: string) {
  let query = preparedSessionAccess.get(db);
  if (!query) preparedSessionAccess.set(db, (query = sessionAccessQuery(db)));
  const [row] = await query.execute({ tokenHash });
  return row;
}

/** What a request needs of its operator: status, merchant, role and the merchant's type. */
export async function operatorAccess(db: Executor, operatorId: number) {
  const [row] = await db
    .select({
      id: operators.id,
      userId: operators.userId,
      status: operators.status,
      merchantNo: operators.merchantNo,
      roleId: roles.id,
      roleIsAdmin: roles.isAdmin,
      merchantType: merchants.merchantType,
    })
    .from(operators)
    .innerJoin(merchants, eq(merchants.merchantNo, operators.merchantNo))
    .leftJoin(roles, eq(roles.id, operators.roleId))
    .where(eq(operators.id, operatorId))
    .limit(1);
  return row;
}
