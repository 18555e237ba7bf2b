import { maskCard } from '@crossbill/contracts/card';
import type { Page } from '@crossbill/contracts/envelope';
import type { SubscriptionDetail, SubscriptionFilters, SubscriptionItem } from '@crossbill/contracts/subscription';
import type { Executor } from '../../platform/db/client.ts';
import * as payment from '../payment/service.ts';
import { cycleAmount } from './billing.ts';
import { getSubscription } from './rules.ts';
import * as store from './store.ts';
import type { ChangeRow, CycleRow, SubscriptionRow } from './store.ts';

/** What the portal and the Payment API read of subscriptions: list rows and one subscription with its history. */

const iso = (d: Date | null) => d?.toISOString() ?? null;

export function toItem(s: SubscriptionRow, card: { bin: string; last4: string } | null = null): SubscriptionItem {
  const m = (v: bigint) => payment.money(v, s.currency);
  return {
    subscriptionId: s.subscriptionId,
    merchantNo: s.merchantNo,
    contractNumber: s.contractNumber,
    customerId: s.customerId,
    customerName: s.customerName,
    customerEmail: s.customerEmail,
    productName: s.productName,
    price: m(s.price),
    quantity: s.quantity,
    amount: m(cycleAmount(s)),
    currency: s.currency,
    frequencyUnit: s.frequencyUnit,
    frequencyCount: s.frequencyCount,
    billingCycles: s.billingCycles,
    collectionMethod: s.collectionMethod,
    status: s.status,
    dunning: s.dunning,
    cardNumber: card ? maskCard(card.bin, card.last4) : null,
    startDate: s.startAt.toISOString(),
    expireDate: iso(s.expireAt),
    planNo: s.planNo,
    currentCycle: s.currentCycle,
    nextBillingAt: iso(s.nextBillingAt),
    prorationAmount: s.prorationAmount === null ? null : m(s.prorationAmount),
    retryCount: s.retryCount,
    nextRetryAt: iso(s.nextRetryAt),
    cancelMode: s.cancelMode,
    cancelAt: iso(s.cancelAt),
    createdAt: s.createdAt.toISOString(),
    version: s.version,
  };
}

async function cardOf(db: Executor, s: SubscriptionRow) {
  return s.tokenId ? payment.tokenOf(db, { merchantNo: s.merchantNo, tokenId: s.tokenId }) : null;
}

/** A row as the API answers it, with its card (BIN and last four). */
export async function itemOf(db: Executor, s: SubscriptionRow): Promise<SubscriptionItem> {
  const t = await cardOf(db, s);
  return toItem(s, t ? { bin: t.cardBin, last4: t.cardLast4 } : null);
}

/** The list's filters as the store reads them (the list and its export). */
export const filterOf = (scope: string[], q: SubscriptionFilters): store.SubscriptionFilter => ({
  scope,
  status: q.status,
  collectionMethod: q.collectionMethod,
  customer: q.customer || undefined,
  productName: q.productName || undefined,
  contractNumber: q.contractNumber || undefined,
  currency: q.currency,
  nextFrom: q.nextBillingFrom ? new Date(q.nextBillingFrom) : undefined,
  nextTo: q.nextBillingTo ? new Date(q.nextBillingTo) : undefined,
});

export async function listSubscriptions(
  db: Executor,
  scope: string[],
  q: SubscriptionFilters & { page: number; size: number },
): Promise<Page<SubscriptionItem>> {
  const { rows, total } = await store.selectPage(db, { ...filterOf(scope, q), limit: q.size, offset: (q.page - 1) * q.size });
  return { content: await Promise.all(rows.map((r) => itemOf(db, r))), total, page: q.page, size: q.size };
}

type Event = SubscriptionDetail['timeline'][number];

/** The subscription's story from its rows: creation, each cycle's attempts, changes, the end. */
function timelineOf(s: SubscriptionRow, cycles: CycleRow[], changes: ChangeRow[]): Event[] {
  const m = (v: bigint) => payment.money(v, s.currency);
  const ev: Event[] = [{ kind: 'created', at: s.createdAt.toISOString(), data: { contractNumber: s.contractNumber } }];
  for (const c of cycles) {
    const data = { planNo: String(c.planNo), cycleNo: String(c.cycleNo), amount: m(c.amount), transactionId: c.transactionId ?? '' };
    const kind = c.outcome === 'paid' || c.outcome === 'credited' ? 'charged' : 'declined';
    ev.push({ kind, at: c.billedAt.toISOString(), data: { ...data, attempts: String(c.attempts), responseCode: c.responseCode ?? '' } });
  }
  for (const c of changes)
    ev.push({
      kind: 'changed',
      at: c.changedAt.toISOString(),
      data: { planNo: String(c.planNo), credit: m(c.credit), charged: m(c.charged), refunded: m(c.refunded) },
    });
  if (s.cancelRequestedAt && s.cancelMode)
    ev.push({ kind: 'cancel_scheduled', at: s.cancelRequestedAt.toISOString(), data: { mode: s.cancelMode, cancelAt: iso(s.cancelAt) ?? '' } });
  if (s.endedAt) ev.push({ kind: s.status === 3 ? 'cancelled' : 'closed', at: s.endedAt.toISOString(), data: { reason: s.cancelReason ?? '' } });
  return ev.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
}

export async function subscriptionDetail(db: Executor, scope: string[], subscriptionId: string): Promise<SubscriptionDetail> {
  const s = await getSubscription(db, scope, subscriptionId);
  const key = { merchantNo: s.merchantNo, subscriptionId };
  const [token, cycles, changes, charges] = await Promise.all([
    cardOf(db, s),
    store.selectCycles(db, key),
    store.selectChanges(db, key),
    payment.transactionsOfSubscription(db, { scope: [s.merchantNo], subscriptionId }),
  ]);
  const m = (v: bigint) => payment.money(v, s.currency);
  const cycleOfOrder = (orderId: string) => {
    const parts = orderId.slice(subscriptionId.length + 1).split('-');
    return parts.length === 3 ? { planNo: Number(parts[0]), cycleNo: Number(parts[1]) } : { planNo: null, cycleNo: null };
  };
  return {
    ...toItem(s, token ? { bin: token.cardBin, last4: token.cardLast4 } : null),
    cardBin: token?.cardBin ?? null,
    cardLast4: token?.cardLast4 ?? null,
    cardBrand: token?.brand ?? null,
    cardCountry: token?.cardCountry || null,
    firstTransactionId: s.firstTransactionId,
    cycles: cycles.map((c) => ({
      planNo: c.planNo,
      cycleNo: c.cycleNo,
      dueAt: c.dueAt.toISOString(),
      amount: m(c.amount),
      outcome: c.outcome,
      attempts: c.attempts,
      transactionId: c.transactionId,
      responseCode: c.responseCode,
      responseMessage: c.responseMessage,
      billedAt: c.billedAt.toISOString(),
    })),
    charges: charges.map((t) => ({
      transactionId: t.transactionId,
      ...(t.type === 'refund' ? { planNo: null, cycleNo: null } : cycleOfOrder(t.merchantOrderId)),
      initiator: t.initiator,
      type: t.type,
      status: t.status,
      amount: m(t.amount),
      responseCode: t.responseCode,
      createdAt: t.createdAt.toISOString(),
    })),
    changes: changes.map((c) => ({
      changedAt: c.changedAt.toISOString(),
      planNo: c.planNo,
      before: c.before,
      after: c.after,
      credit: m(c.credit),
      charged: m(c.charged),
      refunded: m(c.refunded),
      refundId: c.refundId,
    })),
    timeline: timelineOf(s, cycles, changes),
  };
}
