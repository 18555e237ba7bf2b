import crypto from 'node:crypto';
import { businessDate } from '@crossbill/contracts/business-time';
import { Codes } from '@crossbill/contracts/codes';
import type { PaymentResult } from '@crossbill/contracts/payment';
import { SubscriptionStatus, type CreateSubscriptionInput, type SubscriptionSettings } from '@crossbill/contracts/subscription';
import { audit } from '../../platform/audit/audit.ts';
import type { Tx } from '../../platform/db/client.ts';
import { AppError, fieldError } from '../../platform/http/errors.ts';
import * as payment from '../payment/service.ts';
import { cycleAmount, dueOf, frequencyOf, settingsOf } from './billing.ts';
import { announceCharge } from './announce.ts';
import { billingTime } from './schedule.ts';
import { auditOf, minorOfField, planAmount, type Actor } from './rules.ts';
import * as store from './store.ts';
import type { SubscriptionRow } from './store.ts';

export type { SubscriptionRow } from './store.ts';
export { runBilling, chargeManual, settingsOf } from './billing.ts';
export { sendNotices, sendUpcomingMails } from './mails.ts';
export { previewChange, changeSubscription, cancelSubscription } from './changes.ts';
export { getSubscription, type Actor } from './rules.ts';

/**
 * Subscriptions (contracts subscription.ts; README "Subscriptions"). The merchant's server creates
 * one through the Payment API with the customer's card: the first payment is customer-initiated and
 * stores the card as a vault token (payment module), and every later cycle is a merchant-initiated
 * charge against the token through the payment service (billing.ts), so each cycle is a real
 * transaction with its ledger entry and rollups. A start in the future verifies the card now (an
 * authorization, voided at once) and charges cycle 1 on the start date. A first payment that is
 * declined leaves the subscription initiated (0) without a card: it is never billed.
 */

const newSubscriptionId = (now: Date) => `SB${businessDate(now).replace(/-/g, '')}${crypto.randomInt(0, 1e12).toString().padStart(12, '0')}`;

export interface CreateResult {
  subscription: SubscriptionRow;
  payment: PaymentResult;
}

export async function createSubscription(
  tx: Tx,
  o: { merchantNo: string; body: CreateSubscriptionInput; screen: payment.PaymentScreen; actor: Actor; now: Date },
): Promise<CreateResult> {
  const { body: b, merchantNo, now } = o;
  if (await store.contractTaken(tx, { merchantNo, contractNumber: b.contractNumber }))
    throw new AppError(Codes.CONTRACT_EXISTS, { params: { contractNumber: b.contractNumber } });
  const price = minorOfField(b.price, b.currency, 'price');
  const amount = planAmount(price, b.quantity);
  // a start in the past (today's midnight, say) starts now; the anchor is when billing really starts
  const startAt = b.startDate && new Date(b.startDate) > now ? new Date(b.startDate) : now;
  const expireAt = b.expireDate ? new Date(b.expireDate) : null;
  if (expireAt && expireAt <= startAt) throw fieldError('expireDate', 'validation.rangeOrder');
  const future = startAt > now;
  const subscriptionId = newSubscriptionId(now);
  const change = { now, source: 'api' as const, subscriptionId, actor: { userId: o.actor.userId, ip: o.actor.ip, userAgent: o.actor.userAgent } };
  const { payment: first, token } = await payment.createStoredCardPayment(
    tx,
    merchantNo,
    {
      merchantOrderId: future ? `${subscriptionId}-verify` : `${subscriptionId}-1-1-1`,
      amount: payment.money(amount, b.currency),
      currency: b.currency,
      paymentMethod: 'card',
      capture: !future,
      card: b.card,
      customerEmail: b.customer.email,
      customerIp: b.customerIp,
      description: `${b.productName} (${b.contractNumber})`,
    },
    change,
    o.screen,
  );
  // a future start only verified the card: the hold is released at once, cycle 1 is charged on the start date
  const shown =
    future && first.status === 'authorized'
      ? await payment.voidPayment(tx, [merchantNo], { transactionId: first.transactionId }, change)
      : payment.toPaymentResult(first);
  const paidNow = !future && first.status === 'succeeded';
  const f = { unit: b.frequencyUnit, count: b.frequencyCount };
  const row: store.NewSubscription = {
    subscriptionId,
    merchantNo,
    contractNumber: b.contractNumber,
    customerId: b.customer.customerId ?? null,
    customerName: b.customer.name,
    customerEmail: b.customer.email,
    tokenId: token?.tokenId ?? null,
    firstTransactionId: first.transactionId,
    collectionMethod: b.collectionMethod,
    status: paidNow ? SubscriptionStatus.ACTIVE : SubscriptionStatus.INITIATED,
    productName: b.productName,
    price,
    quantity: b.quantity,
    currency: b.currency,
    frequencyUnit: f.unit,
    frequencyCount: f.count,
    billingCycles: b.billingCycles ?? null,
    startAt,
    expireAt,
    planAnchor: startAt,
    currentCycle: future ? 0 : 1,
    activatedAt: paidNow ? now : null,
    nextBillingAt: !token ? null : future ? startAt : billingTime(startAt, f, 1),
    createdAt: now,
    updatedAt: now,
  };
  const lastCycle = paidNow && b.billingCycles === 1;
  if (lastCycle) Object.assign(row, { status: SubscriptionStatus.CLOSED, nextBillingAt: null, endedAt: now });
  const dueAt = dueOf({
    ...row,
    status: row.status!,
    tokenId: row.tokenId ?? null,
    nextBillingAt: row.nextBillingAt ?? null,
    expireAt,
    cancelAt: null,
    dunning: 'none',
    nextRetryAt: null,
  });
  const created = await store.insertSubscription(tx, { ...row, dueAt });
  if (!created) throw new AppError(Codes.CONTRACT_EXISTS, { params: { contractNumber: b.contractNumber } });
  if (!future)
    await store.insertCycle(tx, {
      subscriptionId,
      merchantNo,
      planNo: 1,
      cycleNo: 1,
      dueAt: startAt,
      amount,
      outcome: paidNow ? 'paid' : 'failed',
      attempts: 1,
      transactionId: first.transactionId,
      responseCode: first.responseCode,
      responseMessage: first.responseMessage,
      billedAt: now,
      updatedAt: now,
    });
  if (!future)
    await announceCharge(
      tx,
      created,
      { planNo: 1, cycleNo: 1, amount, transactionId: first.transactionId, paid: paidNow, responseMessage: first.responseMessage },
      now,
    );
  await auditOf(tx, created, o.actor, 'subscription.create', {
    contractNumber: b.contractNumber,
    amount: payment.money(amount, b.currency),
    currency: b.currency,
    frequency: `${f.count} ${f.unit}`,
    firstPayment: first.transactionId,
    status: first.status,
  });
  return { subscription: created, payment: shown };
}

export async function saveSettings(tx: Tx, o: { merchantNo: string; settings: SubscriptionSettings; actor: Actor; now: Date }): Promise<SubscriptionSettings> {
  const before = await settingsOf(tx, o.merchantNo);
  await store.upsertSettings(tx, { merchantNo: o.merchantNo, ...o.settings, updatedAt: o.now });
  await audit(tx, {
    userId: o.actor.userId,
    merchantNo: o.merchantNo,
    action: 'subscription.settings',
    target: o.merchantNo,
    summary: { before, after: o.settings },
    ip: o.actor.ip,
    userAgent: o.actor.userAgent,
  });
  return o.settings;
}

export { cycleAmount, frequencyOf };

/** The global search's lookup of subscriptions (modules/search): by exact id or prefix, within the scope, read off indexes. */
export { searchSubscriptions } from './store.ts';
