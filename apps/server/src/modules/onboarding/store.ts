import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { users } from '../identity/schema.ts';
import { faceChecks, onboardingApplications, onboardingDrafts } from './schema.ts';

/** SQL of onboarding: drafts by person, applications and face checks by merchant (the scope). */
export type DraftRow = typeof onboardingDrafts.$inferSelect;
export type ApplicationRow = typeof onboardingApplications.$inferSelect;
export type FaceRow = typeof faceChecks.$inferSelect;

export async function draftOf(db: Executor, userId: number, draftKey: string): Promise<DraftRow | undefined> {
  const [row] = await db
    .select()
    .from(onboardingDrafts)
    .where(and(eq(onboardingDrafts.userId, userId), eq(onboardingDrafts.draftKey, draftKey)))
    .limit(1);
  return row;
}

export async function upsertDraft(db: Executor, v: { userId: number; draftKey: string; step: string; data: unknown; now: Date }): Promise<DraftRow> {
  const [row] = await db
    .insert(onboardingDrafts)
    .values({ userId: v.userId, draftKey: v.draftKey, step: v.step, data: v.data, updatedAt: v.now })
    .onConflictDoUpdate({ target: [onboardingDrafts.userId, onboardingDrafts.draftKey], set: { step: v.step, data: v.data, updatedAt: v.now } })
    .returning();
  return row!;
}

export async function deleteDraft(db: Executor, userId: number, draftKey: string): Promise<void> {
  await db.delete(onboardingDrafts).where(and(eq(onboardingDrafts.userId, userId), eq(onboardingDrafts.draftKey, draftKey)));
}

// ---- applications

export async function insertApplication(db: Executor, v: typeof onboardingApplications.$inferInsert): Promise<ApplicationRow> {
  const [row] = await db.insert(onboardingApplications).values(v).returning();
  return row!;
}

export async function updateApplication(db: Executor, id: number, v: Partial<typeof onboardingApplications.$inferInsert>): Promise<ApplicationRow> {
  const [row] = await db.update(onboardingApplications).set(v).where(eq(onboardingApplications.id, id)).returning();
  return row!;
}

/** The merchant's latest application of a kind. */
export async function latestOf(db: Executor, merchantNo: string, kind: string, forUpdate = false): Promise<ApplicationRow | undefined> {
  const q = db
    .select()
    .from(onboardingApplications)
    .where(and(eq(onboardingApplications.merchantNo, merchantNo), eq(onboardingApplications.kind, kind)))
    .orderBy(desc(onboardingApplications.id))
    .limit(1);
  const [row] = forUpdate ? await q.for('update') : await q;
  return row;
}

/** A person's network applications, newest first (the network application page without a merchant). */
export function applicationsOfUser(db: Executor, userId: number) {
  return db
    .select()
    .from(onboardingApplications)
    .where(and(eq(onboardingApplications.userId, userId), eq(onboardingApplications.kind, 'network')))
    .orderBy(desc(onboardingApplications.id))
    .limit(20);
}

export async function applicationByOrder(db: Executor, orderNo: string, forUpdate = false): Promise<ApplicationRow | undefined> {
  const q = db.select().from(onboardingApplications).where(eq(onboardingApplications.orderNo, orderNo)).limit(1);
  const [row] = forUpdate ? await q.for('update') : await q;
  return row;
}

/**
 * Take the mail owed for the application's latest decision: the row once, null when none is owed
 * (not decided, or already mailed). Committed before the mail goes, so a retry never sends it twice.
 */
export async function claimDecisionMail(db: Executor, orderNo: string, statuses: string[], now: Date): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .update(onboardingApplications)
    .set({ decisionMailedAt: now })
    .where(and(eq(onboardingApplications.orderNo, orderNo), inArray(onboardingApplications.status, statuses), isNull(onboardingApplications.decisionMailedAt)))
    .returning();
  return row;
}

/** The provider's review queue (ops): applications in the given statuses, oldest first. */
export function applicationsIn(db: Executor, statuses: string[], limit = 100) {
  return db.select().from(onboardingApplications).where(inArray(onboardingApplications.status, statuses)).orderBy(onboardingApplications.id).limit(limit);
}

// ---- face checks

export async function insertFace(db: Executor, v: typeof faceChecks.$inferInsert): Promise<FaceRow> {
  const [row] = await db.insert(faceChecks).values(v).returning();
  return row!;
}

export async function updateFace(db: Executor, id: number, v: Partial<typeof faceChecks.$inferInsert>): Promise<FaceRow> {
  const [row] = await db.update(faceChecks).set(v).where(eq(faceChecks.id, id)).returning();
  return row!;
}

export async function faceByToken(db: Executor, token: string, forUpdate = false): Promise<FaceRow | undefined> {
  const q = db.select().from(faceChecks).where(eq(faceChecks.token, token)).limit(1);
  const [row] = forUpdate ? await q.for('update') : await q;
  return row;
}

export async function faceById(db: Executor, id: number, forUpdate = false): Promise<FaceRow | undefined> {
  const q = db.select().from(faceChecks).where(eq(faceChecks.id, id)).limit(1);
  const [row] = forUpdate ? await q.for('update') : await q;
  return row;
}

/** Take the mail owed for a decided check, once (as claimDecisionMail). */
export async function claimFaceMail(db: Executor, id: number, statuses: string[], now: Date): Promise<FaceRow | undefined> {
  const [row] = await db
    .update(faceChecks)
    .set({ mailedAt: now })
    .where(and(eq(faceChecks.id, id), inArray(faceChecks.status, statuses), isNull(faceChecks.mailedAt)))
    .returning();
  return row;
}

/** The latest check of each owner of a merchant. */
export async function latestFaces(db: Executor, merchantNo: string): Promise<FaceRow[]> {
  return db
    .selectDistinctOn([faceChecks.personKey])
    .from(faceChecks)
    .where(eq(faceChecks.merchantNo, merchantNo))
    .orderBy(faceChecks.personKey, desc(faceChecks.id));
}

export function facesIn(db: Executor, statuses: string[], limit = 100) {
  return db.select().from(faceChecks).where(inArray(faceChecks.status, statuses)).orderBy(faceChecks.id).limit(limit);
}

/** Who a decision mail goes to: the person's address, name, language, and whether the account is enabled. */
export async function recipientOf(db: Executor, userId: number) {
  const [row] = await db
    .select({ email: users.email, name: users.name, language: users.language, status: users.status })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}
