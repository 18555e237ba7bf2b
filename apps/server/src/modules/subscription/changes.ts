import { Codes } from '@crossbill/contracts/codes';
import {
  PRORATION_DATE_MAX_AGE_MS,
  SubscriptionStatus,
  type CancelMode,
  type ChangePreviewInput,
  type ProrationPreview,
} from '@crossbill/contracts/subscription';
import type { Executor, Tx } from '../../platform/db/client.ts';
import { AppError, fieldError } from '../../platform/http/errors.ts';
import * as payment from '../payment/service.ts';
import * as refund from '../refund/service.ts';
import { billCycle, cycleAmount, end, frequencyOf, save, settingsOf, type Notice } from './billing.ts';
import { changeMoney, unusedCredit } from './proration.ts';
import { billingTime, cycleDueAt } from './schedule.ts';
import type { PlanTerms } from './schema.ts';
import { auditOf, getSubscription, minorOfField, planAmount, type Actor } from './rules.ts';
import * as store from './store.ts';
import type { SubscriptionRow } from './store.ts';

/**
 * Changes and cancellations (spec 4). A change (price, quantity, frequency) credits the unused part
 * of the current paid cycle (proration.ts), starts a new plan on the change date (plan number + 1,
 * billing from cycle 1, the cycle count starting again) and charges its cycle 1 at once at the new
 * amount less the credit; a credit above the new amount is refunded through the one refund service
 * against the last paid cycle's transaction. The merchant sees the proration first (preview) and
 * confirms it: the change refuses (409) an amount that no longer matches. A cancellation ends the
 * subscription after the current cycle, on a date, or at once (optionally refunding the unused part
 * the same way); asking again answers the first cancellation.
 */

const stateError = (s: SubscriptionRow) => new AppError(Codes.SUBSCRIPTION_STATE, { params: { status: { key: `subscription.status.${s.status}` } } });
const money = (s: SubscriptionRow, v: bigint) => payment.money(v, s.currency);

/** The unused part of the current cycle at `now`: 0 unless that cycle was paid. `cycleStart`: when the current cycle began. */
async function creditOf(db: Executor, s: SubscriptionRow, now: Date): Promise<{ credit: bigint; charged: bigint; cycleStart: Date }> {
  const f = frequencyOf(s);
  const cycleStart = s.currentCycle === 0 ? s.planAnchor : cycleDueAt(s.planAnchor, f, s.currentCycle);
  if (s.currentCycle === 0 || s.dunning !== 'none') return { credit: 0n, charged: 0n, cycleStart };
  const cycle = await store.selectCycle(db, { subscriptionId: s.subscriptionId, planNo: s.planNo, cycleNo: s.currentCycle });
  if (!cycle || cycle.outcome === 'failed' || cycle.outcome === 'unpaid') return { credit: 0n, charged: 0n, cycleStart };
  const cycleEnd = billingTime(s.planAnchor, f, s.currentCycle);
  return { credit: unusedCredit({ charged: cycle.amount, cycleStart, cycleEnd, at: now }), charged: cycle.amount, cycleStart };
}

const termsOf = (s: SubscriptionRow): PlanTerms => ({
  price: money(s, s.price),
  quantity: s.quantity,
  frequencyUnit: s.frequencyUnit,
  frequencyCount: s.frequencyCount,
});

async function prorate(db: Executor, s: SubscriptionRow, q: ChangePreviewInput, now: Date) {
  if (s.status !== SubscriptionStatus.ACTIVE || s.cancelMode || !s.tokenId) throw stateError(s);
  const price = q.price === undefined ? s.price : minorOfField(q.price, s.currency, 'price');
  const quantity = q.quantity ?? s.quantity;
  const f = { unit: q.frequencyUnit ?? s.frequencyUnit, count: q.frequencyCount ?? s.frequencyCount };
  const newAmount = planAmount(price, quantity);
  const { credit, charged, cycleStart } = await creditOf(db, s, now);
  const m = changeMoney(credit, newAmount);
  const preview: ProrationPreview = {
    subscriptionId: s.subscriptionId,
    currency: s.currency,
    effectiveAt: now.toISOString(),
    cycleCharged: money(s, charged),
    credit: money(s, credit),
    newAmount: money(s, newAmount),
    chargeNow: money(s, m.chargeNow),
    refundNow: money(s, m.refundNow),
    nextBillingAt: billingTime(now, f, 1).toISOString(),
  };
  return { preview, price, quantity, f, credit, cycleStart, ...m };
}

export async function previewChange(db: Executor, scope: string[], subscriptionId: string, q: ChangePreviewInput, now: Date): Promise<ProrationPreview> {
  return (await prorate(db, await getSubscription(db, scope, subscriptionId), q, now)).preview;
}

/** Refund `amount` of the last paid cycle's transaction through the refund service, linked to the subscription. */
async function refundUnused(tx: Tx, policy: refund.RefundPolicy, s: SubscriptionRow, amount: bigint, reason: string, actor: Actor, now: Date) {
  const last = await store.selectLastPaid(tx, s.subscriptionId);
  if (!last?.transactionId || amount <= 0n) return null;
  const made = await refund.createRefund(tx, policy, {
    scope: [s.merchantNo],
    payment: last.transactionId,
    amount: money(s, amount),
    reason,
    actor: { source: actor.source === 'api' ? 'api' : 'portal', userId: actor.userId, name: null, ip: actor.ip, userAgent: actor.userAgent },
    now,
  });
  await payment.linkSubscription(tx, made.refund, s.subscriptionId);
  return made.request.refundId;
}

export async function changeSubscription(
  tx: Tx,
  policy: refund.RefundPolicy,
  o: {
    scope: string[];
    subscriptionId: string;
    change: ChangePreviewInput & { prorationAmount: string; prorationDate?: string };
    version?: number;
    actor: Actor;
    now: Date;
    notices?: Notice[];
    /** the risk screen the change's first charge passes */
    screen: payment.PaymentScreen;
  },
): Promise<SubscriptionRow> {
  const s = await getSubscription(tx, o.scope, o.subscriptionId, true);
  if (o.version !== undefined && o.version !== s.version) throw new AppError(Codes.SUBSCRIPTION_CHANGED);
  // prorated as of the preview's instant when given (what the merchant saw), else now
  const at = o.change.prorationDate ? new Date(o.change.prorationDate) : o.now;
  if (at > o.now || o.now.getTime() - at.getTime() > PRORATION_DATE_MAX_AGE_MS) throw fieldError('prorationDate', 'subscription.prorationDateRange');
  const p = await prorate(tx, s, o.change, at);
  // a cycle billed since the preview: its credit is another one
  if (at < p.cycleStart || minorOfField(o.change.prorationAmount, s.currency, 'prorationAmount', { allowZero: true }) !== p.credit) {
    const current = at < p.cycleStart ? await prorate(tx, s, o.change, o.now) : p;
    throw new AppError(Codes.PRORATION_CHANGED, { params: { credit: current.preview.credit, currency: s.currency } });
  }
  const refundId = p.refundNow > 0n ? await refundUnused(tx, policy, s, p.refundNow, `Subscription ${s.subscriptionId}: change credit`, o.actor, o.now) : null;
  const planNo = s.planNo + 1;
  const renewed = await save(
    tx,
    s,
    {
      planNo,
      planAnchor: at,
      price: p.price,
      quantity: p.quantity,
      frequencyUnit: p.f.unit,
      frequencyCount: p.f.count,
      currentCycle: 0,
      nextBillingAt: at,
      prorationAmount: p.credit,
      dunning: 'none',
      retryCount: 0,
      nextRetryAt: null,
    },
    o.now,
  );
  await store.insertChange(tx, {
    subscriptionId: s.subscriptionId,
    merchantNo: s.merchantNo,
    planNo,
    before: termsOf(s),
    after: termsOf(renewed),
    credit: p.credit,
    charged: p.chargeNow,
    refunded: p.refundNow,
    refundId,
    changedAt: o.now,
  });
  const billed = await billCycle(
    tx,
    renewed,
    { cycleNo: 1, amount: p.chargeNow, dueAt: at },
    {
      now: o.now,
      source: o.actor.source,
      screen: o.screen,
      notices: o.notices,
    },
  );
  await auditOf(tx, s, o.actor, 'subscription.change', {
    before: termsOf(s),
    after: termsOf(renewed),
    credit: p.preview.credit,
    charged: p.preview.chargeNow,
    refunded: p.preview.refundNow,
    refundId,
    planNo,
    newAmount: money(s, cycleAmount(renewed)),
  });
  return billed?.subscription ?? renewed;
}

export async function cancelSubscription(
  tx: Tx,
  policy: refund.RefundPolicy,
  o: { scope: string[]; subscriptionId: string; mode?: CancelMode; cancelDate?: string; refund: boolean; actor: Actor; now: Date; notices?: Notice[] },
): Promise<SubscriptionRow> {
  const s = await getSubscription(tx, o.scope, o.subscriptionId, true);
  // asked again: the first cancellation's answer, whatever this one says
  if (s.status === SubscriptionStatus.CANCELLED || s.cancelMode) return s;
  if (s.status === SubscriptionStatus.CLOSED) throw stateError(s);
  const mode = o.mode ?? (await settingsOf(tx, s.merchantNo)).defaultCancelMode;
  const b = { now: o.now, source: o.actor.source, notices: o.notices };
  let refundId: string | null = null;
  let after: SubscriptionRow;
  if (mode === 'immediately' || (mode === 'end_of_cycle' && (!s.nextBillingAt || s.nextBillingAt <= o.now))) {
    const { credit } = o.refund ? await creditOf(tx, s, o.now) : { credit: 0n };
    if (credit > 0n) refundId = await refundUnused(tx, policy, s, credit, `Subscription ${s.subscriptionId}: cancelled, unused part refunded`, o.actor, o.now);
    const marked = await save(tx, s, { cancelMode: mode, cancelAt: o.now, cancelRequestedAt: o.now, cancelReason: 'merchant' }, o.now);
    after = await end(tx, marked, SubscriptionStatus.CANCELLED, o.now, b);
  } else {
    const at = mode === 'on_date' ? new Date(o.cancelDate!) : s.nextBillingAt!;
    if (at <= o.now) throw fieldError('cancelDate', 'subscription.cancelDatePast');
    after = await save(tx, s, { cancelMode: mode, cancelAt: at, cancelRequestedAt: o.now, cancelReason: 'merchant' }, o.now);
  }
  await auditOf(tx, s, o.actor, 'subscription.cancel', { mode, cancelAt: after.cancelAt?.toISOString() ?? null, refund: o.refund, refundId });
  return after;
}
