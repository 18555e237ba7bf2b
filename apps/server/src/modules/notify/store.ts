import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { notifyEmailChannels, notifyEmails, notifyEvents, webhookAttempts, webhookDeliveries, webhookEndpoints } from './schema.ts';

export type EndpointRow = typeof webhookEndpoints.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;
export type AttemptRow = typeof webhookAttempts.$inferSelect;
export type EmailChannelRow = typeof notifyEmailChannels.$inferSelect;
export type EventRow = typeof notifyEvents.$inferSelect;

export async function insertEvent(db: Executor, row: typeof notifyEvents.$inferInsert): Promise<void> {
  await db.insert(notifyEvents).values(row);
}

export async function selectEvent(db: Executor, eventId: string): Promise<EventRow | null> {
  const [row] = await db.select().from(notifyEvents).where(eq(notifyEvents.eventId, eventId));
  return row ?? null;
}

/** Who takes this event type: the merchant's enrolled endpoints that chose it, and whether its enrolled e-mail channel did (one round trip). */
export async function subscribers(db: Executor, merchantNo: string, type: string): Promise<{ endpointIds: number[]; email: boolean }> {
  const chosen = JSON.stringify([type]);
  const r = (await db.execute(sql`
    select
      (select coalesce(json_agg(id), '[]'::json) from webhook_endpoints
        where merchant_no = ${merchantNo} and state = 'enrolled' and events @> ${chosen}::jsonb) as endpoints,
      exists (select 1 from notify_email_channels
        where merchant_no = ${merchantNo} and state = 'enrolled' and events @> ${chosen}::jsonb) as email`)) as unknown as {
    rows: { endpoints: (number | string)[] | string; email: boolean }[];
  };
  const row = r.rows[0]!;
  const ids = typeof row.endpoints === 'string' ? (JSON.parse(row.endpoints) as number[]) : row.endpoints;
  return { endpointIds: ids.map(Number), email: row.email };
}

export async function insertDeliveries(db: Executor, rows: (typeof webhookDeliveries.$inferInsert)[]): Promise<DeliveryRow[]> {
  if (rows.length === 0) return [];
  return db.insert(webhookDeliveries).values(rows).onConflictDoNothing().returning();
}

export function listEndpoints(db: Executor, merchantNo: string) {
  return db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.merchantNo, merchantNo))
    .orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id));
}

export async function countEndpoints(db: Executor, merchantNo: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(webhookEndpoints).where(eq(webhookEndpoints.merchantNo, merchantNo));
  return row?.n ?? 0;
}

export async function selectEndpoint(db: Executor, q: { merchantNo: string; endpointId: string; lock?: boolean }): Promise<EndpointRow | null> {
  const query = db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.merchantNo, q.merchantNo), eq(webhookEndpoints.endpointId, q.endpointId)));
  const [row] = q.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function selectEndpointById(db: Executor, id: number, lock = false): Promise<EndpointRow | null> {
  const query = db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function insertEndpoint(db: Executor, row: typeof webhookEndpoints.$inferInsert): Promise<EndpointRow> {
  const [created] = await db.insert(webhookEndpoints).values(row).returning();
  return created!;
}

export async function updateEndpoint(db: Executor, id: number, patch: Partial<typeof webhookEndpoints.$inferInsert>): Promise<EndpointRow> {
  const [row] = await db.update(webhookEndpoints).set(patch).where(eq(webhookEndpoints.id, id)).returning();
  return row!;
}

/**
 * Claim the next attempt of every due delivery (at most `limit`): the attempt number is raised and a
 * lease set while the rows are locked, rows another worker holds are skipped. What comes back is
 * this worker's alone to send.
 */
export async function claimDue(db: Executor, q: { now: Date; leaseUntil: Date; limit: number; merchantNo?: string }): Promise<DeliveryRow[]> {
  const scope = q.merchantNo ? sql`and merchant_no = ${q.merchantNo}` : sql``;
  const now = q.now.toISOString();
  const r = (await db.execute(sql`
    update webhook_deliveries set status = 'sending', attempts = attempts + 1,
      next_attempt_at = ${q.leaseUntil.toISOString()}::timestamptz, updated_at = ${now}::timestamptz
    where id in (
      select id from webhook_deliveries
      where status in ('pending', 'sending') and next_attempt_at <= ${now}::timestamptz ${scope}
      order by next_attempt_at limit ${q.limit}
      for update skip locked)
    returning id`)) as unknown as { rows: { id: number | string }[] };
  const ids = r.rows.map((x) => Number(x.id));
  if (ids.length === 0) return [];
  return db.select().from(webhookDeliveries).where(inArray(webhookDeliveries.id, ids)).orderBy(asc(webhookDeliveries.id));
}

/** Claim one more attempt of a delivery for a manual resend or a test (its schedule is left alone). */
export async function claimManual(db: Executor, q: { merchantNo: string; deliveryId: number; now: Date }): Promise<DeliveryRow | null> {
  const [row] = await db
    .update(webhookDeliveries)
    .set({ attempts: sql`${webhookDeliveries.attempts} + 1`, updatedAt: q.now })
    .where(and(eq(webhookDeliveries.id, q.deliveryId), eq(webhookDeliveries.merchantNo, q.merchantNo)))
    .returning();
  return row ?? null;
}

export async function updateDelivery(db: Executor, id: number, patch: Partial<typeof webhookDeliveries.$inferInsert>): Promise<void> {
  await db.update(webhookDeliveries).set(patch).where(eq(webhookDeliveries.id, id));
}

export async function insertAttempt(db: Executor, row: typeof webhookAttempts.$inferInsert): Promise<void> {
  await db.insert(webhookAttempts).values(row).onConflictDoNothing();
}

/** How many scheduled (not manual) attempts a delivery has had. */
export async function scheduledAttempts(db: Executor, deliveryId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(webhookAttempts)
    .where(and(eq(webhookAttempts.deliveryId, deliveryId), eq(webhookAttempts.manual, false)));
  return row?.n ?? 0;
}

export async function openDeliveries(db: Executor, endpointId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.endpointId, endpointId), inArray(webhookDeliveries.status, ['pending', 'sending'])));
  return row?.n ?? 0;
}

export function disenrollingEndpoints(db: Executor) {
  return db.select({ id: webhookEndpoints.id }).from(webhookEndpoints).where(eq(webhookEndpoints.state, 'disenrolling'));
}

export async function pageDeliveries(db: Executor, q: { endpointId: number; deliveryId?: number; page: number; size: number }) {
  const where = and(eq(webhookDeliveries.endpointId, q.endpointId), q.deliveryId ? eq(webhookDeliveries.id, q.deliveryId) : undefined);
  const [total] = await db.select({ n: count() }).from(webhookDeliveries).where(where);
  const rows = await db
    .select({ delivery: webhookDeliveries, body: notifyEvents.body })
    .from(webhookDeliveries)
    .innerJoin(notifyEvents, eq(notifyEvents.eventId, webhookDeliveries.eventId))
    .where(where)
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(q.size)
    .offset((q.page - 1) * q.size);
  const ids = rows.map((r) => r.delivery.id);
  const attempts = ids.length
    ? await db.select().from(webhookAttempts).where(inArray(webhookAttempts.deliveryId, ids)).orderBy(asc(webhookAttempts.attemptNo))
    : [];
  return { total: total?.n ?? 0, rows, attempts };
}

export async function selectDelivery(db: Executor, q: { merchantNo: string; deliveryId: number }): Promise<DeliveryRow | null> {
  const [row] = await db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.id, q.deliveryId), eq(webhookDeliveries.merchantNo, q.merchantNo)));
  return row ?? null;
}

export async function selectEmailChannel(db: Executor, merchantNo: string, lock = false): Promise<EmailChannelRow | null> {
  const query = db.select().from(notifyEmailChannels).where(eq(notifyEmailChannels.merchantNo, merchantNo));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function upsertEmailChannel(db: Executor, row: typeof notifyEmailChannels.$inferInsert): Promise<EmailChannelRow> {
  const [saved] = await db
    .insert(notifyEmailChannels)
    .values(row)
    .onConflictDoUpdate({
      target: notifyEmailChannels.merchantNo,
      set: { recipients: row.recipients, events: row.events, state: row.state, updatedAt: row.updatedAt },
    })
    .returning();
  return saved!;
}

export async function insertEmail(db: Executor, row: typeof notifyEmails.$inferInsert): Promise<void> {
  await db.insert(notifyEmails).values(row).onConflictDoNothing();
}

/** Claim the mails not sent yet (marked sent before they go: a mail is sent at most once). */
export async function claimEmails(db: Executor, q: { now: Date; limit: number }) {
  const r = (await db.execute(sql`
    update notify_emails set sent_at = ${q.now.toISOString()}::timestamptz
    where id in (select id from notify_emails where sent_at is null order by created_at limit ${q.limit} for update skip locked)
    returning event_id, merchant_no`)) as unknown as { rows: { event_id: string; merchant_no: string }[] };
  return r.rows.map((x) => ({ eventId: x.event_id, merchantNo: x.merchant_no }));
}
