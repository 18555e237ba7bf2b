import { Codes } from '@crossbill/contracts/codes';
import { CollectionMethod, DEFAULT_SUBSCRIPTION_SETTINGS, SubscriptionStatus, type SubscriptionSettings } from '@crossbill/contracts/subscription';
import { audit } from '../../platform/audit/audit.ts';
import type { Db, Tx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/errors.ts';
import * as payment from '../payment/service.ts';
import type { TransactionRow } from '../payment/service.ts';
import { billingTime, retryDelayMs, type Frequency } from './schedule.ts';
import { announceCancelled, announceCharge } from './announce.ts';
import * as store from './store.ts';
import type { CycleRow, SubscriptionRow } from './store.ts';

/**
 * Billing (DESIGN.md: jobs are idempotent). Each due cycle is charged once: its row (subscription,
 * plan, cycle) is inserted before the charge in the same database transaction, and a second insert
 * of it conflicts and does nothing, whichever worker or merchant call comes second. A charge is a
 * merchant-initiated transaction against the vault token through the payment service.
 *
 * After a decline the subscription is past_due and the cycle is retried on the merchant's schedule
 * (settings: delays after the failure, days, or hours/minutes for hourly/per-minute plans; regular
 * billing waits meanwhile); a successful retry clears it. When the last retry fails the setting
 * cancels the subscription or leaves it unpaid (no more automatic charges; the merchant may cancel
 * it). Manual collection (2): nothing is charged by the job; the merchant charges each due cycle
 * (and retries a declined one) through the Payment API, through the same cycle insert.
 */

export type Source = 'api' | 'portal' | 'job';

/** A customer mail the work calls for (mails.ts sends it once the work has committed). */
export type Notice =
  | { kind: 'failed'; subscription: SubscriptionRow; amount: bigint; reason: string; reasonCode: string | null; nextRetryAt: Date | null }
  | { kind: 'cancelled'; subscription: SubscriptionRow };

export interface Billing {
  now: Date;
  source: Source;
  /** the risk screen every charge passes, the first payment's (payment's PaymentScreen) */
  screen: payment.PaymentScreen;
  /** the customer mails this work calls for, sent by the caller once its transaction has committed (mails.ts) */
  notices?: Notice[];
}

export const frequencyOf = (s: Pick<SubscriptionRow, 'frequencyUnit' | 'frequencyCount'>): Frequency => ({ unit: s.frequencyUnit, count: s.frequencyCount });
export const cycleAmount = (s: Pick<SubscriptionRow, 'price' | 'quantity'>) => s.price * BigInt(s.quantity);

export async function settingsOf(db: Db | Tx, merchantNo: string): Promise<SubscriptionSettings> {
  const r = await store.selectSettings(db, merchantNo);
  if (!r) return DEFAULT_SUBSCRIPTION_SETTINGS;
  const { merchantNo: _m, updatedAt: _u, ...settings } = r;
  return settings;
}

const earliest = (times: Array<Date | null | undefined>): Date | null =>
  times.filter((t): t is Date => t instanceof Date).reduce<Date | null>((a, t) => (a === null || t < a ? t : a), null);

type DueFields = Pick<SubscriptionRow, 'status' | 'cancelAt' | 'expireAt' | 'collectionMethod' | 'tokenId' | 'dunning' | 'nextRetryAt' | 'nextBillingAt'>;

/** When the provider next charges (automatic collection with a card): the past-due cycle's retry, else the next billing. */
function chargeAtOf(s: DueFields): Date | null {
  if (s.collectionMethod !== CollectionMethod.AUTOMATIC || !s.tokenId || s.dunning === 'unpaid') return null;
  return s.dunning === 'past_due' ? s.nextRetryAt : s.nextBillingAt;
}

/** When the job next has something to do: a scheduled end, the expiry, or (automatic collection) a charge. */
export function dueOf(s: DueFields) {
  if (s.status !== SubscriptionStatus.INITIATED && s.status !== SubscriptionStatus.ACTIVE) return null;
  return earliest([s.cancelAt, s.expireAt, chargeAtOf(s)]);
}

/**
 * When it first became active, and when it churned (cancelled, at its end, or left unpaid, whichever
 * came first; never for one that was never active): the list's figures read them (stats.ts).
 */
function milestones(s: SubscriptionRow, next: SubscriptionRow, now: Date): Pick<store.NewSubscription, 'activatedAt' | 'churnedAt'> {
  const activatedAt = s.activatedAt ?? (next.status === SubscriptionStatus.ACTIVE ? now : null);
  const lost = next.status === SubscriptionStatus.CANCELLED || next.dunning === 'unpaid';
  const churnedAt = s.churnedAt ?? (activatedAt && lost ? (next.status === SubscriptionStatus.CANCELLED ? (next.endedAt ?? now) : now) : null);
  return { activatedAt, churnedAt };
}

/** Save a patch with its derived due time and milestones. */
export async function save(tx: Tx, s: SubscriptionRow, patch: Partial<store.NewSubscription>, now: Date): Promise<SubscriptionRow> {
  const next = { ...s, ...patch };
  return store.updateSubscription(tx, s.id, { ...patch, ...milestones(s, next, now), dueAt: dueOf(next), updatedAt: now });
}

async function trail(tx: Tx, s: SubscriptionRow, action: string, summary: Record<string, unknown>, source: Source): Promise<void> {
  await audit(tx, { userId: null, merchantNo: s.merchantNo, action, target: s.subscriptionId, summary: { ...summary, source }, userAgent: source });
}

/** End a subscription: cancelled (3) or closed (2), at `at`; nothing is due any more. */
export async function end(
  tx: Tx,
  s: SubscriptionRow,
  status: 2 | 3,
  at: Date,
  b: Omit<Billing, 'screen'>,
  reason?: 'retries',
  patch: Partial<store.NewSubscription> = {},
): Promise<SubscriptionRow> {
  const after = await save(tx, s, { ...patch, status, endedAt: at, nextRetryAt: null, ...(reason ? { cancelReason: reason } : {}) }, b.now);
  if (status === SubscriptionStatus.CANCELLED) {
    b.notices?.push({ kind: 'cancelled', subscription: after });
    await announceCancelled(tx, after, b.now);
  }
  await trail(tx, s, status === 3 ? 'subscription.cancelled' : 'subscription.closed', { at: at.toISOString(), reason: reason ?? null }, b.source);
  return after;
}

/** The answer of a cycle's attempt: paid (next billing moves on; closed after the last cycle), or declined (dunning). */
async function recordAttempt(tx: Tx, s: SubscriptionRow, cycle: CycleRow, charge: TransactionRow, b: Billing): Promise<SubscriptionRow> {
  const paid = charge.status === 'succeeded';
  const settings = await settingsOf(tx, s.merchantNo);
  const retriesDone = cycle.attempts - 1;
  const exhausted = !paid && retriesDone >= settings.retryDelays.length;
  await store.updateCycle(tx, cycle.id, {
    outcome: paid ? 'paid' : exhausted && settings.afterLastRetry === 'unpaid' ? 'unpaid' : 'failed',
    transactionId: charge.transactionId,
    responseCode: charge.responseCode,
    responseMessage: charge.responseMessage,
    updatedAt: b.now,
  });
  const charged = { ...cycle, amount: charge.amount, transactionId: charge.transactionId, paid, responseMessage: charge.responseMessage };
  await announceCharge(tx, s, charged, b.now);
  if (paid) {
    const last = s.billingCycles !== null && cycle.cycleNo >= s.billingCycles;
    const after = await save(
      tx,
      s,
      { status: SubscriptionStatus.ACTIVE, dunning: 'none', retryCount: 0, nextRetryAt: null, nextBillingAt: last ? null : s.nextBillingAt },
      b.now,
    );
    return last ? end(tx, after, SubscriptionStatus.CLOSED, b.now, b) : after;
  }
  const manual = s.collectionMethod === CollectionMethod.MANUAL;
  const declined = (after: SubscriptionRow) =>
    b.notices?.push({
      kind: 'failed',
      subscription: after,
      amount: cycle.amount,
      reason: charge.responseMessage ?? '',
      reasonCode: charge.responseCode,
      nextRetryAt: after.nextRetryAt,
    });
  if (!exhausted || manual) {
    const delay = settings.retryDelays[retriesDone];
    const nextRetryAt = manual || delay === undefined ? null : new Date(cycle.billedAt.getTime() + retryDelayMs(s.frequencyUnit, delay));
    const after = await save(tx, s, { dunning: 'past_due', retryCount: retriesDone, nextRetryAt }, b.now);
    declined(after);
    return after;
  }
  const after =
    settings.afterLastRetry === 'cancel'
      ? await save(tx, s, { retryCount: retriesDone }, b.now)
      : await save(tx, s, { dunning: 'unpaid', retryCount: retriesDone, nextRetryAt: null }, b.now);
  declined(after);
  return settings.afterLastRetry === 'cancel' ? end(tx, after, SubscriptionStatus.CANCELLED, b.now, b, 'retries') : after;
}

const orderIdOf = (s: SubscriptionRow, planNo: number, cycleNo: number, attempt: number) => `${s.subscriptionId}-${planNo}-${cycleNo}-${attempt}`;

async function attempt(tx: Tx, s: SubscriptionRow, cycle: CycleRow, b: Billing): Promise<{ subscription: SubscriptionRow; charge: TransactionRow }> {
  const n = cycle.attempts + 1;
  const c = await store.updateCycle(tx, cycle.id, { attempts: n, updatedAt: b.now });
  const charge = await payment.chargeToken(
    tx,
    {
      merchantNo: s.merchantNo,
      tokenId: s.tokenId!,
      amount: cycle.amount,
      currency: s.currency,
      merchantOrderId: orderIdOf(s, cycle.planNo, cycle.cycleNo, n),
      subscriptionId: s.subscriptionId,
      description: `${s.productName} (${s.contractNumber}) cycle ${cycle.cycleNo}`,
      customerEmail: s.customerEmail,
    },
    { now: b.now, source: b.source, screen: b.screen },
  );
  return { subscription: await recordAttempt(tx, s, c, charge, b), charge };
}

/**
 * Bill cycle `cycleNo` of the current plan at `amount` (the plan's cycle amount, or the change's
 * first charge): null when the cycle's row exists already (billed by another worker or call).
 * An amount of 0 (a change's credit covers it) is recorded credited, with no transaction.
 */
export async function billCycle(
  tx: Tx,
  s: SubscriptionRow,
  q: { cycleNo: number; amount: bigint; dueAt: Date },
  b: Billing,
): Promise<{ subscription: SubscriptionRow; charge: TransactionRow | null } | null> {
  const cycle = await store.insertCycle(tx, {
    subscriptionId: s.subscriptionId,
    merchantNo: s.merchantNo,
    planNo: s.planNo,
    cycleNo: q.cycleNo,
    dueAt: q.dueAt,
    amount: q.amount,
    outcome: q.amount === 0n ? 'credited' : 'failed',
    billedAt: b.now,
    updatedAt: b.now,
  });
  if (!cycle) return null;
  const moved = await save(tx, s, { currentCycle: q.cycleNo, nextBillingAt: billingTime(s.planAnchor, frequencyOf(s), q.cycleNo) }, b.now);
  if (q.amount > 0n) return attempt(tx, moved, cycle, b);
  const last = s.billingCycles !== null && q.cycleNo >= s.billingCycles;
  const active = await save(tx, moved, { status: SubscriptionStatus.ACTIVE, nextBillingAt: last ? null : moved.nextBillingAt }, b.now);
  return { subscription: last ? await end(tx, active, SubscriptionStatus.CLOSED, b.now, b) : active, charge: null };
}

/** Charge what is due now: the past-due cycle's retry, or the next cycle. */
async function chargeDue(tx: Tx, s: SubscriptionRow, b: Billing): Promise<{ subscription: SubscriptionRow; charge: TransactionRow | null } | null> {
  if (s.dunning === 'past_due') {
    const cycle = await store.selectCycle(tx, { subscriptionId: s.subscriptionId, planNo: s.planNo, cycleNo: s.currentCycle });
    if (!cycle || cycle.outcome !== 'failed') return null;
    return attempt(tx, s, cycle, b);
  }
  if (!s.nextBillingAt || s.nextBillingAt > b.now) return null;
  const cycleNo = s.currentCycle + 1;
  return billCycle(tx, s, { cycleNo, amount: cycleAmount(s), dueAt: s.nextBillingAt }, b);
}

/** One due subscription (locked): a scheduled end first, then the expiry, then a charge. */
export async function processDue(tx: Tx, s: SubscriptionRow, b: Billing): Promise<SubscriptionRow> {
  // a late run catches up in time order: what was due before an end is charged first; a charge due at
  // or after the end never is
  const chargeAt = chargeAtOf(s);
  const before = (t: Date | null): t is Date => t !== null && t <= b.now && (chargeAt === null || t <= chargeAt);
  if (before(s.cancelAt)) return end(tx, s, SubscriptionStatus.CANCELLED, s.cancelAt, b);
  if (before(s.expireAt)) return end(tx, s, SubscriptionStatus.CLOSED, s.expireAt, b);
  const charged = dueOf(s) !== null && s.collectionMethod === CollectionMethod.AUTOMATIC ? await chargeDue(tx, s, b) : null;
  if (charged) return charged.subscription;
  // nothing to charge after all: keep due_at right, and never let a row the run cannot move hold it
  // in a loop (it is looked at again a minute later)
  const kept = await save(tx, s, {}, b.now);
  return kept.dueAt && kept.dueAt <= b.now ? store.updateSubscription(tx, s.id, { dueAt: new Date(b.now.getTime() + 60_000) }) : kept;
}

/**
 * The billing run (the job each minute, or a test or the ops CLI with its own `now`, optionally for
 * some merchants only): due subscriptions one at a time, each in its own database transaction, until
 * none is due or `limit` were done. Returns how many it processed.
 */
export async function runBilling(
  db: Db,
  now: Date,
  o: { screen: payment.PaymentScreen; limit?: number; scope?: string[]; notify?: (notices: Notice[]) => Promise<unknown> },
): Promise<number> {
  const limit = o.limit ?? 10_000;
  let done = 0;
  while (done < limit) {
    const notices: Notice[] = [];
    const worked = await db.transaction(async (tx) => {
      const s = await store.lockNextDue(tx, now, o.scope);
      if (!s) return false;
      await processDue(tx, s, { now, source: 'job', screen: o.screen, notices });
      return true;
    });
    if (!worked) return done;
    if (notices.length > 0) await o.notify?.(notices);
    done++;
  }
  return done;
}

/** The merchant charges a manual subscription's due cycle (or retries its declined one). */
export async function chargeManual(tx: Tx, s: SubscriptionRow, b: Billing): Promise<{ subscription: SubscriptionRow; charge: TransactionRow | null }> {
  if (s.collectionMethod !== CollectionMethod.MANUAL) throw new AppError(Codes.SUBSCRIPTION_NOT_MANUAL);
  if ((s.status !== SubscriptionStatus.ACTIVE && s.status !== SubscriptionStatus.INITIATED) || !s.tokenId || s.dunning === 'unpaid')
    throw new AppError(Codes.SUBSCRIPTION_STATE, { params: { status: { key: `subscription.status.${s.status}` } } });
  if (s.cancelAt && s.cancelAt <= b.now) throw new AppError(Codes.SUBSCRIPTION_STATE, { params: { status: { key: 'subscription.status.3' } } });
  const r = await chargeDue(tx, s, b);
  if (!r) throw new AppError(Codes.SUBSCRIPTION_NOT_DUE, { params: { at: s.nextBillingAt?.toISOString() ?? '-' } });
  return r;
}
