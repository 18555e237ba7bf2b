import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { operators, resources, roleResources, roles } from '../access/schema.ts';
import { users } from '../identity/schema.ts';
import { approvalFlowApprovers, approvalFlows, approvalSettings } from './schema.ts';

/** SQL of transfer approval: the setting, the flows and their approvers. Every read names the merchant. */

export type SettingRow = typeof approvalSettings.$inferSelect;
export type FlowRow = typeof approvalFlows.$inferSelect;
export type FlowApproverRow = typeof approvalFlowApprovers.$inferSelect;

export async function settingOf(db: Executor, merchantNo: string, forUpdate = false): Promise<SettingRow | undefined> {
  const q = db.select().from(approvalSettings).where(eq(approvalSettings.merchantNo, merchantNo)).limit(1);
  const [row] = forUpdate ? await q.for('update') : await q;
  return row;
}

export async function upsertSetting(db: Executor, values: typeof approvalSettings.$inferInsert): Promise<void> {
  await db
    .insert(approvalSettings)
    .values(values)
    .onConflictDoUpdate({
      target: approvalSettings.merchantNo,
      set: {
        state: values.state,
        approveSelf: values.approveSelf,
        allowMultiStep: values.allowMultiStep,
        conditions: values.conditions,
        version: sql`${approvalSettings.version} + 1`,
        updatedBy: values.updatedBy,
        updatedAt: values.updatedAt,
      },
    });
}

export async function setState(db: Executor, merchantNo: string, state: string, userId: number | null, now: Date): Promise<void> {
  await db
    .update(approvalSettings)
    .set({ state, updatedBy: userId, updatedAt: now, version: sql`${approvalSettings.version} + 1` })
    .where(eq(approvalSettings.merchantNo, merchantNo));
}

/**
 * The people who may approve transfers of a merchant (spec 6): enabled operators of enabled users
 * whose role holds the Transfers page (`code`); an administrator role holds every resource.
 */
export async function eligibleApprovers(db: Executor, merchantNo: string, code: string) {
  const holds = db
    .select({ one: sql`1` })
    .from(roleResources)
    .innerJoin(resources, eq(resources.id, roleResources.resourceId))
    .where(and(eq(roleResources.roleId, roles.id), eq(resources.resourceCode, code)));
  return db
    .select({ userId: users.id, name: users.name, email: users.email })
    .from(operators)
    .innerJoin(users, eq(users.id, operators.userId))
    .innerJoin(roles, eq(roles.id, operators.roleId))
    .where(and(eq(operators.merchantNo, merchantNo), eq(operators.status, 1), eq(users.status, 1), or(eq(roles.isAdmin, true), sql`exists (${holds})`)))
    .orderBy(asc(users.name), asc(users.id));
}

/** Names and e-mails of users (any merchant's: the caller passes ids it already scoped). */
export async function usersByIds(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return db.select({ userId: users.id, name: users.name, email: users.email }).from(users).where(inArray(users.id, ids));
}

// ---- flows

export async function insertFlow(db: Executor, values: typeof approvalFlows.$inferInsert): Promise<FlowRow> {
  const [row] = await db.insert(approvalFlows).values(values).returning();
  return row!;
}

export async function insertApprovers(db: Executor, rows: Array<typeof approvalFlowApprovers.$inferInsert>): Promise<void> {
  if (rows.length > 0) await db.insert(approvalFlowApprovers).values(rows);
}

/** A flow of the scope; `forUpdate` takes its row lock (every decision on a flow serialises on it). */
export async function flowOf(db: Executor, scope: string[], flowId: number, forUpdate = false): Promise<FlowRow | undefined> {
  const q = db
    .select()
    .from(approvalFlows)
    .where(and(eq(approvalFlows.id, flowId), inArray(approvalFlows.merchantNo, scope)))
    .limit(1);
  const [row] = forUpdate ? await q.for('update') : await q;
  return row;
}

/** The newest flow of a subject in the scope. */
export async function latestFlowOf(db: Executor, scope: string[], subjectType: string, subjectId: string): Promise<FlowRow | undefined> {
  const [row] = await db
    .select()
    .from(approvalFlows)
    .where(and(inArray(approvalFlows.merchantNo, scope), eq(approvalFlows.subjectType, subjectType), eq(approvalFlows.subjectId, subjectId)))
    .orderBy(desc(approvalFlows.id))
    .limit(1);
  return row;
}

export async function approversOf(db: Executor, flowId: number): Promise<FlowApproverRow[]> {
  return db
    .select()
    .from(approvalFlowApprovers)
    .where(eq(approvalFlowApprovers.flowId, flowId))
    .orderBy(asc(approvalFlowApprovers.stepNo), asc(approvalFlowApprovers.name), asc(approvalFlowApprovers.userId));
}

export async function recordDecision(
  db: Executor,
  key: { flowId: number; stepNo: number; userId: number },
  values: { decision: string; reason: string | null; decidedAt: Date },
): Promise<void> {
  await db
    .update(approvalFlowApprovers)
    .set(values)
    .where(
      and(
        eq(approvalFlowApprovers.flowId, key.flowId),
        eq(approvalFlowApprovers.stepNo, key.stepNo),
        eq(approvalFlowApprovers.userId, key.userId),
        isNull(approvalFlowApprovers.decision),
      ),
    );
}

export async function updateFlow(
  db: Executor,
  flowId: number,
  values: Partial<Pick<FlowRow, 'status' | 'currentStep' | 'reason' | 'finishedAt'>>,
): Promise<void> {
  await db.update(approvalFlows).set(values).where(eq(approvalFlows.id, flowId));
}

/**
 * Pending flows of the scope where the user is an undecided candidate of the current step. The
 * self-approval and multi-step rules are applied by the service on these few rows.
 */
export async function pendingCandidacies(db: Executor, scope: string[], userId: number) {
  return db
    .select({ flow: approvalFlows })
    .from(approvalFlows)
    .innerJoin(approvalFlowApprovers, and(eq(approvalFlowApprovers.flowId, approvalFlows.id), eq(approvalFlowApprovers.stepNo, approvalFlows.currentStep)))
    .where(
      and(
        inArray(approvalFlows.merchantNo, scope),
        eq(approvalFlows.status, 'pending'),
        eq(approvalFlowApprovers.userId, userId),
        isNull(approvalFlowApprovers.decision),
      ),
    )
    .orderBy(asc(approvalFlows.id));
}

/** Steps of the given flows the user approved (the multi-step rule). */
export async function approvedStepsOf(db: Executor, flowIds: number[], userId: number) {
  if (flowIds.length === 0) return [];
  return db
    .select({ flowId: approvalFlowApprovers.flowId, stepNo: approvalFlowApprovers.stepNo })
    .from(approvalFlowApprovers)
    .where(and(inArray(approvalFlowApprovers.flowId, flowIds), eq(approvalFlowApprovers.userId, userId), eq(approvalFlowApprovers.decision, 'approve')));
}
