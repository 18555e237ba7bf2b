import { and, asc, count, eq, inArray, isNotNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { EnrolmentKind, EnrolmentStatus } from '@crossbill/contracts/enrolment-states';
import type { Executor } from '../../platform/db/client.ts';
import { descIndexed } from '../../platform/db/order.ts';
import { enrolmentEvents, enrolments } from './schema.ts';

export type EnrolmentRow = typeof enrolments.$inferSelect;
export type NewEnrolment = typeof enrolments.$inferInsert;
export type EnrolmentEventRow = typeof enrolmentEvents.$inferSelect;

export interface EnrolmentFilter {
  scope: string[];
  kind: EnrolmentKind;
  status?: EnrolmentStatus;
  merchantIdentifier?: string;
}

function where(f: EnrolmentFilter): SQL {
  const c: SQL[] = [inArray(enrolments.merchantNo, f.scope), eq(enrolments.kind, f.kind)];
  if (f.status) c.push(eq(enrolments.status, f.status));
  if (f.merchantIdentifier) c.push(eq(enrolments.merchantIdentifier, f.merchantIdentifier));
  return and(...c)!;
}

export async function insertEnrolment(db: Executor, row: NewEnrolment): Promise<EnrolmentRow> {
  const [r] = await db.insert(enrolments).values(row).returning();
  return r!;
}

export async function updateEnrolment(db: Executor, id: number, patch: Partial<NewEnrolment>): Promise<EnrolmentRow> {
  const [r] = await db.update(enrolments).set(patch).where(eq(enrolments.id, id)).returning();
  return r!;
}

/** One enrolment in scope (null scope: the provider's side), of one kind when given; locked for update when `lock`. */
export async function selectEnrolment(
  db: Executor,
  q: { enrolmentId: string; scope: string[] | null; kind?: EnrolmentKind; lock?: boolean },
): Promise<EnrolmentRow | null> {
  const c = [eq(enrolments.enrolmentId, q.enrolmentId)];
  if (q.scope) c.push(inArray(enrolments.merchantNo, q.scope));
  if (q.kind) c.push(eq(enrolments.kind, q.kind));
  const base = db
    .select()
    .from(enrolments)
    .where(and(...c));
  const [r] = q.lock ? await base.for('update') : await base;
  return r ?? null;
}

export function selectPage(db: Executor, f: EnrolmentFilter & { limit: number; offset: number }): Promise<EnrolmentRow[]> {
  return db.select().from(enrolments).where(where(f)).orderBy(descIndexed(enrolments.createdAt), descIndexed(enrolments.id)).limit(f.limit).offset(f.offset);
}

export async function countRows(db: Executor, f: EnrolmentFilter): Promise<number> {
  const [r] = await db.select({ n: count() }).from(enrolments).where(where(f));
  return Number(r?.n ?? 0);
}

/** The provider's list (ops): newest first, every merchant, optionally one status and kind. */
export function selectRecent(db: Executor, q: { status?: EnrolmentStatus; kind?: EnrolmentKind; limit: number }): Promise<EnrolmentRow[]> {
  const c: SQL[] = [];
  if (q.status) c.push(eq(enrolments.status, q.status));
  if (q.kind) c.push(eq(enrolments.kind, q.kind));
  return db
    .select()
    .from(enrolments)
    .where(c.length ? and(...c) : undefined)
    .orderBy(descIndexed(enrolments.createdAt), descIndexed(enrolments.id))
    .limit(q.limit);
}

/** Enrolments in the provider's states whose state is older than `before` (the sandbox advances them). */
export function selectWaiting(
  db: Executor,
  q: { statuses: readonly EnrolmentStatus[]; before: Date; limit: number },
): Promise<Pick<EnrolmentRow, 'enrolmentId'>[]> {
  return db
    .select({ enrolmentId: enrolments.enrolmentId })
    .from(enrolments)
    .where(and(inArray(enrolments.status, [...q.statuses]), lte(enrolments.statusChangedAt, q.before)))
    .orderBy(asc(enrolments.statusChangedAt))
    .limit(q.limit);
}

/** Enrolled enrolments quiet since `before` whose quiet period has not been notified yet. */
export function selectQuiet(db: Executor, q: { before: Date; limit: number }): Promise<Pick<EnrolmentRow, 'enrolmentId'>[]> {
  return db
    .select({ enrolmentId: enrolments.enrolmentId })
    .from(enrolments)
    .where(
      and(
        eq(enrolments.status, 'enrolled'),
        isNotNull(enrolments.lastActivityAt),
        lte(enrolments.lastActivityAt, q.before),
        or(sql`${enrolments.malfunctionNotifiedFor} is null`, sql`${enrolments.malfunctionNotifiedFor} <> ${enrolments.lastActivityAt}`),
      ),
    )
    .orderBy(asc(enrolments.lastActivityAt))
    .limit(q.limit);
}

export async function insertEvent(db: Executor, row: typeof enrolmentEvents.$inferInsert): Promise<void> {
  await db.insert(enrolmentEvents).values(row);
}

export function selectEvents(db: Executor, enrolmentId: string): Promise<EnrolmentEventRow[]> {
  return db.select().from(enrolmentEvents).where(eq(enrolmentEvents.enrolmentId, enrolmentId)).orderBy(asc(enrolmentEvents.id));
}

/** The merchant's enrolments of a kind in the given states, oldest first (the one the network has served longest). */
export function selectLive(db: Executor, q: { merchantNo: string; kind: EnrolmentKind; statuses: readonly EnrolmentStatus[] }): Promise<EnrolmentRow[]> {
  return db
    .select()
    .from(enrolments)
    .where(and(eq(enrolments.merchantNo, q.merchantNo), eq(enrolments.kind, q.kind), inArray(enrolments.status, [...q.statuses])))
    .orderBy(asc(enrolments.createdAt), asc(enrolments.id));
}

/** An alert or case arrived for these enrolments: their quiet period starts again. */
export async function touchActivity(db: Executor, ids: number[], now: Date): Promise<void> {
  if (ids.length) await db.update(enrolments).set({ lastActivityAt: now }).where(inArray(enrolments.id, ids));
}
