import { and, asc, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { operators, roles } from '../access/schema.ts';
import { contractConfirmations, merchantAudits, merchants } from './schema.ts';

/**
 * SQL of the merchant module. Reads of merchant rows take the merchant number(s) the caller may see;
 * there is no unscoped read of merchant data.
 */

export type MerchantRow = typeof merchants.$inferSelect;
export type AuditRow = typeof merchantAudits.$inferSelect;
export type ConfirmationRow = typeof contractConfirmations.$inferSelect;

/** Inserts unless the number is taken; returns null on a taken number (the caller draws another). */
export async function insertMerchant(db: Executor, values: typeof merchants.$inferInsert): Promise<MerchantRow | null> {
  const [row] = await db.insert(merchants).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function merchantOf(db: Executor, merchantNo: string, forUpdate = false): Promise<MerchantRow | undefined> {
  const q = db.select().from(merchants).where(eq(merchants.merchantNo, merchantNo)).limit(1);
  const [row] = forUpdate ? await q.for('update') : await q;
  return row;
}

export async function membersOf(db: Executor, parentNo: string) {
  return db
    .select({ merchantNo: merchants.merchantNo, merchantName: merchants.name })
    .from(merchants)
    .where(eq(merchants.parentMerchantNo, parentNo))
    .orderBy(asc(merchants.merchantNo));
}

export async function updateMerchant(
  db: Executor,
  merchantNo: string,
  values: Partial<
    Pick<
      MerchantRow,
      | 'contractEntity'
      | 'novationVersion'
      | 'novationEntity'
      | 'status'
      | 'updatedAt'
      | 'name'
      | 'businessTypes'
      | 'pendingBusinessTypes'
      | 'rejectedBusinessType'
      | 'faceAuthFlag'
      | 'faceApproveStatus'
      | 'businessType'
      | 'isAggregate'
    >
  >,
): Promise<void> {
  await db.update(merchants).set(values).where(eq(merchants.merchantNo, merchantNo));
}

// ---- review records

export async function insertAudit(db: Executor, values: typeof merchantAudits.$inferInsert): Promise<AuditRow> {
  const [row] = await db.insert(merchantAudits).values(values).returning();
  return row!;
}

export async function lastAudit(db: Executor, merchantNo: string, code: string): Promise<AuditRow | undefined> {
  const [row] = await db
    .select()
    .from(merchantAudits)
    .where(and(eq(merchantAudits.merchantNo, merchantNo), eq(merchantAudits.code, code)))
    .orderBy(desc(merchantAudits.createdAt), desc(merchantAudits.id))
    .limit(1);
  return row;
}

/** The last record of `code` per merchant, for many merchants in one query. */
export async function lastAuditStatuses(db: Executor, merchantNos: string[], code: string): Promise<Map<string, string>> {
  if (merchantNos.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([merchantAudits.merchantNo], { merchantNo: merchantAudits.merchantNo, status: merchantAudits.status })
    .from(merchantAudits)
    .where(and(inArray(merchantAudits.merchantNo, merchantNos), eq(merchantAudits.code, code)))
    .orderBy(merchantAudits.merchantNo, desc(merchantAudits.createdAt), desc(merchantAudits.id));
  return new Map(rows.map((r) => [r.merchantNo, r.status]));
}

// ---- a person's memberships with their merchants (the login records)

export async function membershipsOf(db: Executor, userId: number) {
  return db
    .select({
      operatorId: operators.id,
      userId: operators.userId,
      status: operators.status,
      isDefault: operators.isDefault,
      roleName: roles.name,
      merchant: merchants,
    })
    .from(operators)
    .innerJoin(merchants, eq(merchants.merchantNo, operators.merchantNo))
    .leftJoin(roles, eq(roles.id, operators.roleId))
    .where(eq(operators.userId, userId))
    .orderBy(asc(operators.id));
}

// ---- contracting-party change

export async function confirmationOf(db: Executor, merchantNo: string, version: string): Promise<ConfirmationRow | undefined> {
  const [row] = await db
    .select()
    .from(contractConfirmations)
    .where(and(eq(contractConfirmations.merchantNo, merchantNo), eq(contractConfirmations.contractVersion, version)))
    .limit(1);
  return row;
}

/** Inserts the confirmation unless this merchant already confirmed this version (then null). */
export async function insertConfirmation(db: Executor, values: typeof contractConfirmations.$inferInsert): Promise<ConfirmationRow | null> {
  const [row] = await db
    .insert(contractConfirmations)
    .values(values)
    .onConflictDoNothing({ target: [contractConfirmations.merchantNo, contractConfirmations.contractVersion] })
    .returning();
  return row ?? null;
}

export async function dueConfirmations(db: Executor, now: Date): Promise<ConfirmationRow[]> {
  return db
    .select()
    .from(contractConfirmations)
    .where(and(isNull(contractConfirmations.appliedAt), lte(contractConfirmations.effectiveAt, now)))
    .orderBy(asc(contractConfirmations.id))
    .limit(500);
}

/** Marks a confirmation applied; false when another run got there first. */
export async function markApplied(db: Executor, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(contractConfirmations)
    .set({ appliedAt: now })
    .where(and(eq(contractConfirmations.id, id), isNull(contractConfirmations.appliedAt)))
    .returning({ id: contractConfirmations.id });
  return rows.length > 0;
}

/** Switch the contracting entity; the pending version is cleared only if it is still this one. */
// updated_at stays: it dates status changes, which the switcher's closed-account rule reads
export async function applyEntity(db: Executor, merchantNo: string, version: string, entity: string): Promise<void> {
  await db
    .update(merchants)
    .set({
      contractEntity: entity,
      novationVersion: sql`case when ${merchants.novationVersion} = ${version} then null else ${merchants.novationVersion} end`,
      novationEntity: sql`case when ${merchants.novationVersion} = ${version} then null else ${merchants.novationEntity} end`,
    })
    .where(eq(merchants.merchantNo, merchantNo));
}
