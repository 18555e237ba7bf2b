import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import { Codes } from '@crossbill/contracts/codes';
import { fundingReference, type ScheduledCredit } from '@crossbill/contracts/add-funds';
import { simulateInboundCredit } from '@crossbill/contracts/endpoints/sandbox';
import { fromMinor, isCurrency, toMinor } from '@crossbill/contracts/money';
import type { ServerDeps } from '../deps.ts';
import type { Db, Executor } from '../platform/db/client.ts';
import { AppError } from '../platform/http/errors.ts';
import { route } from '../platform/http/route.ts';
import { audit } from '../platform/audit/audit.ts';
import type { JobDef } from '../platform/jobs/jobs.ts';
import { bookInboundCredit } from '../modules/wallet/service.ts';
import { sandboxInboundCredits } from './schema.ts';

/**
 * Sandbox arrival of added funds: a simulated bank transfer is recorded now and booked after
 * SANDBOX_CREDIT_DELAY_SECONDS, by a job sent for its due time and by a minute sweep (whichever runs
 * first; booking is idempotent by the bank's transaction id). Scheduled from the portal (only in
 * sandbox mode; the simulated bank gives the id, the Idempotency-Key guards retries) or from the ops
 * CLI (the id is given). The payer's reference is the merchant's funding reference unless given:
 * two transfers with the same reference are two credits.
 */
export const CREDIT_JOB = 'sandbox.inbound-credit';
export const CREDIT_SWEEP_JOB = 'sandbox.inbound-credit.sweep';

export async function scheduleInboundCredit(
  db: Executor,
  input: {
    merchantNo: string;
    currency: string;
    amount: string;
    reference?: string;
    bankTransactionId?: string;
    delaySeconds: number;
    now: Date;
    userId: number | null;
  },
): Promise<ScheduledCredit> {
  if (!isCurrency(input.currency)) throw new AppError(Codes.BAD_REQUEST, { messageKey: 'money.unknownCurrency' });
  const amount = toMinor(input.amount, input.currency);
  if (amount <= 0n) throw new AppError(Codes.VALIDATION, { messageKey: 'exchange.amountPositive' });
  const reference = input.reference ?? fundingReference(input.merchantNo);
  // the simulated bank numbers its transfers when no id is given
  const bankTransactionId =
    input.bankTransactionId ?? `SBX${input.now.toISOString().slice(0, 10).replace(/-/g, '')}${crypto.randomBytes(6).toString('hex').toUpperCase()}`;
  const dueAt = new Date(input.now.getTime() + input.delaySeconds * 1000);
  const [row] = await db
    .insert(sandboxInboundCredits)
    .values({ merchantNo: input.merchantNo, currency: input.currency, amount, reference, bankTransactionId, dueAt, createdAt: input.now })
    .onConflictDoNothing()
    .returning();
  // the same bank transaction twice is one transfer
  if (!row) throw new AppError(Codes.CONFLICT);
  await audit(db, {
    userId: input.userId,
    merchantNo: input.merchantNo,
    action: 'sandbox.inboundCredit.schedule',
    target: bankTransactionId,
    summary: { currency: input.currency, amount: input.amount, reference, dueAt: dueAt.toISOString() },
  });
  return { reference, bankTransactionId, currency: input.currency, amount: fromMinor(amount, input.currency), dueAt: dueAt.toISOString() };
}

/** Book every scheduled credit that is due (idempotent: a booked bank transaction books nothing again). */
export async function bookDueCredits(db: Db, now: Date, id?: number): Promise<number> {
  const due = await db
    .select()
    .from(sandboxInboundCredits)
    .where(and(isNull(sandboxInboundCredits.bookedAt), lte(sandboxInboundCredits.dueAt, now), id === undefined ? undefined : eq(sandboxInboundCredits.id, id)))
    .orderBy(asc(sandboxInboundCredits.dueAt))
    .limit(500);
  let booked = 0;
  for (const c of due) {
    const r = await bookInboundCredit(db, {
      merchantNo: c.merchantNo,
      currency: c.currency,
      amount: c.amount,
      bankTransactionId: c.bankTransactionId,
      payerReference: c.reference,
      at: now,
    });
    await db.update(sandboxInboundCredits).set({ bookedAt: now }).where(eq(sandboxInboundCredits.id, c.id));
    if (r.created) booked++;
  }
  return booked;
}

export function sandboxJobs(deps: ServerDeps): JobDef[] {
  return [
    { name: CREDIT_JOB, handler: async () => void (await bookDueCredits(deps.db, deps.now())) },
    { name: CREDIT_SWEEP_JOB, cron: '* * * * *', handler: async () => void (await bookDueCredits(deps.db, deps.now())) },
  ];
}

export function registerSandboxRoutes(app: FastifyInstance, deps: ServerDeps): void {
  route(app, simulateInboundCredit, async (ctx) => {
    if (!deps.config.SANDBOX) throw new AppError(Codes.SANDBOX_DISABLED);
    const scheduled = await scheduleInboundCredit(ctx.tx!, {
      merchantNo: ctx.scope[0]!,
      currency: ctx.body.currency,
      amount: ctx.body.amount,
      delaySeconds: deps.config.SANDBOX_CREDIT_DELAY_SECONDS,
      now: deps.now(),
      userId: ctx.auth.userId,
    });
    // once the credit is committed; the minute sweep backs it up
    ctx.afterCommit(() => deps.jobs.send(CREDIT_JOB, {}, { startAfter: new Date(scheduled.dueAt) }));
    return scheduled;
  });
}
