import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { identityTickets, paymentPasswords, trustedDevices } from './schema.ts';

/** SQL of the identity module's steps and devices: tickets, trusted devices, payment passwords. */

export type TicketRow = typeof identityTickets.$inferSelect;
export type PaymentPasswordRow = typeof paymentPasswords.$inferSelect;
const iso = (d: Date) => d.toISOString();

// ---- tickets

export async function insertTicket(db: Executor, values: typeof identityTickets.$inferInsert): Promise<void> {
  await db.insert(identityTickets).values(values);
}

export async function ticketByHash(db: Executor, tokenHash: string, kind: string): Promise<TicketRow | undefined> {
  const [row] = await db
    .select()
    .from(identityTickets)
    .where(and(eq(identityTickets.tokenHash, tokenHash), eq(identityTickets.kind, kind)))
    .limit(1);
  return row;
}

/** Use a live ticket once (race-free); the ticket row, or undefined when absent, used or expired. */
export async function useTicket(db: Executor, tokenHash: string, kind: string, now: Date): Promise<TicketRow | undefined> {
  const [row] = await db
    .update(identityTickets)
    .set({ usedAt: now })
    .where(
      and(
        eq(identityTickets.tokenHash, tokenHash),
        eq(identityTickets.kind, kind),
        isNull(identityTickets.usedAt),
        sql`${identityTickets.expiresAt} > ${iso(now)}::timestamptz`,
      ),
    )
    .returning();
  return row;
}

/** The open tickets of a user of a kind end (a new one replaces them, or the password changed). */
export async function endTickets(db: Executor, userId: number, kind: string, now: Date): Promise<void> {
  await db
    .update(identityTickets)
    .set({ usedAt: now })
    .where(and(eq(identityTickets.userId, userId), eq(identityTickets.kind, kind), isNull(identityTickets.usedAt)));
}

// ---- trusted devices

export async function isTrusted(db: Executor, userId: number, deviceHash: string): Promise<boolean> {
  const [row] = await db
    .select({ id: trustedDevices.id })
    .from(trustedDevices)
    .where(and(eq(trustedDevices.userId, userId), eq(trustedDevices.deviceHash, deviceHash)))
    .limit(1);
  return !!row;
}

export async function trustDevice(db: Executor, o: { userId: number; deviceHash: string; userAgent: string; now: Date }): Promise<void> {
  await db
    .insert(trustedDevices)
    .values({ userId: o.userId, deviceHash: o.deviceHash, userAgent: o.userAgent.slice(0, 512), createdAt: o.now, lastUsedAt: o.now })
    .onConflictDoUpdate({ target: [trustedDevices.userId, trustedDevices.deviceHash], set: { lastUsedAt: o.now } });
}

export async function touchDevice(db: Executor, userId: number, deviceHash: string, now: Date): Promise<void> {
  await db
    .update(trustedDevices)
    .set({ lastUsedAt: now })
    .where(and(eq(trustedDevices.userId, userId), eq(trustedDevices.deviceHash, deviceHash)));
}

// ---- payment passwords

export async function paymentPasswordOf(db: Executor, userId: number, merchantNo: string): Promise<PaymentPasswordRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentPasswords)
    .where(and(eq(paymentPasswords.userId, userId), eq(paymentPasswords.merchantNo, merchantNo)))
    .limit(1);
  return row;
}

export async function savePaymentPassword(db: Executor, o: { userId: number; merchantNo: string; passwordHash: string; now: Date }): Promise<void> {
  await db
    .insert(paymentPasswords)
    .values({ ...o, failures: 0, lockedUntil: null, updatedAt: o.now })
    .onConflictDoUpdate({
      target: [paymentPasswords.userId, paymentPasswords.merchantNo],
      set: { passwordHash: o.passwordHash, failures: 0, lockedUntil: null, updatedAt: o.now },
    });
}

/** Count a wrong payment password atomically; the lock is set on the `max`-th. */
export async function addPaymentFailure(db: Executor, o: { userId: number; merchantNo: string; max: number; lockUntil: Date; now: Date }) {
  // a lock that ran out starts the count again
  const restart = sql`(${paymentPasswords.lockedUntil} is not null and ${paymentPasswords.lockedUntil} <= ${iso(o.now)}::timestamptz)`;
  const next = sql`(case when ${restart} then 1 else ${paymentPasswords.failures} + 1 end)`;
  const [row] = await db
    .update(paymentPasswords)
    .set({
      failures: next,
      lockedUntil: sql`case when ${next} >= ${o.max} then ${iso(o.lockUntil)}::timestamptz else null end`,
    })
    .where(and(eq(paymentPasswords.userId, o.userId), eq(paymentPasswords.merchantNo, o.merchantNo)))
    .returning();
  return row!;
}

export async function clearPaymentFailures(db: Executor, userId: number, merchantNo: string): Promise<void> {
  await db
    .update(paymentPasswords)
    .set({ failures: 0, lockedUntil: null })
    .where(and(eq(paymentPasswords.userId, userId), eq(paymentPasswords.merchantNo, merchantNo)));
}

/** Housekeeping: tickets past their life. */
export async function purgeTickets(db: Executor, now: Date): Promise<number> {
  const rows = await db
    .delete(identityTickets)
    .where(or(lt(identityTickets.expiresAt, now), sql`${identityTickets.usedAt} is not null`))
    .returning({ t: identityTickets.tokenHash });
  return rows.length;
}
